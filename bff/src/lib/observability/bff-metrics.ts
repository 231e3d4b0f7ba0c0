import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import { createRegistry, DURATION_BUCKETS, httpDurationHistogram } from "./metrics.js";
import { currentRequestId, currentSignal, REQUEST_ID_HEADER } from "./request-context.js";
import type { BffTracing } from "./tracing.js";

/** The BFF's series (ADR 157); the README's observability section lists them. */
export interface BffMetrics {
  readonly registry: Registry;
  readonly http: ReturnType<typeof httpDurationHistogram>;
  readonly graphql: Histogram<"operation" | "type" | "outcome" | "cache">;
  /** Visitor cache lookups: `cache` page or graphql, `result` hit, hit-waited, miss or bypass. */
  readonly cache: Counter<"cache" | "result">;
  readonly upstream: Histogram<"method" | "endpoint" | "status">;
  readonly eventLag: Histogram;
}

export function createBffMetrics(live: {
  readonly sockets: () => number;
  readonly subscriptions: () => number;
  readonly eventListeners: () => number;
}): BffMetrics {
  const registry = createRegistry("bff");
  new Gauge({
    name: "bff_websocket_connections",
    help: "Open graphql-ws sockets.",
    registers: [registry],
    collect() {
      this.set(live.sockets());
    },
  });
  new Gauge({
    name: "bff_graphql_subscriptions",
    help: "Running GraphQL subscriptions over all sockets.",
    registers: [registry],
    collect() {
      this.set(live.subscriptions());
    },
  });
  new Gauge({
    name: "bff_event_listeners",
    help: "Listeners registered on the local event hub (one per live subscription key).",
    registers: [registry],
    collect() {
      this.set(live.eventListeners());
    },
  });
  return {
    registry,
    http: httpDurationHistogram(registry),
    graphql: new Histogram({
      name: "graphql_operation_duration_seconds",
      help: "GraphQL operations over HTTP by operation name, type, outcome and visitor-cache result.",
      labelNames: ["operation", "type", "outcome", "cache"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    cache: new Counter({
      name: "bff_visitor_cache_requests_total",
      help: "Visitor cache lookups (ADR 090, 156) by cache (page, graphql) and result (hit, hit-waited, miss, bypass; refresh: a page rendered ahead of its expiry).",
      labelNames: ["cache", "result"],
      registers: [registry],
    }),
    upstream: new Histogram({
      name: "bff_upstream_request_duration_seconds",
      help: "Calls of the BFF to the api by method, endpoint pattern and status (_count: the number of calls).",
      labelNames: ["method", "endpoint", "status"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    eventLag: new Histogram({
      name: "bff_event_delivery_lag_seconds",
      help: "From an event's occurred_at at the api to its dispatch in this BFF.",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
  };
}

/** Operation names are the client's words: only plain ones, and at most this many, become labels. */
const MAX_OPERATION_LABELS = 300;
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A bounded label for a client's operation name: "anonymous", the name, or "other". */
export function operationLabeller(): (name: string | null | undefined) => string {
  const seen = new Set<string>();
  return (name) => {
    if (!name) return "anonymous";
    if (seen.has(name)) return name;
    if (!PLAIN_NAME.test(name) || seen.size >= MAX_OPERATION_LABELS) return "other";
    seen.add(name);
    return name;
  };
}

/** Duration of each GraphQL operation over HTTP by operation name (bounded, see operationLabeller). */
export function graphqlMetricsPlugin<T extends BaseContext>(
  histogram: BffMetrics["graphql"],
  label: (name: string | null | undefined) => string,
): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      const start = process.hrtime.bigint();
      return {
        async willSendResponse(requestContext) {
          const seconds = Number(process.hrtime.bigint() - start) / 1e9;
          histogram.observe(
            {
              operation: label(requestContext.operationName ?? requestContext.request.operationName),
              type: requestContext.operation?.operation ?? "invalid",
              outcome: requestContext.errors?.length ? "error" : "ok",
              cache: (requestContext.response.http.headers.get("x-cache") ?? "none").toLowerCase(),
            },
            seconds,
          );
        },
      };
    },
  };
}

/**
 * An api path as a pattern: segments holding a digit or a dot (ids, file names) or over 32 characters
 * (tokens) become `:id`, the version (`v1`) stays.
 */
function endpointPattern(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (/^v\d+$/.test(segment) || !(/[0-9.]/.test(segment) || segment.length > 32) ? segment : ":id"))
    .join("/");
}

/**
 * The BFF's `fetch` to the api (ADR 157): it forwards the request id of the request being served and
 * counts and times each call by endpoint pattern. With `tracing` (ADR 180), a client span per call made
 * while serving a request, whose `traceparent` the api continues.
 */
export function instrumentFetch(
  base: typeof fetch,
  histogram: BffMetrics["upstream"],
  {
    tracing,
    abortWhenGone = true,
  }: {
    tracing?: Pick<BffTracing, "upstreamSpan"> | undefined;
    /** Abort a GET when the browser of the request being served has gone (ADR 179; not for event streams). */
    abortWhenGone?: boolean;
  } = {},
): typeof fetch {
  return async (input, init = {}) => {
    const url = input instanceof Request ? new URL(input.url) : input instanceof URL ? input : new URL(input);
    const requestId = currentRequestId();
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const labels = { method, endpoint: endpointPattern(url.pathname) };
    const span = tracing?.upstreamSpan(method, url, labels.endpoint);
    let sent = init;
    if (requestId !== undefined || span) {
      const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
      if (requestId !== undefined && !headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId);
      span?.inject(headers);
      sent = { ...init, headers };
    }
    // A read for a browser that has gone is aborted (ADR 179); a write is sent to its end.
    const gone = abortWhenGone && (method === "GET" || method === "HEAD") ? currentSignal() : undefined;
    if (gone !== undefined) sent = { ...sent, signal: init.signal ? AbortSignal.any([init.signal, gone]) : gone };
    const start = process.hrtime.bigint();
    try {
      const response = await base(input, sent);
      histogram.observe({ ...labels, status: String(response.status) }, Number(process.hrtime.bigint() - start) / 1e9);
      span?.end(response.status);
      return response;
    } catch (error) {
      span?.fail(error);
      const status = gone?.aborted ? "cancelled" : "error";
      histogram.observe({ ...labels, status }, Number(process.hrtime.bigint() - start) / 1e9);
      throw error;
    }
  };
}
