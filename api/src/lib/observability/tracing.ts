// The same contract as bff/src/lib/observability/tracing.ts, with the database part (ADR 180).
import type { IncomingMessage } from "node:http";
import type { Dialect } from "kysely";

/**
 * OpenTelemetry traces (ADR 180), off unless an OTLP endpoint is configured. This module imports no
 * OpenTelemetry package, and `startTracing` (start-tracing.ts) loads `tracing-sdk.ts` (which does) with a dynamic import only
 * when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `…_TRACES_ENDPOINT`) is set. Without it, nothing is loaded and
 * the app adds no tracing work: no span middleware, the plain database dialect.
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
  /** Runs the rest of the request inside the span (its /v1 calls and queries become its children). */
  run(next: () => void): void;
  /** Names the span by its route pattern (`GET /v1/services/:id`), records the status and ends it. */
  end(route: string, status: number): void;
}

export interface RequestTracing {
  /** A server span continuing the caller's trace (W3C `traceparent`), with the request id as attribute. */
  requestSpan(req: IncomingMessage, requestId: string): RequestSpan;
}

export interface ApiTracing extends RequestTracing {
  /** `inner` with a client span per SQL statement (its text, never its parameter values). */
  dialect(inner: Dialect, kind: "pglite" | "postgres"): Dialect;
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
