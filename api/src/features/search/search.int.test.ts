import { KEYWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { foldSearchText } from "@iryo/domain/search-text";
import { type KyselyPlugin, sql } from "kysely";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import { keywordMatch } from "../../lib/search/keyword-match.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

type Found = { service_name: string; service_id: number };
const names = (body: { services: Found[] }) => body.services.map((s) => s.service_name);

function search(query: string) {
  return request(kit.app).get(`/v1/searches/service?${query}`);
}

describe("search_fold() in SQL", () => {
  it.each([
    "ﾃﾞﾝｼｶﾙﾃ",
    "デンシカルテ",
    "ＥＭＲ　Cloud",
    "  ミライ\t\tカルテ  ",
    "ヽヾ゠ヷー",
    "É電子カルテ２０２６",
    "100%_\\",
  ])("When '%s' is folded, then SQL gives what foldSearchText gives", async (text) => {
    const { rows } = await sql<{ f: string }>`select search_fold(${text}) as f`.execute(kit.db);
    expect(rows[0]?.f).toBe(foldSearchText(text));
  });
});

describe("GET /v1/searches/service", () => {
  it("When a keyword is typed in hiragana, then a service named in katakana is found", async () => {
    const res = await search(`keyword=${encodeURIComponent("かるて")}&page_size=100`).expect(200);
    expect(names(res.body)).toContain("ミライカルテ クラウド");
  });

  it("When the keyword is half-width katakana, then it finds the same services as hiragana", async () => {
    const half = await search(`keyword=${encodeURIComponent("ｸﾗｳﾄﾞ")}&page_size=100`).expect(200);
    const hira = await search(`keyword=${encodeURIComponent("くらうど")}&page_size=100`).expect(200);
    expect(half.body.total_count).toBeGreaterThan(0);
    expect(names(half.body)).toEqual(names(hira.body));
  });

  it("When the keyword names the provider or a category, then its services are found", async () => {
    const byProvider = await search(`keyword=${encodeURIComponent("株式会社ミライカルテ")}&page_size=100`).expect(200);
    expect(names(byProvider.body)).toContain("ミライ問診タブレット");
    const byCategory = await search(`keyword=${encodeURIComponent("レセコン")}&page_size=100`).expect(200);
    expect(names(byCategory.body)).toContain("さくらレセプト");
  });

  it("When the keyword has two words, then services holding both come first and those holding one follow", async () => {
    const res = await search(`keyword=${encodeURIComponent("ミライ　クラウド")}&page_size=100`).expect(200);
    const rows = await kit.db.selectFrom("services").select(["id", "search_text"]).execute();
    const textOf = new Map(rows.map((r) => [r.id, r.search_text]));
    const both = (s: Found) =>
      /みらい/.test(textOf.get(s.service_id) ?? "") && /くらうど/.test(textOf.get(s.service_id) ?? "");
    const flags = (res.body.services as Found[]).map(both);
    expect(flags[0]).toBe(true);
    expect(flags).toContain(false);
    // Every service holding both words comes before every service holding one.
    expect(flags.indexOf(false)).toBe(flags.lastIndexOf(true) + 1);
  });

  it("When a filler word such as ソフト or 対策 is added, then the query still finds what it found without it", async () => {
    const plain = await search(`keyword=${encodeURIComponent("介護記録")}`).expect(200);
    const extra = await search(`keyword=${encodeURIComponent("介護記録 ソフト")}`).expect(200);
    expect(plain.body.total_count).toBeGreaterThan(0);
    expect(names(extra.body).slice(0, 3)).toEqual(names(plain.body).slice(0, 3));
    const threat = await search(`keyword=${encodeURIComponent("ランサムウェア 対策")}`).expect(200);
    expect(names(threat.body)).toContain("メディセキュア バックアップ");
  });

  it.each([
    ["a reading in hiragana", "でんしかるて"],
    ["half-width katakana", "ﾃﾞﾝｼｶﾙﾃ"],
    ["an abbreviation", "電カル"],
    ["English", "EMR"],
    ["a one-letter typo", "電子カルデ"],
  ])("When 電子カルテ is typed as %s (%s), then the electronic-record services come first", async (_how, keyword) => {
    const res = await search(`keyword=${encodeURIComponent(keyword)}&page_size=20`).expect(200);
    const emr = await kit.db
      .selectFrom("service_categories as sc")
      .innerJoin("categories as c", "c.id", "sc.category_id")
      .select("sc.service_id")
      .where("c.name", "=", "電子カルテ")
      .execute();
    const inCategory = new Set(emr.map((r) => r.service_id));
    expect(res.body.services).toHaveLength(20);
    for (const s of res.body.services as Found[]) expect(inCategory.has(s.service_id)).toBe(true);
  });

  it.each([
    ["勤怠管理", "シフトメディカ 勤怠"],
    ["未収金", "メディカルペイ 後払い"],
    ["ペーパーレス", "つなぐWeb問診"],
    ["医師の働き方改革", "東北メディカル 勤怠クラウド"],
    ["AI問診", "はれのひWeb問診"],
    ["レントゲン 画像", "イメージリンクPACS"],
  ])("When staff search for %s, then %s is found", async (keyword, expected) => {
    const res = await search(`keyword=${encodeURIComponent(keyword)}&page_size=100`).expect(200);
    expect(names(res.body)).toContain(expected);
  });

  it("When a Latin term is only inside a longer Latin word, then it does not match there", async () => {
    // "prise" is inside "Enterprise" (みなとPACS Enterprise) but is not a word of it.
    const inside = await search(`keyword=${encodeURIComponent("prise")}`).expect(200);
    expect(inside.body.total_count).toBe(0);
    const whole = await search(`keyword=${encodeURIComponent("Enterprise")}`).expect(200);
    expect(names(whole.body)).toEqual(["みなとPACS Enterprise"]);
    // A Latin word next to kana is still a word: EMR in メディブリッジEMR.
    const emr = await search(`keyword=EMR&page_size=100`).expect(200);
    expect(names(emr.body)).toContain("メディブリッジEMR");
  });

  it("When a kana word is only the start of a syllable in a longer name, then it does not match there (カルテ in カルテック)", async () => {
    const karte = await search(`keyword=${encodeURIComponent("かるて")}&page_size=100`).expect(200);
    expect(names(karte.body)).toContain("ミライカルテ 歯科");
    expect(names(karte.body)).not.toContain("カルテック セルフ精算機");
    const brand = await search(`keyword=${encodeURIComponent("カルテック")}`).expect(200);
    expect(names(brand.body)[0]).toBe("カルテック セルフ精算機");
  });

  it.each([
    ["1 character", "every service whose text holds it is found (no trigram needed)", "歯"],
    ["2 characters", "the count equals a plain substring count", "問診"],
  ])("When the keyword is %s, then %s", async (_length, _outcome, keyword) => {
    const all = await kit.db.selectFrom("services").select(["id", "search_text"]).execute();
    const expected = all.filter((s) => s.search_text.includes(keyword)).length;
    expect(expected).toBeGreaterThan(0);
    const res = await search(`keyword=${encodeURIComponent(keyword)}&page_size=100`).expect(200);
    expect(res.body.total_count).toBe(expected);
  });

  it("When the keyword holds LIKE wildcards, then they match literally", async () => {
    const res = await search(`keyword=${encodeURIComponent("%%%")}`).expect(200);
    expect(res.body.total_count).toBe(0);
    const under = await search(`keyword=${encodeURIComponent("___")}`).expect(200);
    expect(under.body.total_count).toBe(0);
  });

  it("When a keyword names a category, then that category's services come first, before names that merely hold the word", async () => {
    // かるて: the category 電子カルテ (through the vocabulary); names that merely hold the word come after
    // (カルテック セルフ精算機 no longer does: かるて ends inside its syllable かるてっ, ADR 204).
    const res = await search(`keyword=${encodeURIComponent("かるて")}&page_size=100`).expect(200);
    expect(res.body.sort).toBe("relevance");
    const links = await kit.db
      .selectFrom("service_categories as sc")
      .innerJoin("categories as c", "c.id", "sc.category_id")
      .select(["sc.service_id", "c.name"])
      .execute();
    const inEmr = (s: Found) => links.some((l) => l.service_id === s.service_id && l.name === "電子カルテ");
    const flags = (res.body.services as Found[]).map(inEmr);
    const members = links.filter((l) => l.name === "電子カルテ").length;
    expect(flags.slice(0, members).every(Boolean)).toBe(true);
    expect(flags.length).toBeGreaterThan(members);
    expect(names(res.body)).not.toContain("カルテック セルフ精算機");
    // The same keyword by update date is another order, and the same set.
    const byDate = await search(`keyword=${encodeURIComponent("かるて")}&page_size=100&sort=updated`).expect(200);
    expect(byDate.body.sort).toBe("updated");
    expect([...names(byDate.body)].sort()).toEqual([...names(res.body)].sort());
  });

  it("When services answer a keyword equally, then the better rated comes first", async () => {
    // 透析 and 小児科 each name one service (the same score: one word in the name, category 電子カルテ);
    // before ADR 108 the two words had to occur together and nothing was found.
    const res = await search(`keyword=${encodeURIComponent("透析 小児科")}&page_size=20`).expect(200);
    const found = res.body.services as (Found & { rating_info: { overall_average: number | null } })[];
    expect(found.map((s) => s.service_name).sort()).toEqual([
      "ヘルスウェーブ 小児科カルテ",
      "メディブリッジ 透析カルテ",
    ]);
    const averages = found.map((s) => s.rating_info.overall_average ?? -1);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it("When relevance is asked without a keyword, then the list is by update date; an unknown sort is refused", async () => {
    const res = await search("sort=relevance").expect(200);
    const dates = res.body.services.map((s: { updated_at: string }) => s.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    await search("sort=random").expect(400);
  });

  it("When no keyword is given, then every service is listed, newest update first", async () => {
    const count = await kit.db
      .selectFrom("services")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    const res = await search("").expect(200);
    expect(res.body.total_count).toBe(count.n);
    const dates = res.body.services.map((s: { updated_at: string }) => s.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("When sorted by rating, then averages never rise down the page; by reviews, counts never rise", async () => {
    const byRating = await search(`keyword=${encodeURIComponent("カルテ")}&sort=rating&page_size=50`).expect(200);
    const avgs = byRating.body.services.map(
      (s: { rating_info: { overall_average: number | null } }) => s.rating_info.overall_average ?? -1,
    );
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));
    const byReviews = await search(`keyword=${encodeURIComponent("カルテ")}&sort=reviews&page_size=50`).expect(200);
    const counts = byReviews.body.services.map(
      (s: { rating_info: { rating_count: number } }) => s.rating_info.rating_count,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("When a service is found, then its rating_info equals the service's own rating-info", async () => {
    const res = await search(`keyword=${encodeURIComponent("ミライカルテ クラウド")}`).expect(200);
    const hit = res.body.services.find((s: Found) => s.service_name === "ミライカルテ クラウド");
    const own = await request(kit.app).get(`/v1/services/${hit.service_id}/rating-info`).expect(200);
    expect(hit.rating_info).toEqual(own.body);
    expect(own.body.rating_count).toBeGreaterThan(0);
  });

  it("When pages are walked, then they never overlap and page past the end keeps the total", async () => {
    const first = await search(`keyword=${encodeURIComponent("カルテ")}&page_number=1`).expect(200);
    const second = await search(`keyword=${encodeURIComponent("カルテ")}&page_number=2`).expect(200);
    expect(first.body.total_count).toBeGreaterThan(20);
    const ids = [...first.body.services, ...second.body.services].map((s: Found) => s.service_id);
    expect(new Set(ids).size).toBe(ids.length);
    const beyond = await search(`keyword=${encodeURIComponent("カルテ")}&page_number=99`).expect(200);
    expect(beyond.body.services).toEqual([]);
    expect(beyond.body.total_count).toBe(first.body.total_count);
  });

  it("When the keyword has 51 characters, then 400 with 0101004 and the limit in the message", async () => {
    const keyword = "あ".repeat(KEYWORD_MAX_LENGTH + 1);
    const res = await search(`keyword=${encodeURIComponent(keyword)}`).expect(400);
    expect(res.body.error_code).toBe("0101004");
    expect(res.body.error_message).toContain(String(KEYWORD_MAX_LENGTH));
  });

  it("When the keyword has exactly 50 characters, then it is accepted", async () => {
    await search(`keyword=${encodeURIComponent("あ".repeat(KEYWORD_MAX_LENGTH))}`).expect(200);
  });

  it.each(["sort=newest", "sort=", "page_size=10"])("When the query is %s, then 400 with 0109004", async (q) => {
    const res = await search(q).expect(400);
    expect(res.body.error_code).toBe("0109004");
  });
});

describe("search text stays in sync", () => {
  it("When a service, its provider, a category and a link change, then the search text follows", async () => {
    const provider = await kit.db
      .insertInto("providers")
      .values({ name: "テスト商事株式会社" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const service = await kit.db
      .insertInto("services")
      .values({ provider_id: provider.id, name: "ヒノキ予約", summary: "説明" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const textOf = async () =>
      (await kit.db.selectFrom("services").select("search_text").where("id", "=", service.id).executeTakeFirstOrThrow())
        .search_text;
    expect(await textOf()).toBe("ひのき予約 説明 てすと商事株式会社");

    await kit.db.updateTable("services").set({ name: "スギ予約" }).where("id", "=", service.id).execute();
    expect(await textOf()).toContain("すぎ予約");

    await kit.db.updateTable("providers").set({ name: "ケヤキ株式会社" }).where("id", "=", provider.id).execute();
    expect(await textOf()).toContain("けやき株式会社");

    const category = await kit.db
      .insertInto("categories")
      .values({ name: "テストカテゴリ" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await kit.db
      .insertInto("service_categories")
      .values({ service_id: service.id, category_id: category.id })
      .execute();
    expect(await textOf()).toContain("てすとかてごり");

    await kit.db.updateTable("categories").set({ name: "マツカテゴリ" }).where("id", "=", category.id).execute();
    expect(await textOf()).toContain("まつかてごり");

    await kit.db.deleteFrom("service_categories").where("service_id", "=", service.id).execute();
    expect(await textOf()).not.toContain("かてごり");
    const res = await search(`keyword=${encodeURIComponent("けやき")}`).expect(200);
    expect(names(res.body)).toEqual(["スギ予約"]);
  });
});

describe("the in-memory search index (ADR 177)", () => {
  const version = async (db: typeof kit.db = kit.db) =>
    Number((await sql<{ v: string }>`select version::text as v from search_index_version`.execute(db)).rows[0]?.v);

  it("When a transaction writes many catalogue rows, then the version rises once, at commit", async () => {
    const before = await version();
    await kit.db.transaction().execute(async (trx) => {
      const provider = await trx
        .insertInto("providers")
        .values({ name: "カシ商事株式会社" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("services")
        .values([1, 2, 3].map((i) => ({ provider_id: provider.id, name: `カシ台帳${i}`, summary: "説明" })))
        .execute();
      // Not raised row by row: the trigger runs at commit.
      expect(await version(trx)).toBe(before);
    });
    expect(await version()).toBe(before + 1);
  });

  it("When the catalogue changes after a search, then the next search answers from the new rows", async () => {
    const keyword = encodeURIComponent("クスノキヒノキ");
    expect((await search(`keyword=${keyword}`).expect(200)).body.total_count).toBe(0);
    const provider = await kit.db
      .insertInto("providers")
      .values({ name: "クスノキ株式会社" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const service = await kit.db
      .insertInto("services")
      .values({ provider_id: provider.id, name: "クスノキヒノキ", summary: "説明" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(names((await search(`keyword=${keyword}`).expect(200)).body)).toEqual(["クスノキヒノキ"]);
    // A facet added: the facet counts and the facet filter follow.
    await kit.db.insertInto("service_facets").values({ facet: 1, service_id: service.id }).execute();
    const withFacet = await search(`keyword=${keyword}&facets=1`).expect(200);
    expect(names(withFacet.body)).toEqual(["クスノキヒノキ"]);
    expect(withFacet.body.facets.find((f: { facet: number }) => f.facet === 1)?.count).toBe(1);
    // The provider suspended: its service leaves the results.
    await kit.db
      .updateTable("providers")
      .set({ suspended_at: new Date(), suspension_reason: "テスト" })
      .where("id", "=", provider.id)
      .execute();
    expect((await search(`keyword=${keyword}`).expect(200)).body.total_count).toBe(0);
  });
});

describe("a keyword search in one statement (ADR 191)", () => {
  type Listed = Found & { price: string; provider_name: string; rating_info: { rating_count: number } };

  /** A provider with two services answering `name` equally (the same words in the same fields). */
  async function twoServices(name: string) {
    const provider = await kit.db
      .insertInto("providers")
      .values({ name: "ムクノキ株式会社" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = await kit.db
      .insertInto("services")
      .values(["一", "二"].map((n) => ({ provider_id: provider.id, name: `${name}${n}`, summary: "説明" })))
      .returning("id")
      .execute();
    return { provider: provider.id, services: rows.map((r) => r.id) };
  }

  const listed = async (keyword: string, query = "") =>
    (await search(`keyword=${encodeURIComponent(keyword)}${query}`).expect(200)).body.services as Listed[];

  it("When a repeated keyword search is answered, then it sends one statement; after a write, the next one sees it", async () => {
    const { services } = await twoServices("ハンノキヤナギ");
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const app = createApp({ db: kit.db.withPlugin(counting), log: () => {} });
    const get = async () =>
      (
        await request(app)
          .get(`/v1/searches/service?keyword=${encodeURIComponent("ハンノキヤナギ")}`)
          .expect(200)
      ).body.services as Listed[];
    await get(); // the index loaded, the page's rows read
    statements = 0;
    expect((await get()).map((s) => s.service_name).sort()).toEqual(["ハンノキヤナギ一", "ハンノキヤナギ二"]);
    expect(statements).toBe(1);
    await kit.db
      .updateTable("services")
      .set({ name: "ハンノキヤナギ三" })
      .where("id", "=", services[0] as number)
      .execute();
    expect((await get()).map((s) => s.service_name).sort()).toEqual(["ハンノキヤナギ三", "ハンノキヤナギ二"]);
  });

  it("When a listed field that is not searched changes after a search, then the next search shows the new value", async () => {
    const { provider, services } = await twoServices("ヤマザクラツバキ");
    expect((await listed("ヤマザクラツバキ")).map((s) => s.price)).not.toContain("月額 9,999円");
    await kit.db
      .updateTable("services")
      .set({ price: "月額 9,999円" })
      .where("id", "=", services[0] as number)
      .execute();
    await kit.db.updateTable("providers").set({ name: "ヤマザクラ商事" }).where("id", "=", provider).execute();
    const after = await listed("ヤマザクラツバキ");
    expect(after.find((s) => s.service_id === services[0])?.price).toBe("月額 9,999円");
    expect(after.map((s) => s.provider_name)).toEqual(["ヤマザクラ商事", "ヤマザクラ商事"]);
  });

  it("When a rating summary changes after a search, then the next search shows its count and orders by it", async () => {
    const { services } = await twoServices("ミズナラクヌギ");
    // Equal scores, no ratings: the later id first (the same update date, then id).
    const [first, second] = services as [number, number];
    const before = await listed("ミズナラクヌギ");
    expect(before.map((s) => [s.service_id, s.rating_info.rating_count])).toEqual([
      [second, 0],
      [first, 0],
    ]);
    // The earlier one gains three ratings (written as the rating triggers keep it): it goes first, with its count;
    // the summaries raise no index version.
    await sql`INSERT INTO service_rating_summaries (service_id, rating_count, overall_sum, overall_count)
      VALUES (${first}, 3, 13.5, 3) ON CONFLICT (service_id)
      DO UPDATE SET rating_count = 3, overall_sum = 13.5, overall_count = 3`.execute(kit.db);
    for (const query of ["", "&sort=reviews", "&sort=rating"]) {
      const after = await listed("ミズナラクヌギ", query);
      expect(after.map((s) => [s.service_id, s.rating_info.rating_count])).toEqual([
        [first, 3],
        [second, 0],
      ]);
    }
  });
});

describe("keywordMatch", () => {
  it("When the keyword is blank, then there is no condition", () => {
    expect(keywordMatch("s.search_text", "  ")).toBeUndefined();
    expect(keywordMatch("s.search_text", undefined)).toBeUndefined();
  });

  /** The plan of `select <columns> from services s where <keyword matches>`, sequential scans off. */
  async function planOf(keyword: string, columns: readonly ("s.id" | "s.provider_id")[]): Promise<string> {
    return kit.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const match = keywordMatch("s.search_text", keyword);
      const query = trx
        .selectFrom("services as s")
        .select(columns)
        .where(match as NonNullable<typeof match>)
        .compile();
      const { rows } = await sql<{
        "QUERY PLAN": string;
      }>`explain ${sql.raw(inline(query.sql, query.parameters))}`.execute(trx);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  }

  it("When a 3-character term is searched, then the trigram index serves it; a 2-character term uses strpos", async () => {
    // The search's match query reads provider_id too (ADR 092), which keeps it off the cover index.
    expect(await planOf("かるて", ["s.id", "s.provider_id"])).toContain("services_search_text_trgm_idx");
    const short = keywordMatch("s.search_text", "かる");
    const compiledShort = kit.db
      .selectFrom("services as s")
      .select("s.id")
      .where(short as NonNullable<typeof short>)
      .compile();
    expect(compiledShort.sql).toContain("strpos");
  });

  it("When only 1–2-character terms are searched, then the narrow cover index is scanned instead of the table", async () => {
    expect(await planOf("かる", ["s.id"])).toContain("services_search_cover_idx");
  });
});

/** Inlines string parameters for EXPLAIN (test-only; the values are fixed literals). */
function inline(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n) => `'${String(parameters[Number(n) - 1]).replace(/'/g, "''")}'`);
}

describe("GET /v1/searches/category", () => {
  it("When the keyword is in katakana and the name in katakana, then the category is found by hiragana too", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/category?keyword=${encodeURIComponent("れせこん")}`)
      .expect(200);
    expect(res.body.categories.map((c: { category_name: string }) => c.category_name)).toContain("レセコン");
    expect(res.body.categories[0]).toHaveProperty("service_count");
  });

  it("When the keyword matches a description only, then the category is found", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/category?keyword=${encodeURIComponent("ﾗﾝｻﾑｳｪｱ")}`)
      .expect(200);
    expect(res.body.categories.map((c: { category_name: string }) => c.category_name)).toEqual([
      "医療DX・セキュリティ",
    ]);
  });

  it("When the keyword has 51 characters, then 400 with 0101004", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/category?keyword=${encodeURIComponent("x".repeat(KEYWORD_MAX_LENGTH + 1))}`)
      .expect(400);
    expect(res.body.error_code).toBe("0101004");
  });
});
