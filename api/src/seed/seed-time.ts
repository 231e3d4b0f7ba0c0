/** A fixed base time so that a fresh start always yields the same demo data. */
export const SEED_BASE_TIME = Date.parse("2026-10-01T00:00:00Z");
