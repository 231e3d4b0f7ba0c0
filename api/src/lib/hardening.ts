// Request guards that every /v1 route gets by being mounted under /v1 (ADR 050, 052): the client
// address, bad characters, and the write limit (per account, or per client address without a valid
// id token; ADR 103). A new route needs nothing of its own.

import { timingSafeEqual } from "node:crypto";
import { REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import {
  API_WRITES_PER_ACCOUNT_LIMIT,
  API_WRITES_PER_CLIENT_LIMIT,
  type RateLimitPolicy,
} from "@iryo/domain/rate-limits";
import { BAD_CHARACTER, holdsBadCharacter } from "@iryo/domain/validation/bad-character";
import type { Request, RequestHandler } from "express";
import { AppError } from "./app-error.js";
import type { TokenService } from "./auth/tokens.js";
import type { RateLimiter } from "./rate-limit/rate-limiter.js";

/** The header with which the BFF proves that its X-Forwarded-For is to be believed. */
const PROXY_SECRET_HEADER = "x-proxy-secret";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `req.ip` is the socket's address unless a trusted proxy tells another: either by the express
 * "trust proxy" setting (addresses the operator configured), or — the default of `npm start`, where
 * the BFF and any local process share the loopback — by sending the shared `PROXY_SECRET`. Without
 * either, X-Forwarded-For is ignored, so rotating it buys nothing.
 */
export function clientAddress(proxySecret: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const given = req.get(PROXY_SECRET_HEADER);
    if (given !== undefined) delete req.headers[PROXY_SECRET_HEADER];
    if (proxySecret && given !== undefined && sameSecret(given, proxySecret)) {
      const forwarded = req.get("x-forwarded-for")?.split(",").pop()?.trim();
      if (forwarded) Object.defineProperty(req, "ip", { value: forwarded, configurable: true });
    }
    next();
  };
}

/**
 * The path and every query part must be valid percent-encoded UTF-8 without a NUL. An encoded
 * surrogate (e.g. %ED%A0%80) is not valid UTF-8: express would quietly turn it into U+FFFD.
 */
function urlHoldsBadCharacter(req: Request): boolean {
  const [path = "", query = ""] = req.originalUrl.split(/\?(.*)/s);
  try {
    if (BAD_CHARACTER.test(decodeURIComponent(path))) return true;
    for (const part of query.split(/[&=]/)) {
      if (BAD_CHARACTER.test(decodeURIComponent(part.replace(/\+/g, " ")))) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** 400 0109004 for a NUL byte or a lone surrogate anywhere in the path, the query or the JSON body. */
export const rejectBadCharacters: RequestHandler = (req, _res, next) => {
  if (urlHoldsBadCharacter(req) || holdsBadCharacter(req.query) || holdsBadCharacter(req.body)) {
    throw new AppError(REQUEST_INVALID_CODE);
  }
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every write counts against one limit, whichever route it goes to: the account's when the request
 * carries a valid id token (so a hospital behind one address is not one budget), else the client
 * address's. Only a verified token names an account: a forged one is counted by address.
 */
export function writeRateLimit(
  limiter: RateLimiter,
  tokens: Pick<TokenService, "verify">,
  policies: { readonly perClient: RateLimitPolicy; readonly perAccount: RateLimitPolicy } = {
    perClient: API_WRITES_PER_CLIENT_LIMIT,
    perAccount: API_WRITES_PER_ACCOUNT_LIMIT,
  },
): RequestHandler {
  return async (req, _res, next) => {
    if (!SAFE_METHODS.has(req.method)) {
      const token = /^Bearer (\S+)$/.exec(req.get("authorization") ?? "")?.[1];
      const caller = token ? await tokens.verify(token) : undefined;
      await limiter.consume([
        caller
          ? { key: `writes-account:${caller.accountId}`, policy: policies.perAccount }
          : { key: `writes:${req.ip ?? "unknown"}`, policy: policies.perClient },
      ]);
    }
    next();
  };
}
