import { Counter, Gauge, type Registry } from "prom-client";

/** What the pool metrics read of a pg.Pool (PGlite runs behind one too). */
interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** `db_pool_connections{state}`: total and idle connections, and queries waiting for one (ADR 157). */
export function registerDbPoolMetrics(registry: Registry, pool: PoolCounts, kind: string): void {
  new Gauge({
    name: "db_pool_connections",
    help: `Connections of the database pool (${kind}) by state: total, idle, and queries waiting for one.`,
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
}

/** `db_queries_aborted_total{outcome}`: queries skipped or cancelled because their request's client left (ADR 179). */
export function registerQueryAbortMetrics(
  registry: Registry,
  counts: { readonly skipped: number; readonly cancelled: number },
): void {
  new Counter({
    name: "db_queries_aborted_total",
    help: "Queries of reads whose client left: skipped (not started) or cancelled while running (PostgreSQL).",
    labelNames: ["outcome"],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ outcome: "skipped" }, counts.skipped);
      this.inc({ outcome: "cancelled" }, counts.cancelled);
    },
  });
}
