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

/**
 * The hardening headers of every answer (ADR 051): CSP, frame-ancestors 'none' (and
 * X-Frame-Options DENY for old browsers), nosniff, a Referrer-Policy, and HSTS in production only
 * (localhost over plain http must keep working in development).
 */
export function securityHeaders(options: { readonly production: boolean }): {
  readonly site: RequestHandler;
  readonly playground: RequestHandler;
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
