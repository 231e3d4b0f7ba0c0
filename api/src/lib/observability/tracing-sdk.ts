// The OpenTelemetry side of tracing.ts (ADR 180): loaded by a dynamic import only when an OTLP endpoint
// is configured. The part before "The database" is the same as bff/src/lib/observability/tracing-sdk.ts.
import type { IncomingMessage } from "node:http";
import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  type Tracer,
  trace,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import type { DatabaseConnection, Dialect, Driver, QueryResult } from "kysely";
import { currentRequestId } from "./request-context.js";
import type { ApiTracing, RequestSpan, TracingEnv } from "./tracing.js";

/** The request id (ADR 157) on every span of a request: the key from a trace to its log lines. */
const REQUEST_ID_ATTRIBUTE = "iryo.request_id";

/** How long a stop waits for the last spans to be exported. */
const SHUTDOWN_BOUND_MS = 3000;

/** `OTEL_TRACES_SAMPLER` / `_ARG` as the specification names them; default parent-based always-on. */
export function samplerOf(env: TracingEnv): Sampler {
  const ratio = Number.parseFloat(env.OTEL_TRACES_SAMPLER_ARG ?? "");
  const root = new TraceIdRatioBasedSampler(Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1);
  switch (env.OTEL_TRACES_SAMPLER ?? "parentbased_always_on") {
    case "always_on":
      return new AlwaysOnSampler();
    case "always_off":
      return new AlwaysOffSampler();
    case "traceidratio":
      return root;
    case "parentbased_always_off":
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case "parentbased_traceidratio":
      return new ParentBasedSampler({ root });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

const headerGetter: TextMapGetter<IncomingMessage["headers"]> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

interface Core {
  readonly tracer: Tracer;
  readonly active: () => Context;
  readonly withContext: <T>(context: Context, fn: () => T) => T;
  readonly propagator: W3CTraceContextPropagator;
  readonly target: string;
  readonly flush: () => Promise<void>;
  readonly shutdown: () => Promise<void>;
}

/**
 * A tracer provider of this tier's own (not registered globally: the tests run both tiers in one
 * process), batching spans to the OTLP/HTTP endpoint, with an AsyncLocalStorage context.
 */
function createCore(env: TracingEnv, defaultServiceName: string): Core {
  const url =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ||
    `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? "").replace(/\/+$/, "")}/v1/traces`;
  const serviceName = env.OTEL_SERVICE_NAME || defaultServiceName;
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ "service.name": serviceName }));
  const provider = new TracerProvider({
    resource,
    sampler: samplerOf(env),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  return {
    tracer: provider.getTracer(defaultServiceName),
    active: () => contextManager.active(),
    withContext: (context, fn) => contextManager.with(context, fn),
    propagator: new W3CTraceContextPropagator(),
    target: `${url} as ${serviceName}`,
    flush: () => provider.forceFlush(),
    // A collector that does not answer must not hold the process's stop for the exporter's 10 s.
    shutdown: async () => {
      const bound = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_BOUND_MS).unref());
      await Promise.race([provider.shutdown(), bound]);
      contextManager.disable();
    },
  };
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** The server span of an incoming request, the child of the caller's span when it sent `traceparent`. */
function requestSpan(core: Core, req: IncomingMessage, requestId: string): RequestSpan {
  const parent = core.propagator.extract(ROOT_CONTEXT, req.headers, headerGetter);
  const method = req.method ?? "GET";
  const span = core.tracer.startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        "http.request.method": method,
        "url.path": (req.url ?? "/").split("?")[0],
        [REQUEST_ID_ATTRIBUTE]: requestId,
      },
    },
    parent,
  );
  const context = trace.setSpan(parent, span);
  return {
    run: (next) => core.withContext(context, next),
    end: (route, status) => {
      span.updateName(`${method} ${route}`);
      span.setAttributes({ "http.route": route, "http.response.status_code": status });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}

// ---- The database (api only) ----------------------------------------------------------------------

/** Statement texts are cut at this length (a large IN list or a migration). */
const MAX_STATEMENT_CHARS = 2048;

/** A member of `target` replaced by `overrides`, the others bound to the target (kysely keeps private fields). */
function forward<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

function tracedDialect(core: Core, inner: Dialect, kind: "pglite" | "postgres"): Dialect {
  const base: Attributes = { "db.system.name": "postgresql", "iryo.db.kind": kind };
  /** A span for a statement run inside a traced request; none for background work (no parent). */
  const statementSpan = (sql: string): Span | undefined => {
    const parent = core.active();
    if (trace.getSpan(parent) === undefined) return undefined;
    const operation = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? "SQL";
    const requestId = currentRequestId();
    return core.tracer.startSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          ...base,
          "db.operation.name": operation,
          "db.query.text": sql.length > MAX_STATEMENT_CHARS ? `${sql.slice(0, MAX_STATEMENT_CHARS)}…` : sql,
          ...(requestId ? { [REQUEST_ID_ATTRIBUTE]: requestId } : {}),
        },
      },
      parent,
    );
  };
  const tracedConnection = (connection: DatabaseConnection): DatabaseConnection =>
    forward(connection, {
      async executeQuery<R>(...args: Parameters<DatabaseConnection["executeQuery"]>): Promise<QueryResult<R>> {
        const span = statementSpan(args[0].sql);
        if (!span) return connection.executeQuery<R>(...args);
        try {
          const result = await connection.executeQuery<R>(...args);
          span.setAttribute("db.response.returned_rows", result.rows.length);
          return result;
        } catch (error) {
          failed(span, error);
          throw error;
        } finally {
          span.end();
        }
      },
      async *streamQuery<R>(...args: Parameters<DatabaseConnection["streamQuery"]>) {
        const span = statementSpan(args[0].sql);
        try {
          yield* connection.streamQuery<R>(...args);
        } catch (error) {
          if (span) failed(span, error);
          throw error;
        } finally {
          span?.end();
        }
      },
    });
  const tracedDriver = (driver: Driver): Driver => {
    const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
    return forward(driver, {
      async acquireConnection(...args: Parameters<Driver["acquireConnection"]>) {
        const connection = await driver.acquireConnection(...args);
        let traced = wrapped.get(connection);
        if (!traced) {
          traced = tracedConnection(connection);
          wrapped.set(connection, traced);
        }
        return traced;
      },
    });
  };
  return forward(inner, { createDriver: () => tracedDriver(inner.createDriver()) });
}

/** The api's tracing: server spans for /v1 and a span per SQL statement. */
export function createApiTracing(env: TracingEnv): ApiTracing {
  const core = createCore(env, "iryo-it-navi-api");
  return {
    target: core.target,
    requestSpan: (req, requestId) => requestSpan(core, req, requestId),
    dialect: (inner, kind) => tracedDialect(core, inner, kind),
    flush: core.flush,
    shutdown: core.shutdown,
  };
}
