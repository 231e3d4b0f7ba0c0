import { analyseSearchQuery } from "@iryo/domain/search-query";
import { sql } from "kysely";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createRegistry } from "../../lib/observability/metrics.js";
import { useKit } from "../../test/use-kit.js";
import { createSearchRepository } from "./search.repository.js";
import { createSearchIndexStore, type SearchIndex } from "./search-index.js";
import { rankServices } from "./search-ranking.js";

// Incremental reloads of the search's in-memory index (ADR 182): after a write, the index re-reads only the
// services the write touched (migration 106's log), seen through its counters, not through timing.

const registry = createRegistry("api");
const kit = useKit(async () => {
  const database = await createTestDatabase({ seed: {} });
  return {
    app: createApp({ db: database.db, log: () => {}, metricsRegistry: registry }),
    db: database.db,
    close: () => database.close(),
  };
});

async function counter(name: string, load: "whole" | "changes"): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  return metric?.values.find((v) => v.labels.load === load)?.value ?? 0;
}
const wholeLoads = () => counter("api_search_index_loads_total", "whole");
async function rankings(result: "kept" | "made"): Promise<number> {
  const metric = await registry.getSingleMetric("api_search_ranked_matches_total")?.get();
  return metric?.values.find((v) => v.labels.result === result)?.value ?? 0;
}
const changedRead = () => counter("api_search_index_documents_read_total", "changes");

async function found(keyword: string): Promise<string[]> {
  const res = await request(kit.app)
    .get(`/v1/searches/service?keyword=${encodeURIComponent(keyword)}&page_size=100`)
    .expect(200);
  // In name order: equal scores tie-break by update date, which these tests do not control.
  return res.body.services.map((s: { service_name: string }) => s.service_name).sort();
}

/**
 * A new provider with `count` services named `${name}${i}`, written straight to the database (the provider's
 * name does not hold `name`: a renamed service no longer answers it).
 */
async function servicesOf(name: string, count: number): Promise<{ provider: number; services: number[] }> {
  const provider = await kit.db
    .insertInto("providers")
    .values({ name: "林業テスト株式会社" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const rows = await kit.db
    .insertInto("services")
    .values(
      Array.from({ length: count }, (_, i) => ({ provider_id: provider.id, name: `${name}${i + 1}`, summary: "説明" })),
    )
    .returning("id")
    .execute();
  return { provider: provider.id, services: rows.map((r) => r.id) };
}

const yesterday = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

/** The ids of the services of `index` that answer `keyword`, ascending. */
const matchedIds = (index: SearchIndex, keyword: string) =>
  rankServices(index, analyseSearchQuery(keyword))
    .map((r) => r.service.id)
    .sort((a, b) => a - b);

describe("incremental reloads of the search index (ADR 182)", () => {
  it("When one service is renamed after a search, then the next search finds the new name, re-reading that one service only", async () => {
    const { services } = await servicesOf("カラマツ", 2);
    expect(await found("カラマツ")).toEqual(["カラマツ1", "カラマツ2"]);
    const whole = await wholeLoads();
    const read = await changedRead();

    await kit.db
      .updateTable("services")
      .set({ name: "ナナカマド予約" })
      .where("id", "=", services[0] ?? 0)
      .execute();
    expect(await found("ナナカマド")).toEqual(["ナナカマド予約"]);
    expect(await found("カラマツ")).toEqual(["カラマツ2"]);
    expect(await wholeLoads()).toBe(whole);
    expect(await changedRead()).toBe(read + 1);
  });

  it("When a service is deleted, its listing ends or its provider is suspended, then it drops out without a whole reload", async () => {
    const { provider, services } = await servicesOf("サワラ", 3);
    const other = await servicesOf("サワラ別", 1);
    const [first, second] = services;
    expect(await found("サワラ")).toEqual(["サワラ1", "サワラ2", "サワラ3", "サワラ別1"]);
    const whole = await wholeLoads();

    await kit.db
      .deleteFrom("services")
      .where("id", "=", first ?? 0)
      .execute();
    expect(await found("サワラ")).toEqual(["サワラ2", "サワラ3", "サワラ別1"]);

    await kit.db
      .updateTable("services")
      .set({ listing_ends_on: yesterday() })
      .where("id", "=", second ?? 0)
      .execute();
    expect(await found("サワラ")).toEqual(["サワラ3", "サワラ別1"]);

    // A provider stands for its services in the log: the suspension reaches them all, and only them.
    const read = await changedRead();
    await kit.db
      .updateTable("providers")
      .set({ suspended_at: new Date(), suspension_reason: "テスト" })
      .where("id", "=", provider)
      .execute();
    expect(await found("サワラ")).toEqual(["サワラ別1"]);
    // The provider's two remaining services, not the other provider's.
    expect(await changedRead()).toBe(read + 2);
    expect(other.services).toHaveLength(1);
    expect(await wholeLoads()).toBe(whole);
  });

  it("When a category or an issue is renamed, then its services are found by the new name without a whole reload", async () => {
    const { services } = await servicesOf("ハンノキ", 2);
    const category = await kit.db
      .insertInto("categories")
      .values({ name: "ハンノキ分類" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await kit.db
      .insertInto("service_categories")
      .values(services.map((service_id) => ({ service_id, category_id: category.id })))
      .execute();
    const issue = await kit.db
      .insertInto("issues")
      .values({ name: "ハンノキ課題" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await kit.db
      .insertInto("service_issues")
      .values({ service_id: services[0] ?? 0, issue_id: issue.id })
      .execute();
    expect(await found("ハンノキ分類")).toEqual(["ハンノキ1", "ハンノキ2"]);
    const whole = await wholeLoads();

    await kit.db.updateTable("categories").set({ name: "ヤマボウシ分類" }).where("id", "=", category.id).execute();
    expect(await found("ヤマボウシ分類")).toEqual(["ハンノキ1", "ハンノキ2"]);
    await kit.db.updateTable("issues").set({ name: "ミズキ課題" }).where("id", "=", issue.id).execute();
    expect(await found("ミズキ課題")).toEqual(["ハンノキ1"]);
    expect(await wholeLoads()).toBe(whole);
  });

  it("When writes commit concurrently with searches, then none is lost", async () => {
    const { services } = await servicesOf("トネリコ", 8);
    expect(await found("トネリコ")).toHaveLength(8);
    const whole = await wholeLoads();
    const read = await changedRead();

    // Eight transactions (on PostgreSQL at the same time, over the pool) and searches between them.
    await Promise.all(
      services.flatMap((id, i) => [
        kit.db.transaction().execute((trx) =>
          trx
            .updateTable("services")
            .set({ name: `シラカシ${i + 1}` })
            .where("id", "=", id)
            .execute(),
        ),
        found("トネリコ"),
      ]),
    );
    expect(await found("シラカシ")).toEqual(Array.from({ length: 8 }, (_, i) => `シラカシ${i + 1}`));
    expect(await found("トネリコ")).toEqual([]);
    expect(await wholeLoads()).toBe(whole);
    // Each service re-read at least once (a search between two commits reads the first one's again).
    expect(await changedRead()).toBeGreaterThanOrEqual(read + 8);
  });
});

describe("ranked matches kept per index version and day (ADR 200)", () => {
  it("When a keyword is searched again, in another width too, then its ranked matches are kept; after a write they are made again from the new rows", async () => {
    const { services } = await servicesOf("ミズバショウ", 3);
    // The first search after a write ranks over the index it holds, sees the newer version in its page's
    // statement and ranks once more over the index brought up (ADR 191).
    expect(await found("ミズバショウ")).toEqual(["ミズバショウ1", "ミズバショウ2", "ミズバショウ3"]);

    // Half-width katakana folds to the same concepts: the same kept matches answer, nothing is ranked.
    const made = await rankings("made");
    const kept = await rankings("kept");
    expect(await found("ﾐｽﾞﾊﾞｼｮｳ")).toEqual(["ミズバショウ1", "ミズバショウ2", "ミズバショウ3"]);
    expect(await rankings("kept")).toBe(kept + 1);
    expect(await rankings("made")).toBe(made);

    await kit.db
      .updateTable("services")
      .set({ name: "ヤマブキ" })
      .where("id", "=", services[0] ?? 0)
      .execute();
    expect(await found("ミズバショウ")).toEqual(["ミズバショウ2", "ミズバショウ3"]);
    expect(await rankings("made")).toBeGreaterThan(made);
  });

  it("When the day turns, then a service whose listing starts that day is found, with no write in between", async () => {
    const { services } = await servicesOf("ハマナスノハナ", 1);
    await kit.db
      .updateTable("services")
      .set({ listing_starts_on: "2030-01-02" })
      .where("id", "=", services[0] ?? 0)
      .execute();
    let day = "2030-01-01";
    const repo = createSearchRepository(kit.db, () => day);
    const total = async () => (await repo.services("ハマナスノハナ", "relevance", 20, 0)).total;
    expect(await total()).toBe(0);
    expect(await total()).toBe(0);
    day = "2030-01-02";
    expect(await total()).toBe(1);
  });
});

describe("the search index store (ADR 182)", () => {
  it("When the log no longer reaches back to the index's version, then searches answer from the index they have while the whole one loads", async () => {
    const own = createRegistry("api");
    const store = createSearchIndexStore(kit.db, { registry: own });
    const { services } = await servicesOf("クヌギ", 1);
    const first = await store.current();
    expect(matchedIds(first, "クヌギ")).toEqual(services);

    await kit.db
      .updateTable("services")
      .set({ name: "コナラ" })
      .where("id", "=", services[0] ?? 0)
      .execute();
    // As if the log had been pruned past the index's version.
    await sql`UPDATE search_index_version SET logged_since = version`.execute(kit.db);
    const meanwhile = await store.current();
    expect(meanwhile.version).toBe(first.version);
    expect(matchedIds(meanwhile, "コナラ")).toEqual([]);

    await store.idle();
    const after = await store.current();
    expect(after.version).toBeGreaterThan(first.version);
    expect(matchedIds(after, "コナラ")).toEqual(services);
    const loads = await own.getSingleMetric("api_search_index_loads_total")?.get();
    expect(loads?.values.find((v) => v.labels.load === "whole")?.value).toBe(2);
  });

  it("When more services changed than it re-reads, then it loads the whole index instead", async () => {
    const own = createRegistry("api");
    const store = createSearchIndexStore(kit.db, { registry: own, changesAtMost: 2 });
    const { provider } = await servicesOf("ケヤキ", 3);
    const first = await store.current();

    await kit.db.updateTable("services").set({ summary: "ブナ" }).where("provider_id", "=", provider).execute();
    expect((await store.current()).version).toBe(first.version);
    await store.idle();
    expect(matchedIds(await store.current(), "ブナ")).toHaveLength(3);
    const read = await own.getSingleMetric("api_search_index_documents_read_total")?.get();
    expect(read?.values.find((v) => v.labels.load === "changes")?.value ?? 0).toBe(0);
  });

  it("When a write commits, then the log keeps the last 1,000 versions and says from which one it is complete", async () => {
    await sql`UPDATE search_index_version SET version = version + 5000`.execute(kit.db);
    const { rows } = await sql<{ v: string }>`SELECT version::text AS v FROM search_index_version`.execute(kit.db);
    const next = BigInt(rows[0]?.v ?? "0") + 1n;
    await sql`INSERT INTO search_index_changes (version, kind, id)
      VALUES (${String(next - 1000n)}::bigint, 's', 1), (${String(next - 999n)}::bigint, 's', 1)`.execute(kit.db);
    // One transaction: it takes version `next`.
    await kit.db.insertInto("providers").values({ name: "ニレ株式会社" }).execute();
    const log = await sql<{ v: string }>`SELECT version::text AS v FROM search_index_changes
      WHERE version <= ${String(next - 999n)}::bigint ORDER BY version`.execute(kit.db);
    expect(log.rows.map((r) => r.v)).toEqual([String(next - 999n)]);
    const since = await sql<{ v: string }>`SELECT logged_since::text AS v FROM search_index_version`.execute(kit.db);
    expect(since.rows[0]?.v).toBe(String(next - 1000n));
  });
});
