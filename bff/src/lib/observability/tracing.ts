// The same contract as api/src/lib/observability/tracing.ts, with the GraphQL and upstream parts (ADR 180).
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/**
 * OpenTelemetry traces (ADR 180), off unless an OTLP endpoint is configured. This module imports no
 * OpenTelemetry package, and `startTracing` (start-tracing.ts) loads `tracing-sdk.ts` (which does) with a dynamic import only
 * when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `…_TRACES_ENDPOINT`) is set. Without it, nothing is loaded and
 * the app adds no tracing work: no span middleware, no span plugin, /v1 calls as before.
 */

/** The standard OpenTelemetry variables read here (the exporter also reads `OTEL_EXPORTER_OTLP_HEADERS`). */
export interface TracingEnv {
  readonly OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  readonly OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  readonly OTEL_SDK_DISABLED?: string | undefined;
  readonly OTEL_SERVICE_NAME?: string | undefined;
  readonly OTEL_TRACES_SAMPLER?: string | undefined;
  readonly OTEL_TRACES_SAMPLER_ARG?: string | undefined;
}

/** The span of one incoming request. */
export interface RequestSpan {
  /** Runs the rest of the request inside the span (its operation and /v1 calls become its children). */
  run(next: () => void): void;
  /** Names the span by its route pattern (`POST /graphql`), records the status and ends it. */
  end(route: string, status: number): void;
}

export interface RequestTracing {
  /** A server span continuing the caller's trace (W3C `traceparent`), with the request id as attribute. */
  requestSpan(req: IncomingMessage, requestId: string): RequestSpan;
}

/** The client span of one /v1 call. */
export interface UpstreamSpan {
  /** Adds `traceparent` (W3C) so that the api continues the trace. */
  inject(headers: Headers): void;
  /** Ends it with the answer's status. */
  end(status: number): void;
  /** Ends it with the error of a call that got no answer. */
  fail(error: unknown): void;
}

export interface BffTracing extends RequestTracing {
  /** Middleware of /graphql: a span for the operation, the parent of its /v1 calls. */
  operationSpans(): RequestHandler;
  /** Names the current request's operation span (`query ServiceName`), once the operation is known. */
  nameOperation(type: string, name: string): void;
  /** A client span for a /v1 call made while serving a request; undefined outside one. */
  upstreamSpan(method: string, url: URL, endpoint: string): UpstreamSpan | undefined;
  /** Where spans go, for the start-up line. */
  readonly target: string;
  /** Exports the finished spans now (tests). */
  flush(): Promise<void>;
  /** Exports what is left and stops. */
  shutdown(): Promise<void>;
}

/** Whether the environment asks for traces: an OTLP endpoint, and the SDK not disabled. */
export function tracingEnabled(env: TracingEnv): boolean {
  return (
    Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
    env.OTEL_SDK_DISABLED !== "true"
  );
}
