// The OpenTelemetry side of tracing.ts (ADR 180): loaded by a dynamic import only when an OTLP endpoint
// is configured. The part before "GraphQL and /v1 calls" is the same as api/src/lib/observability/tracing-sdk.ts.
import type { IncomingMessage } from "node:http";
import {
  type Context,
  createContextKey,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  type TextMapSetter,
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
import type { RequestHandler } from "express";
import { currentRequestId } from "./request-context.js";
import type { BffTracing, RequestSpan, TracingEnv, UpstreamSpan } from "./tracing.js";

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

// ---- GraphQL and /v1 calls (BFF only) --------------------------------------------------------------

const headerSetter: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) };

/** The operation span of the request being served (the key is this module's own). */
const OPERATION = createContextKey("iryo.graphql.operation");

/** The BFF's tracing: server spans, an operation span per GraphQL request, a client span per /v1 call. */
export function createBffTracing(env: TracingEnv): BffTracing {
  const core = createCore(env, "iryo-it-navi-bff");
  return {
    target: core.target,
    requestSpan: (req, requestId) => requestSpan(core, req, requestId),
    operationSpans(): RequestHandler {
      return (_req, res, next) => {
        const parent = core.active();
        const span = core.tracer.startSpan("graphql", { kind: SpanKind.INTERNAL }, parent);
        const requestId = currentRequestId();
        if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
        res.once("close", () => span.end());
        core.withContext(trace.setSpan(parent, span).setValue(OPERATION, span), next);
      };
    },
    nameOperation(type, name) {
      const span = core.active().getValue(OPERATION) as Span | undefined;
      if (!span) return;
      span.updateName(`${type} ${name}`);
      span.setAttributes({ "graphql.operation.type": type, "graphql.operation.name": name });
    },
    upstreamSpan(method, url, endpoint): UpstreamSpan | undefined {
      const parent = core.active();
      if (trace.getSpan(parent) === undefined) return undefined;
      const requestId = currentRequestId();
      const span = core.tracer.startSpan(
        `${method} ${endpoint}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            "http.request.method": method,
            "url.full": `${url.origin}${url.pathname}`,
            "url.template": endpoint,
            "server.address": url.hostname,
            ...(url.port ? { "server.port": Number(url.port) } : {}),
            ...(requestId ? { [REQUEST_ID_ATTRIBUTE]: requestId } : {}),
          },
        },
        parent,
      );
      return {
        inject: (headers) => core.propagator.inject(trace.setSpan(parent, span), headers, headerSetter),
        end: (status) => {
          span.setAttribute("http.response.status_code", status);
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
        fail: (error) => {
          failed(span, error);
          span.end();
        },
      };
    },
    flush: core.flush,
    shutdown: core.shutdown,
  };
}
