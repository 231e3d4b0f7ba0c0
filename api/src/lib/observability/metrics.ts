// The same module as bff/src/lib/observability/metrics.ts (the tiers share no server code; ADR 157).
import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { REQUEST_ID_HEADER, requestIdOf, requestScope } from "./request-context.js";
import type { RequestTracing } from "./tracing.js";

/** Request durations: 1 ms to 10 s (a cached hit is about a millisecond, a collapse is seconds). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A registry of its own per server (tests build several in one process), with the tier as a label. */
export function createRegistry(tier: "api" | "bff"): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ tier });
  // Process CPU, resident memory, heap, event-loop lag, GC, open handles.
  collectDefaultMetrics({ register: registry });
  return registry;
}

export function httpDurationHistogram(registry: Registry): Histogram<"method" | "route" | "status"> {
  return new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by express route pattern (not the raw URL), method and status.",
    labelNames: ["method", "route", "status"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
}

/** `http_requests_cancelled_total{route}`: requests whose client left before the answer was complete (ADR 179). */
export function cancelledRequestsCounter(registry: Registry): Counter<"method" | "route"> {
  return new Counter({
    name: "http_requests_cancelled_total",
    help: "Requests whose client left before the answer was complete; their work was aborted when it was a read (ADR 179).",
    labelNames: ["method", "route"],
    registers: [registry],
  });
}

export type { Registry };

/**
 * The route a request took, as a pattern: a handler may name it (`res.locals.route`), else the
 * express route (`/v1` + `/services/:id`), else the mount path, else "unmatched" — never the raw URL,
 * so that the number of series stays bounded.
 */
function routeOf(req: Request, res: Response): string {
  const named = res.locals.route;
  if (typeof named === "string") return named;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === "string") return `${req.baseUrl || mountOf(req.originalUrl, path)}${path}`;
  return req.baseUrl || "unmatched";
}

/**
 * The mount path in front of a route, from the URL: what is left of the path without the route's
 * segments, when it is one plain word (`/v1`). An error answer is written after express has restored
 * req.baseUrl to the outer router's, so it cannot be read there.
 */
function mountOf(originalUrl: string, routePath: string): string {
  if (/[*(?]/.test(routePath)) return "";
  const segments = (originalUrl.split("?")[0] ?? "").split("/");
  const prefix = segments.slice(0, segments.length - (routePath.split("/").length - 1)).join("/");
  return /^\/[a-z0-9-]+$/.test(prefix) ? prefix : "";
}

/**
 * First middleware of a tier (ADR 157): the request id (the incoming `x-request-id` when well-formed,
 * else a new one) in the answer's header and in the request scope, so that every log line and every
 * /v1 call of this request carries it; its duration by route when the answer is done, and an access
 * line (`access: false` leaves lines to a lower level: debug). With `tracing` (ADR 180), a server span
 * per request (not for the scrapes of /metrics and /healthz), ended with the same route and status.
 */
export function observeRequests(options: {
  readonly logger: Logger;
  readonly duration: Histogram<"method" | "route" | "status">;
  readonly access?: boolean;
  readonly tracing?: RequestTracing | undefined;
  /** Counts the requests whose client left (ADR 179). */
  readonly cancelled?: Counter<"method" | "route">;
  /**
   * Which requests get an abort signal in their scope, aborted when the client leaves before the
   * answer is complete (ADR 179; default none).
   */
  readonly abortable?: (req: Request) => boolean;
}): RequestHandler {
  const { tracing } = options;
  return (req, res, next) => {
    const requestId = requestIdOf(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const start = process.hrtime.bigint();
    const span =
      tracing && req.path !== "/metrics" && req.path !== "/healthz" ? tracing.requestSpan(req, requestId) : undefined;
    // The route is read when the head is written: by the time the answer is done, express has
    // restored req.baseUrl to the outer router's.
    let route: string | undefined;
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      route ??= routeOf(req, res);
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    const controller = options.abortable?.(req) ? new AbortController() : undefined;
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      // A client that left before the answer was complete: 499, as nginx counts it.
      const left = !res.writableFinished;
      const status = left ? 499 : res.statusCode;
      // Its remaining work stops: no further database query or upstream read starts (ADR 179).
      if (left && !res.writableEnded) controller?.abort(new RequestCancelledError());
      route ??= routeOf(req, res);
      options.duration.observe({ method: req.method, route, status: String(status) }, seconds);
      if (left) options.cancelled?.inc({ method: req.method, route });
      const line = {
        req_id: requestId,
        method: req.method,
        url: req.originalUrl,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(controller?.signal.aborted ? { cancelled: true } : {}),
      };
      if (options.access === false) options.logger.debug(line, "request");
      else options.logger.info(line, "request");
      span?.end(route, status);
    });
    const scope = controller ? { requestId, signal: controller.signal } : { requestId };
    requestScope.run(scope, span ? () => span.run(next) : next);
  };
}

/** The reason of a request's abort signal: its client left before the answer was complete (ADR 179). */
class RequestCancelledError extends Error {
  override readonly name = "RequestCancelledError";
  constructor() {
    super("the client left before the answer was complete");
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request may read /metrics: only with `Authorization: Bearer <METRICS_TOKEN>`; without a
 * token nobody may. A loopback caller is no proof: any local process, or a proxy on this host, is one (ADR 205).
 */
function metricsAllowed(req: Request, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
  return given !== undefined && sameSecret(given, token);
}

/** GET /metrics: the Prometheus text format, for allowed callers only (others get 404). */
export function metricsHandler(registry: Registry, token: string | undefined): RequestHandler {
  return (req, res, next) => {
    res.locals.route = "/metrics";
    if (!metricsAllowed(req, token)) {
      res.status(404).type("text/plain").end("Not Found");
      return;
    }
    registry.metrics().then((text) => {
      res.setHeader("Content-Type", registry.contentType);
      res.setHeader("Cache-Control", "no-store");
      res.end(text);
    }, next);
  };
}
