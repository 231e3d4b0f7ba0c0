import type { Request, Response } from "express";

/** The id token (short-lived JWT of the api). */
export const ID_TOKEN_COOKIE = "iryo_id";
/** The refresh token (rotates on every use). */
export const REFRESH_TOKEN_COOKIE = "iryo_rt";

/** Reads and writes the session cookies of one HTTP exchange. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeMs: number): void;
  clear(name: string): void;
}

/** Parses a Cookie header (RFC 6265 pairs; values may be quoted or percent-encoded). */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** Browsers refuse Secure cookies over plain http; local development runs on localhost. */
export function isLocalHost(hostname: string | undefined): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "::1" || hostname === "[::1]";
}

/**
 * The session cookies of an express exchange: httpOnly (never readable by JavaScript),
 * SameSite=Lax, Path=/, and Secure unless the request came to localhost.
 */
export function expressCookieJar(req: Request, res: Response): CookieJar {
  const cookies = parseCookieHeader(req.headers.cookie);
  const secure = !isLocalHost(req.hostname);
  const base = { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
  // One Set-Cookie per name: a later write in the same exchange replaces an earlier one.
  const dropEarlier = (name: string) => {
    // Express keeps a single Set-Cookie as a string and several as an array.
    const current = res.getHeader("set-cookie");
    const list = typeof current === "string" ? [current] : Array.isArray(current) ? current : [];
    const kept = list.filter((c) => !c.startsWith(`${name}=`));
    if (kept.length === list.length) return;
    if (kept.length === 0) res.removeHeader("set-cookie");
    else res.setHeader("set-cookie", kept);
  };
  return {
    get: (name) => cookies.get(name) || undefined,
    set(name, value, maxAgeMs) {
      cookies.set(name, value);
      if (res.headersSent) return;
      dropEarlier(name);
      res.cookie(name, value, { ...base, maxAge: maxAgeMs });
    },
    clear(name) {
      if (!cookies.delete(name) || res.headersSent) return;
      dropEarlier(name);
      res.clearCookie(name, base);
    },
  };
}

/**
 * The cookies of a WebSocket upgrade: readable (the socket acts for the member), but nothing can be
 * written back over a socket, so refreshed tokens stay in memory for the connection's operation.
 */
export function readOnlyCookieJar(header: string | undefined): CookieJar {
  const cookies = parseCookieHeader(header);
  return {
    get: (name) => cookies.get(name) || undefined,
    set: (name, value) => {
      cookies.set(name, value);
    },
    clear: (name) => {
      cookies.delete(name);
    },
  };
}
