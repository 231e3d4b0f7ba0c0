import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Request, Response } from "express";
import type { GraphQLSchema } from "graphql";
import { withoutAbort } from "../observability/request-context.js";
import {
  type EncodedBody,
  EncodedResponseCache,
  encodeBody,
  sendEncoded,
  sendOnce,
} from "../response-cache/encoded.js";
import type { ResponseStore } from "../response-cache/store.js";
import { isViteManifest, PageTemplate } from "./page-template.js";
import { loadSsrModule, type SsrModule } from "./ssr-module.js";

/** How long a visitor's rendered page may be served from the page cache (the catalogue bound of ADR 090). */
const SSR_PAGE_TTL_SECONDS = 60;
/**
 * A hit in the last part of its page's time (this long before it expires, at most a sixth of the time)
 * starts one render in the background that replaces the page before it expires, so that no visitor
 * waits for a render while the page is asked for (ADR 156). No page is ever served past its time.
 */
const REFRESH_AHEAD_MS = 10_000;
/** How many pages' CSP headers are remembered (a page's is derived again from its head when forgotten). */
const POLICIES_KEPT = 1000;
/** A render that takes longer is given up; the SPA shell is sent instead. */
const SSR_RENDER_TIMEOUT_MS = 5_000;

export interface ServerRendererOptions {
  readonly module: SsrModule;
  readonly template: PageTemplate;
  readonly schema: GraphQLSchema;
  /** A resolver context for a visitor: no session, never the request's cookies. */
  readonly visitorContext: (clientIp: string | undefined) => object;
  /** The origin canonical links and JSON-LD name (PUBLIC_WEB_URL; ADR 168); default: the request's. */
  readonly publicOrigin?: string | undefined;
  /** The shared store of visitor answers (ADR 090); no cache when undefined. */
  readonly store?: ResponseStore | undefined;
  readonly ttlSeconds?: number;
  readonly timeoutMs?: number;
  /**
   * Whether this client may have a page rendered (one point of its /graphql budget, ADR 050): a render
   * runs the page's queries. A client over its budget gets the shell; cached pages are always served.
   */
  readonly admit?: (clientIp: string | undefined) => Promise<boolean>;
  /** The same for a page rendered for a session: the account's budget, not its address's (ADR 103, 190). */
  readonly admitSession?: (req: Request) => Promise<boolean>;
  /** Render failures (logged; the shell is sent). */
  readonly onError?: (error: unknown) => void;
  /** Each page cache lookup's result (metrics). */
  readonly onLookup?: (result: "hit" | "hit-waited" | "miss" | "bypass" | "refresh" | "session") => void;
  /** The clock of the refresh-ahead (tests). */
  readonly now?: () => number;
}

/** The page cache's key of a page: the origin (it is in og:image) with path and query. */
export function pageCacheKey(origin: string, url: string): string {
  return `page:${createHash("sha256")
    .update(JSON.stringify([origin, url]))
    .digest("base64url")}`;
}

export type RenderOutcome =
  | { readonly kind: "shell" }
  | { readonly kind: "redirect"; readonly status: number; readonly location: string }
  | {
      readonly kind: "page";
      /** The page's bytes as they are, brotli and gzip, with its ETag and status (ADR 156). */
      readonly page: EncodedBody;
      readonly cache: "HIT" | "HIT-WAITED" | "MISS" | "BYPASS";
    };

/**
 * Server-rendered pages. For VISITORS (ADR 091, `handle`): rendered with a visitor context only, and its
 * page cache (the visitor store of ADR 090, key: origin + path + query) only ever holds visitor pages.
 * For a request with a SESSION (ADR 190, `handleSession`): rendered with that request's context, public
 * and member pages, sent once `private, no-store` and never stored or shared.
 */
export class ServerRenderer {
  private readonly inFlight = new Map<string, Promise<RenderOutcome>>();
  private readonly cache: EncodedResponseCache | undefined;
  /**
   * The Content-Security-Policy helmet set and each stored page's form of it with its inline styles
   * allowed, by the page's ETag (the page's critical CSS is its own, ADR 184); at most POLICIES_KEPT.
   */
  private policies: { readonly given: string; readonly byEtag: Map<string, string> } | undefined;

  constructor(private readonly options: ServerRendererOptions) {
    this.cache = options.store
      ? new EncodedResponseCache(options.store, undefined, options.now ?? Date.now)
      : undefined;
  }

  /** The server render of the web build next to `webDist`, when it was built (else undefined). */
  static async load(
    webDist: string,
    modulePath: string,
    options: Omit<ServerRendererOptions, "module" | "template">,
  ): Promise<ServerRenderer | undefined> {
    const manifestPath = join(webDist, ".vite", "manifest.json");
    const indexPath = join(webDist, "index.html");
    if (!existsSync(manifestPath) || !existsSync(indexPath)) return undefined;
    const module = await loadSsrModule(modulePath);
    if (!module) return undefined;
    const manifest: unknown = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (!isViteManifest(manifest)) throw new Error(`${manifestPath} is not a Vite manifest`);
    const template = PageTemplate.from(readFileSync(indexPath, "utf8"), manifest, (file) => {
      const path = join(webDist, file);
      // Only the build's own stylesheets (their rules a page uses travel in it; ADR 184).
      if (!file.startsWith("assets/") || file.includes("..") || !existsSync(path)) return undefined;
      return readFileSync(path, "utf8");
    });
    if (!template) throw new Error(`${indexPath} has no <div id="root"></div> after its head`);
    return new ServerRenderer({ ...options, module, template });
  }

  /** What to answer to a visitor's page request for `url` (path + query) seen at `origin`. */
  async outcome(url: string, origin: string, clientIp: string | undefined): Promise<RenderOutcome> {
    const cache = this.cache;
    if (!cache) {
      this.options.onLookup?.("bypass");
      return this.render(url, origin, clientIp, "BYPASS");
    }
    const key = pageCacheKey(origin, url);
    const ttlMs = (this.options.ttlSeconds ?? SSR_PAGE_TTL_SECONDS) * 1000;
    const stored = await cache.get(key);
    if (stored) {
      const refreshAt = (stored.expiresAt ?? Number.POSITIVE_INFINITY) - Math.min(REFRESH_AHEAD_MS, ttlMs / 6);
      if (cache.now() >= refreshAt && !this.inFlight.has(key)) {
        // Served from the entry; the next one is rendered meanwhile (errors: logged, the entry expires).
        this.options.onLookup?.("refresh");
        void this.fill(cache, key, url, origin, clientIp, ttlMs).catch((error: unknown) =>
          this.options.onError?.(error),
        );
      }
      this.options.onLookup?.("hit");
      return { kind: "page", page: stored, cache: "HIT" };
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.options.onLookup?.("hit-waited");
      const shared = await pending;
      return shared.kind === "page" ? { ...shared, cache: "HIT-WAITED" } : shared;
    }
    this.options.onLookup?.("miss");
    return this.fill(cache, key, url, origin, clientIp, ttlMs);
  }

  /** Renders `url` once (others asking meanwhile wait for it) and stores a complete page. */
  private async fill(
    cache: EncodedResponseCache,
    key: string,
    url: string,
    origin: string,
    clientIp: string | undefined,
    ttlMs: number,
  ): Promise<RenderOutcome> {
    // Shared by everyone who asks meanwhile: it does not stop when the first of them leaves (ADR 179).
    const rendering = withoutAbort(() => this.render(url, origin, clientIp, "MISS"));
    this.inFlight.set(key, rendering);
    try {
      const result = await rendering;
      // Only complete pages are kept: not redirects, error pages or shells (random paths would fill it).
      if (result.kind === "page" && result.page.status === 200) await cache.set(key, result.page, ttlMs);
      return result;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async render(
    url: string,
    origin: string,
    clientIp: string | undefined,
    cache: "MISS" | "BYPASS",
  ): Promise<RenderOutcome> {
    if (this.options.admit && !(await this.options.admit(clientIp))) return { kind: "shell" };
    try {
      const result = await this.options.module.render({
        url,
        origin,
        publicOrigin: this.options.publicOrigin ?? origin,
        schema: this.options.schema,
        context: this.options.visitorContext(clientIp),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? SSR_RENDER_TIMEOUT_MS),
      });
      if (result.kind === "client") return { kind: "shell" };
      if (result.kind === "redirect") return result;
      // Rendered once and compressed once (in the thread pool); every hit sends these bytes (ADR 156).
      // Compressed once (a popular page again at the best quality later; ADR 156).
      const page = await encodeBody(this.options.template.render(result), result.status);
      return { kind: "page", page, cache };
    } catch (error) {
      this.options.onError?.(error);
      return { kind: "shell" };
    }
  }

  /**
   * Answers a request that carries a session with a page rendered for that session alone (ADR 190), or
   * false when the shell should be sent (not a server-rendered route, the budget spent, a failed or slow
   * render). `context` is the request's own resolver context (its cookies: a refresh sets new ones).
   * Nothing of it is cached: no page store, no ETag, `private, no-store`.
   */
  async handleSession(req: Request, res: Response, context: object): Promise<boolean> {
    if (this.options.admitSession && !(await this.options.admitSession(req))) return false;
    const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    let result: Awaited<ReturnType<SsrModule["render"]>>;
    try {
      result = await this.options.module.render({
        url: req.originalUrl,
        origin,
        publicOrigin: this.options.publicOrigin ?? origin,
        schema: this.options.schema,
        context,
        session: true,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? SSR_RENDER_TIMEOUT_MS),
      });
    } catch (error) {
      this.options.onError?.(error);
      return false;
    }
    this.options.onLookup?.("session");
    if (result.kind === "client") return false;
    if (result.kind === "redirect") {
      res.redirect(result.status, result.location);
      return true;
    }
    const html = this.options.template.render(result);
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string")
      res.setHeader("Content-Security-Policy", PageTemplate.allowInlineStyles(policy, html));
    await sendOnce(req, res, html, result.status, {
      contentType: "text/html; charset=utf-8",
      cacheControl: "private, no-store",
      vary: "Cookie",
    });
    return true;
  }

  /** `policy` with the page's inline styles allowed, computed once per page (by its ETag). */
  private policyOf(policy: string, page: EncodedBody): string {
    if (this.policies?.given !== policy || this.policies.byEtag.size >= POLICIES_KEPT)
      this.policies = { given: policy, byEtag: new Map() };
    let allowed = this.policies.byEtag.get(page.etag);
    if (allowed === undefined) {
      allowed = PageTemplate.allowInlineStyles(policy, page.identity);
      this.policies.byEtag.set(page.etag, allowed);
    }
    return allowed;
  }

  /** Answers the request with a rendered page or a redirect; false when the shell should be sent. */
  async handle(req: Request, res: Response): Promise<boolean> {
    const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const outcome = await this.outcome(req.originalUrl, origin, req.ip ?? req.socket.remoteAddress);
    if (outcome.kind === "shell") return false;
    if (outcome.kind === "redirect") {
      res.redirect(outcome.status, outcome.location);
      return true;
    }
    res.setHeader("x-cache", outcome.cache);
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") res.setHeader("Content-Security-Policy", this.policyOf(policy, outcome.page));
    // The stored bytes as they are (or 304); the same URL is a rendered page for a visitor and the
    // shell for a member (Vary: Cookie).
    sendEncoded(req, res, outcome.page, {
      contentType: "text/html; charset=utf-8",
      cacheControl: "no-cache",
      vary: "Cookie",
    });
    return true;
  }
}
