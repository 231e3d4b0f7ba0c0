// The same as api/src/lib/observability/start-tracing.ts, for this tier (ADR 180).
import { type BffTracing, type TracingEnv, tracingEnabled } from "./tracing.js";

/** What tracing-sdk.ts offers (named here so that nothing but the dynamic import reaches that module). */
interface SdkModule {
  createBffTracing(env: TracingEnv): BffTracing;
}

/**
 * The tracing the environment asks for, or undefined: then no OpenTelemetry module is loaded, as
 * tracing-sdk.ts (the only importer of @opentelemetry/*) is reached through this dynamic import only.
 */
export async function startTracing(
  env: TracingEnv = process.env,
  load: () => Promise<SdkModule> = () => import("./tracing-sdk.js"),
): Promise<BffTracing | undefined> {
  if (!tracingEnabled(env)) return undefined;
  const sdk = await load();
  return sdk.createBffTracing(env);
}
