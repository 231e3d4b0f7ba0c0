// Visitor reads honour a service's listing period (ADR 175): a service whose period ended and one whose
// period starts tomorrow are in no list, count, search, suggestion or comparison, answer 404 by id, and come
// back when the api's clock (the test kit's `advance`) puts today inside their period.

import { DAY_MS } from "@iryo/domain/constants";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "./auth.test-kit.js";
import { startMemberTestKit } from "./member-test-kit.js";
import { useKit } from "./use-kit.js";

const kit = useKit(startMemberTestKit);

/** The Tokyo date `offset` days from the api's today. */
const day = (offset: number) => tokyoDateKey(new Date(kit.now().getTime() + offset * DAY_MS));

interface Fixture {
  ended: number;
  upcoming: number;
  open: number;
  current: number;
  categoryId: number;
  issueId: number;
}
let f: Fixture;

beforeAll(async () => {
  const db = kit.database.db;
  const provider = await db.selectFrom("providers").select("id").orderBy("id").executeTakeFirstOrThrow();
  const category = await db
    .selectFrom("categories")
    .select("id")
    .where("name", "=", "電子カルテ")
    .executeTakeFirstOrThrow();
  const issue = await db.selectFrom("issues").select("id").orderBy("id").executeTakeFirstOrThrow();
  const insert = async (name: string, starts: string | null, ends: string | null) => {
    const row = await db
      .insertInto("services")
      .values({
        provider_id: provider.id,
        name,
        logo_image_filepath: null,
        listing_starts_on: starts,
        listing_ends_on: ends,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("service_categories").values({ service_id: row.id, category_id: category.id }).execute();
    await db.insertInto("service_issues").values({ service_id: row.id, issue_id: issue.id }).execute();
    return row.id;
  };
  f = {
    ended: await insert("Zorblax Ended Karte", day(-30), day(-1)),
    upcoming: await insert("Zorblax Upcoming Karte", day(1), null),
    open: await insert("Zorblax Open Karte", null, null),
    current: await insert("Zorblax Current Karte", day(-3), day(3)),
    categoryId: category.id,
    issueId: issue.id,
  };
});

const ids = (list: { service_id: number }[]) => new Set(list.map((s) => s.service_id));

/** What a visitor (and a member, for bookmarks and the consideration list) can reach of the fixture. */
async function reachable(): Promise<Record<string, Set<number>>> {
  const app = kit.app;
  const ours = [f.ended, f.upcoming, f.open, f.current];
  const get = (url: string) => request(app).get(url).expect(200);
  const list = await get("/v1/services?page_size=100&sort=updated");
  const search = await get("/v1/searches/service?keyword=Zorblax");
  const suggestions = await get("/v1/searches/suggestions?keyword=zorblax");
  const compare = await get(`/v1/services/compare?ids=${ours.join(",")}`);
  const category = await get(`/v1/categories/${f.categoryId}/services?page_size=100&sort=updated`);
  const issue = await get(`/v1/issues/${f.issueId}/services?page_size=100&sort=updated`);
  const byStatus = async (url: (id: number) => string) =>
    new Set(
      (
        await Promise.all(
          ours.map(async (id) => {
            const res = await request(app).get(url(id));
            expect([200, 404]).toContain(res.status);
            if (res.status === 404) expect(res.body.error_code).toBe("0109005");
            return res.status === 200 ? [id] : [];
          }),
        )
      ).flat(),
    );
  const member = await kit.member(`listing-${kit.now().getTime()}`);
  const bookmarked = new Set<number>();
  const considered = new Set<number>();
  for (const id of ours) {
    const b = await request(app).put(`/v1/services/${id}/bookmarks`).set(bearer(member));
    if (b.status === 200) bookmarked.add(id);
    else expect(b.status).toBe(404);
    const c = await request(app).put(`/v1/consideration-list/${id}`).set(bearer(member));
    if (c.status === 204) considered.add(id);
    else expect(c.status).toBe(404);
  }
  return {
    list: ids(list.body.services),
    search: ids(search.body.services),
    suggestions: new Set(
      suggestions.body.suggestions
        .filter((s: { kind: string }) => s.kind === "service")
        .map((s: { id: number }) => s.id),
    ),
    compare: ids(compare.body.services),
    category: ids(category.body.services),
    issue: ids(issue.body.services),
    detail: await byStatus((id) => `/v1/services/${id}`),
    overview: await byStatus((id) => `/v1/services/${id}/overview`),
    ratings: await byStatus((id) => `/v1/services/${id}/ratings`),
    similar: await byStatus((id) => `/v1/services/${id}/ratings/similar-facilities`),
    material: await byStatus((id) => `/v1/services/material/${id}`),
    bookmark: bookmarked,
    consideration: considered,
  };
}

/** The counts that must move with the fixture: all services, the category's, the issue's, the search's. */
async function counts() {
  const get = (url: string) => request(kit.app).get(url).expect(200);
  const [initial, categories, issues, search, category] = await Promise.all([
    get("/v1/services/initial"),
    get("/v1/categories"),
    get("/v1/issues"),
    get("/v1/searches/service?keyword=Zorblax"),
    get(`/v1/categories/${f.categoryId}/services`),
  ]);
  return {
    all: initial.body.total_service_count as number,
    category: categories.body.categories.find((c: { category_id: number }) => c.category_id === f.categoryId)
      ?.service_count as number,
    issue: issues.body.issues.find((i: { issue_id: number }) => i.issue_id === f.issueId)?.service_count as number,
    search: search.body.total_count as number,
    categoryPage: category.body.total_count as number,
  };
}

function expectEverywhere(seen: Record<string, Set<number>>, shown: number[], hidden: number[]) {
  for (const [channel, set] of Object.entries(seen)) {
    for (const id of shown) expect(set.has(id), `${channel} shows ${id}`).toBe(true);
    for (const id of hidden) expect(set.has(id), `${channel} hides ${id}`).toBe(false);
  }
}

describe("listing periods on every visitor read (ADR 175)", () => {
  it("When one period ended yesterday and one starts tomorrow, then both are hidden everywhere and come back when today is inside", async () => {
    expectEverywhere(await reachable(), [f.open, f.current], [f.ended, f.upcoming]);
    const today = await counts();
    expect(today.search).toBe(2);

    // Two days on: the upcoming service has started, the current one is still inside its period.
    kit.advance(2 * DAY_MS);
    expectEverywhere(await reachable(), [f.open, f.current, f.upcoming], [f.ended]);
    const later = await counts();
    expect(later.search).toBe(3);
    expect(later.all - today.all).toBe(1);
    expect(later.category - today.category).toBe(1);
    expect(later.issue - today.issue).toBe(1);
    expect(later.categoryPage - today.categoryPage).toBe(1);

    // Two days before today: the ended service was still listed, the upcoming one not yet.
    kit.advance(-4 * DAY_MS);
    expectEverywhere(await reachable(), [f.open, f.current, f.ended], [f.upcoming]);
    const earlier = await counts();
    expect(earlier.search).toBe(3);
    expect(earlier.all - today.all).toBe(1);
    kit.advance(2 * DAY_MS);
  });

  it("When a member bookmarked a service whose period then ends, then the row is kept but hidden from the list and its total", async () => {
    const member = await kit.member("listing-bookmark");
    await request(kit.app).put(`/v1/services/${f.current}/bookmarks`).set(bearer(member)).expect(200);
    await request(kit.app).put(`/v1/services/${f.open}/bookmarks`).set(bearer(member)).expect(200);
    const now = await request(kit.app).get("/v1/services/bookmarks").set(bearer(member)).expect(200);
    expect(ids(now.body.bookmarks)).toEqual(new Set([f.current, f.open]));

    const { email } = await kit.database.db
      .selectFrom("members")
      .select("email")
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    kit.advance(4 * DAY_MS);
    try {
      // A new session at the later time (the first one's token has expired by then).
      const later = await request(kit.app)
        .get("/v1/services/bookmarks")
        .set(bearer(await signIn(kit, email)))
        .expect(200);
      expect(ids(later.body.bookmarks)).toEqual(new Set([f.open]));
      expect(later.body.total_count).toBe(1);
      const kept = await kit.database.db
        .selectFrom("bookmarks")
        .select("service_id")
        .where("user_id", "=", member.userId)
        .execute();
      expect(new Set(kept.map((r) => r.service_id))).toEqual(new Set([f.current, f.open]));
    } finally {
      kit.advance(-4 * DAY_MS);
    }
    const back = await request(kit.app)
      .get("/v1/services/bookmarks")
      .set(bearer(await signIn(kit, email)))
      .expect(200);
    expect(ids(back.body.bookmarks)).toEqual(new Set([f.current, f.open]));
  });
});
