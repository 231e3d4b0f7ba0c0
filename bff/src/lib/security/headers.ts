import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Origins whose video players a page may frame (domain/src/service-catalog.ts, content HTML). */
const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

/** Images in editor content may come from anywhere on https; everything else is the site's own. */
function baseDirectives(): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    // Only the site's own bundles: no inline script, no eval, no CDN.
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    // Stylesheets are files; React's `style` props need style attributes.
    "style-src": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": [...VIDEO_PLAYER_ORIGINS],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
  };
}

/**
 * The self-hosted GraphiQL (development only): Monaco injects <style> elements and starts its
 * language workers from blob: URLs; scripts are still only the bundles under /playground/.
 */
function playgroundDirectives(): Record<string, string[]> {
  return {
    ...baseDirectives(),
    "style-src": ["'self'", "'unsafe-inline'"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'none'"],
  };
}

/** The headers a middleware sets on every response, and those it removes, in the order it does so. */
export interface HeaderSet {
  readonly set: ReadonlyArray<readonly [name: string, value: string]>;
  readonly removed: readonly string[];
}

/** A header middleware as helmet types it: node's request and response, nothing of express. */
type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A real response that also records the headers set on it (as named, in order) and removed from it. */
class RecordingResponse extends ServerResponse {
  readonly set: [name: string, value: string][] = [];
  readonly removed: string[] = [];

  override setHeader(name: string, value: number | string | readonly string[]): this {
    if (typeof value !== "string") throw new Error(`header ${name}: not a string`);
    this.set.push([name, value]);
    return super.setHeader(name, value);
  }

  override removeHeader(name: string): void {
    this.removed.push(name);
    super.removeHeader(name);
  }
}

/**
 * What a helmet middleware does to a response, read once by running it against a real response that is
 * never sent. Every helmet option used here is static (no per-request CSP nonce), so each response gets
 * the same headers; a middleware that does anything else (reads the request, fails, answers later) is
 * refused.
 */
export function headerSetOf(middleware: HeaderMiddleware): HeaderSet {
  const request = new IncomingMessage(new Socket());
  const unreadable = new Proxy(request, {
    get(_target, key) {
      throw new Error(`the header middleware read the request (${String(key)})`);
    },
  });
  const response = new RecordingResponse(request);
  let done = false;
  middleware(unreadable, response, (error?: unknown) => {
    if (error !== undefined) throw error;
    done = true;
  });
  if (!done) throw new Error("the header middleware did not finish at once");
  return { set: response.set, removed: response.removed };
}

/** One middleware that sets a precomputed header set: a loop instead of helmet's chain of middlewares. */
function applying({ set, removed }: HeaderSet): RequestHandler {
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** The helmet configuration of each variant (ADR 051); `securityHeaders` sends what these would. */
export function helmetMiddlewares(options: { readonly production: boolean }): {
  readonly site: HeaderMiddleware;
  readonly playground: HeaderMiddleware;
} {
  const common = {
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    xFrameOptions: { action: "deny" as const },
    crossOriginEmbedderPolicy: false,
    // Same as the CSP default; kept explicit so that a CDN or an upgrade does not loosen it.
    xContentTypeOptions: true,
  };
  const upgrade: Record<string, string[]> = options.production ? { "upgrade-insecure-requests": [] } : {};
  return {
    site: helmet({
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: { ...baseDirectives(), ...upgrade } },
    }),
    playground: helmet({
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: { ...playgroundDirectives(), ...upgrade } },
    }),
  };
}

/**
 * The hardening headers of every answer (ADR 051): CSP, frame-ancestors 'none' (and
 * X-Frame-Options DENY for old browsers), nosniff, a Referrer-Policy, and HSTS in production only
 * (localhost over plain http must keep working in development). helmet computes them once per variant
 * at start-up; each answer gets them from one loop (ADR 196).
 */
export function securityHeaders(options: { readonly production: boolean }): {
  readonly site: RequestHandler;
  readonly playground: RequestHandler;
} {
  const helmets = helmetMiddlewares(options);
  return { site: applying(headerSetOf(helmets.site)), playground: applying(headerSetOf(helmets.playground)) };
}
