import { KEYWORD_MAX_LENGTH } from "@iryo/domain/constants";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

type Suggestion = { kind: string; id: number; name: string };

async function suggest(keyword: string): Promise<Suggestion[]> {
  const res = await request(kit.app)
    .get(`/v1/searches/suggestions?keyword=${encodeURIComponent(keyword)}`)
    .expect(200);
  return res.body.suggestions;
}

const labels = (list: Suggestion[]) => list.map((s) => `${s.kind}:${s.name}`);

describe("GET /v1/searches/suggestions", () => {
  it("When a word is in seminar and article titles, then they are suggested after the services (ADR 177)", async () => {
    const list = await suggest("らんさむ");
    const kinds = list.map((s) => s.kind);
    expect(kinds).toContain("seminar");
    expect(kinds).toContain("article");
    expect(labels(list)).toContain("seminar:医療機関のランサムウェア対策 最新動向と今日からできること");
    expect(labels(list)).toContain("article:ランサムウェアから診療を守るバックアップの基本");
    // The order of kinds: categories, issues, services, seminars, articles.
    const order = ["category", "issue", "service", "seminar", "article"];
    expect(kinds.map((k) => order.indexOf(k))).toEqual([...kinds.map((k) => order.indexOf(k))].sort((a, b) => a - b));
  });

  it("When a seminar's organiser is suspended or an article is not yet published, then it is not suggested", async () => {
    const seminar = await kit.db
      .selectFrom("seminars")
      .select(["id", "organizer_id"])
      .where("title", "like", "%ランサムウェア%")
      .executeTakeFirstOrThrow();
    const article = await kit.db
      .selectFrom("contents")
      .select(["id", "published_at"])
      .where("title", "like", "%ランサムウェア%")
      .executeTakeFirstOrThrow();
    const ids = (list: Suggestion[], kind: string) => list.filter((s) => s.kind === kind).map((s) => s.id);
    await kit.db
      .updateTable("contents")
      .set({ published_at: new Date(Date.now() + 86_400_000) })
      .where("id", "=", article.id)
      .execute();
    try {
      expect(ids(await suggest("らんさむ"), "article")).not.toContain(article.id);
      expect(ids(await suggest("らんさむ"), "seminar")).toContain(seminar.id);
      const organizer = seminar.organizer_id as number;
      await kit.db
        .updateTable("providers")
        .set({ suspended_at: new Date(), suspension_reason: "テスト" })
        .where("id", "=", organizer)
        .execute();
      expect(ids(await suggest("らんさむ"), "seminar")).not.toContain(seminar.id);
      await kit.db
        .updateTable("providers")
        .set({ suspended_at: null, suspension_reason: null })
        .where("id", "=", organizer)
        .execute();
    } finally {
      await kit.db
        .updateTable("contents")
        .set({ published_at: article.published_at })
        .where("id", "=", article.id)
        .execute();
    }
  });

  it("When a reading is typed in hiragana, then the category it reads as comes first", async () => {
    const list = await suggest("でんしかるて");
    expect(labels(list)[0]).toBe("category:電子カルテ");
    expect(list.filter((s) => s.kind === "service").length).toBeGreaterThan(0);
  });

  it("When a word is half typed, then it is completed from the vocabulary (でんしか → 電子カルテ)", async () => {
    expect(labels(await suggest("でんしか"))).toContain("category:電子カルテ");
  });

  it("When an abbreviation is typed, then its synonyms' category is suggested (電カル)", async () => {
    expect(labels(await suggest("電カル"))[0]).toBe("category:電子カルテ");
  });

  it("When a word names a category, then that category's services follow it, not a name that merely holds the word", async () => {
    const list = labels(await suggest("でんしかるて"));
    expect(list[0]).toBe("category:電子カルテ");
    expect(list).not.toContain("service:カルテック セルフ精算機");
  });

  it("When a problem word is typed, then the issue is suggested", async () => {
    expect(labels(await suggest("待ち時間"))).toContain("issue:患者さんの待ち時間短縮");
  });

  it("When a name's beginning is typed in another script, then the services starting with it come first", async () => {
    const list = await suggest("ﾐﾗｲ");
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) expect(s.name.startsWith("ミライ") || s.name.startsWith("みらい")).toBe(true);
  });

  it("When a Latin word is typed, then it matches at a word start only (ris is not in Enterprise)", async () => {
    expect(labels(await suggest("ris")).some((l) => l.includes("Enterprise"))).toBe(false);
    expect(labels(await suggest("ente"))).toContain("service:みなとPACS Enterprise");
  });

  it("When the keyword is blank, then nothing is suggested; a keyword over the limit is refused", async () => {
    expect(await suggest("  ")).toEqual([]);
    const res = await request(kit.app)
      .get(`/v1/searches/suggestions?keyword=${"あ".repeat(KEYWORD_MAX_LENGTH + 1)}`)
      .expect(400);
    expect(res.body.error_code).toBe("0101004");
  });

  it("When many things match, then at most 8 come back and each kind is listed once per id", async () => {
    const list = await suggest("e");
    expect(list.length).toBeLessThanOrEqual(8);
    expect(new Set(list.map((s) => `${s.kind}:${s.id}`)).size).toBe(list.length);
  });
});

describe("GET /v1/searches/hints", () => {
  async function hints(keyword: string) {
    const res = await request(kit.app)
      .get(`/v1/searches/hints?keyword=${encodeURIComponent(keyword)}`)
      .expect(200);
    return res.body as {
      corrected_keyword: string | null;
      related_categories: { category_id: number; category_name: string }[];
    };
  }

  it("When a word is two edits from a known one, then the corrected keyword and its category are offered", async () => {
    const body = await hints("電子カルデー");
    expect(body.corrected_keyword).toBe("電子カルテ");
    expect(body.related_categories.map((c) => c.category_name)[0]).toBe("電子カルテ");
    // The corrected keyword does find services.
    const res = await request(kit.app)
      .get(`/v1/searches/service?keyword=${encodeURIComponent(body.corrected_keyword ?? "")}`)
      .expect(200);
    expect(res.body.total_count).toBeGreaterThan(0);
  });

  it("When nothing is near, then no correction; categories sharing a two-character piece are offered", async () => {
    const body = await hints("シフト作成");
    expect(body.corrected_keyword).toBeNull();
    expect(body.related_categories.map((c) => c.category_name)).toContain("勤怠・シフト管理");
  });

  it("When the keyword is blank, then there is nothing to offer", async () => {
    expect(await hints("")).toEqual({ keyword: "", corrected_keyword: null, related_categories: [] });
  });
});
