import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

const DAY_MS = 24 * 60 * 60 * 1000;
const tokyoDay = (offsetDays: number) => tokyoDateKey(new Date(Date.now() + offsetDays * DAY_MS));

interface Sitemap {
  services: { service_id: number; updated_at: string | null }[];
  categories: { category_id: number; updated_at: string | null }[];
  issues: { issue_id: number; updated_at: string | null }[];
  seminars: { seminar_id: number; updated_at: string | null }[];
  contents: { content_id: number; updated_at: string | null }[];
}

const sitemap = async (): Promise<Sitemap> => (await request(kit.app).get("/v1/sitemap").expect(200)).body;

describe("GET /v1/sitemap", () => {
  it("When every service is inside its listing period, then each one is named once with its last change", async () => {
    const rows = await kit.db.selectFrom("services").select(["id", "updated_at"]).orderBy("id").execute();
    const body = await sitemap();
    expect(body.services.map((s) => s.service_id)).toEqual(rows.map((r) => r.id));
    const first = rows[0];
    expect(body.services[0]?.updated_at).toBe(first ? new Date(first.updated_at).toISOString() : undefined);
  });

  it("When services are outside their listing period, then only those are left out; a bounded one inside it stays", async () => {
    const ids = (await kit.db.selectFrom("services").select("id").orderBy("id").limit(4).execute()).map((r) => r.id);
    const [ended, notStarted, inside, endsToday] = ids as [number, number, number, number];
    const set = (id: number, starts: string | null, ends: string | null) =>
      kit.db
        .updateTable("services")
        .set({ listing_starts_on: starts, listing_ends_on: ends })
        .where("id", "=", id)
        .execute();
    await set(ended, tokyoDay(-30), tokyoDay(-1));
    await set(notStarted, tokyoDay(2), null);
    await set(inside, tokyoDay(-3), tokyoDay(3));
    await set(endsToday, null, tokyoDay(0));
    try {
      const listed = new Set((await sitemap()).services.map((s) => s.service_id));
      const all = (await kit.db.selectFrom("services").select("id").execute()).map((r) => r.id);
      expect(listed.has(ended)).toBe(false);
      expect(listed.has(notStarted)).toBe(false);
      expect(listed.has(inside)).toBe(true);
      expect(listed.has(endsToday)).toBe(true);
      expect(listed.size).toBe(all.length - 2);
    } finally {
      for (const id of ids) await set(id, null, null);
    }
  });

  it("When an article is scheduled, then it is left out until its time; seminars, categories and issues are all named", async () => {
    const future = new Date(Date.now() + 7 * DAY_MS);
    const scheduled = await kit.db
      .insertInto("contents")
      .values({ title: "予約公開の記事", published_at: future, tags: [] })
      .returning("id")
      .executeTakeFirstOrThrow();
    const body = await sitemap();
    const published = await kit.db
      .selectFrom("contents")
      .select("id")
      .where("published_at", "<=", new Date())
      .execute();
    expect(body.contents.map((c) => c.content_id).sort((a, b) => a - b)).toEqual(
      published.map((c) => c.id).sort((a, b) => a - b),
    );
    expect(body.contents.some((c) => c.content_id === scheduled.id)).toBe(false);
    const [seminars, categories, issues] = await Promise.all([
      kit.db.selectFrom("seminars").select("id").execute(),
      kit.db.selectFrom("categories").select("id").execute(),
      kit.db.selectFrom("issues").select("id").execute(),
    ]);
    expect(body.seminars).toHaveLength(seminars.length);
    expect(body.categories).toHaveLength(categories.length);
    expect(body.issues).toHaveLength(issues.length);
    // A category with listed services changed when its newest service did.
    expect(body.categories.some((c) => c.updated_at !== null)).toBe(true);
  });
});
