// `node scripts/explain-search.mjs <postgres-url>`: EXPLAIN (ANALYZE, BUFFERS) of every SQL statement
// the api runs for one service search page (20 items), for the cases of ADR 092: no keyword (newest
// update and highest rated), a popular keyword, a rare keyword, a short (1–2 character) keyword, and the
// catalogue list /v1/services. The statements are captured from the api's own repositories (built
// api/dist, run `npx tsc -b domain api` first), so the plans are those of the code as it is.
// Each statement runs once unmeasured first (warm cache), then under EXPLAIN.
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  console.error("usage: node scripts/explain-search.mjs postgres://…");
  process.exit(2);
}
const pg = (await import("pg")).default;
const { Kysely, PostgresDialect } = await import("kysely");
const { createSearchRepository } = await import(join(ROOT, "api/dist/features/search/search.repository.js"));
const { createServicesRepository } = await import(join(ROOT, "api/dist/features/services/services.repository.js"));

const captured = [];
const pool = new pg.Pool({ connectionString: url, max: 4 });
const db = new Kysely({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === "query") captured.push({ sql: event.query.sql, parameters: event.query.parameters });
  },
});

const search = createSearchRepository(db);
const services = createServicesRepository(db);
const cases = [
  ["search, no keyword, newest update", () => search.services(undefined, "updated", 20, 0)],
  ["search, no keyword, highest rated", () => search.services(undefined, "rating", 20, 0)],
  ["search, popular keyword カルテ", () => search.services("カルテ", "updated", 20, 0)],
  ["search, popular keyword カルテ, page 50", () => search.services("カルテ", "updated", 20, 980)],
  ["search, rare keyword 経営分析 for 歯科", () => search.services("経営分析 for 歯科", "updated", 20, 0)],
  ["search, short keyword 電子", () => search.services("電子", "updated", 20, 0)],
  [
    "catalogue /v1/services, newest update",
    () =>
      Promise.all([services.listServices({ kind: "all" }, 20, 0, "updated"), services.countServices({ kind: "all" })]),
  ],
];

const only = process.env.EXPLAIN_CASES?.split(",");
for (const [label, run] of cases) {
  if (only && !only.some((o) => label.includes(o))) continue;
  captured.length = 0;
  await run();
  const statements = [...captured];
  await run();
  console.log(`\n=== ${label}: ${statements.length} statement(s)`);
  for (const { sql: text, parameters } of statements) {
    console.log(`\n-- ${text.replace(/\s+/g, " ")}\n-- parameters: ${JSON.stringify(parameters).slice(0, 200)}`);
    const client = await pool.connect();
    try {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${text}`, parameters);
      for (const r of rows) console.log(r["QUERY PLAN"]);
    } finally {
      client.release();
    }
  }
}
await db.destroy();
