import { ACTIVE_MEMBERS, admits, needsSecondFactor } from "@iryo/domain/account";
import type { Endpoint } from "@iryo/domain/contracts/endpoint";
import { FORBIDDEN_CODE, SECOND_FACTOR_REQUIRED_CODE, TOKEN_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import type { RequestHandler } from "express";
import { AppError } from "../app-error.js";
import type { AuthLocals } from "./require-auth.js";

interface CompiledEndpoint {
  readonly endpoint: Endpoint;
  readonly method: string;
  readonly pattern: RegExp;
  /** How many `{name}` segments the path has: a fixed path wins over a placeholder (`/negotiations/status-popup`). */
  readonly placeholders: number;
}

function compile(endpoint: Endpoint): CompiledEndpoint {
  const source = endpoint.path
    .split("/")
    .map((segment) => (/^\{[a-zA-Z_]+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return {
    endpoint,
    method: endpoint.method,
    // Case-insensitive and with an optional trailing slash, as express routes match.
    pattern: new RegExp(`^${source}/?$`, "i"),
    placeholders: (endpoint.path.match(/\{/g) ?? []).length,
  };
}

/** The endpoint of the registry a request is for (HEAD is answered by GET), or undefined. */
function endpointMatcher(endpoints: readonly Endpoint[]) {
  const compiled = endpoints.map(compile).sort((a, b) => a.placeholders - b.placeholders);
  return (method: string, path: string): Endpoint | undefined => {
    const wanted = method === "HEAD" ? "GET" : method;
    return compiled.find((c) => c.method === wanted && c.pattern.test(path))?.endpoint;
  };
}

/**
 * The one guard of "who may call this" (ADR 102), run on /v1 before any route: it finds the request's
 * endpoint in the contract registry and applies its declared access. Public calls pass untouched; an
 * "optional-member" call passes everyone and shows an active member's bearer to the route; any other
 * call needs a live account the declaration admits — no valid bearer is 401 0109006, another kind or
 * state of account is 403 0109002 (an operator who has not passed the second factor yet: 403 0203001,
 * ADR 147). Routes read the caller from `res.locals.auth` (`authOf`).
 */
export function accessGuard(
  endpoints: readonly Endpoint[],
  callerOf: (authorization: string | undefined) => Promise<AuthLocals | undefined>,
): RequestHandler {
  const endpointOf = endpointMatcher(endpoints);
  return async (req, res, next) => {
    const access = endpointOf(req.method, req.path)?.access ?? "public";
    if (access === "public") return next();
    const authorization = req.get("authorization");
    if (access === "optional-member") {
      const auth = authorization ? await callerOf(authorization) : undefined;
      if (auth && admits(ACTIVE_MEMBERS, auth.caller)) res.locals.auth = auth;
      return next();
    }
    const auth = await callerOf(authorization);
    if (!auth) throw new AppError(TOKEN_EXPIRED_CODE);
    if (needsSecondFactor(access, auth.caller)) throw new AppError(SECOND_FACTOR_REQUIRED_CODE);
    if (!admits(access, auth.caller)) throw new AppError(FORBIDDEN_CODE);
    res.locals.auth = auth;
    next();
  };
}
