// What search engines read of the server-rendered pages (ADR 168): JSON-LD blocks that parse and state
// the page's own figures, a canonical URL on the configured origin, and a real 404 for every detail
// route whose id is unknown or malformed, as plain HTML (no script needed to see it).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { sql } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../../test/stack.js";

const WEB_DIST = fileURLToPath(new URL("../../../../web/dist/", import.meta.url));
const SSR_ENTRY = fileURLToPath(new URL("../../../../web/dist-server/entry-server.js", import.meta.url));
if (!existsSync(SSR_ENTRY)) throw new Error(`${SSR_ENTRY} is missing: run \`npm run build\` first`);

const ORIGIN = "https://navi.example";
let stack: TestStack;
beforeAll(async () => {
  // No page cache: every request renders the database as it is now.
  stack = await startTestStack({ SSR: true, WEB_DIST_DIR: WEB_DIST, RESPONSE_CACHE: false, PUBLIC_WEB_URL: ORIGIN });
});
afterAll(async () => {
  await stack?.close();
});

const page = (path: string) =>
  request(stack.bff.httpServer).get(path).set("host", "portal.example").set("accept", "text/html");

type Block = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of a page, each parsed on its own (a broken one fails the test). */
function jsonLd(html: string): Block[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? "") as Block);
}

const ofType = (blocks: readonly Block[], type: string) => blocks.filter((b) => b["@type"] === type);

/** The published ratings of a service with an overall score: their count and mean, from the table. */
async function publishedRatings(serviceId: number): Promise<{ count: number; average: number | null }> {
  const row = await stack.db
    .selectFrom("ratings")
    .select([sql<string>`count(overall_score)`.as("count"), sql<string | null>`avg(overall_score)`.as("average")])
    .where("service_id", "=", serviceId)
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), average: row.average === null ? null : Number(row.average) };
}

describe("JSON-LD and canonical links", () => {
  it("When a rated service's page is rendered, then one SoftwareApplication states its name and its published ratings, once", async () => {
    const rated = await stack.db
      .selectFrom("ratings as r")
      .innerJoin("services as s", "s.id", "r.service_id")
      .select(["s.id", "s.name"])
      .where("r.status", "=", "published")
      .where("r.overall_score", "is not", null)
      .orderBy("s.id")
      .executeTakeFirstOrThrow();
    const expected = await publishedRatings(rated.id);
    expect(expected.count).toBeGreaterThan(0);

    const res = await page(`/services/detail/${rated.id}`).expect(200);
    const blocks = jsonLd(res.text);
    const apps = ofType(blocks, "SoftwareApplication");
    expect(apps).toHaveLength(1);
    const app = apps[0] as Block & { aggregateRating: Record<string, unknown> };
    expect(app["@context"]).toBe("https://schema.org");
    expect(app.name).toBe(rated.name);
    expect(app.url).toBe(`${ORIGIN}/services/detail/${rated.id}`);
    expect(app.aggregateRating["@type"]).toBe("AggregateRating");
    expect(app.aggregateRating.ratingCount).toBe(expected.count);
    // The page shows the mean to one decimal.
    expect(Math.abs(Number(app.aggregateRating.ratingValue) - (expected.average ?? Number.NaN))).toBeLessThanOrEqual(
      0.05 + 1e-9,
    );
    expect(res.text.match(/"AggregateRating"/g)).toHaveLength(1);

    const crumbs = ofType(blocks, "BreadcrumbList");
    expect(crumbs).toHaveLength(1);
    const items = (crumbs[0]?.itemListElement ?? []) as { name: string; position: number; item?: string }[];
    expect(items.map((i) => i.name)[0]).toBe("ホーム");
    expect(items.at(-1)?.name).toBe(rated.name);
    expect(items[0]?.item).toBe(`${ORIGIN}/`);
    expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/services/detail/${rated.id}" />`);
  });

  it("When a service has no published rating, then its SoftwareApplication has no AggregateRating", async () => {
    const service = await stack.db.selectFrom("services").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    // Its published ratings go back to pending for this test (the summary trigger follows the status).
    const published = await stack.db
      .updateTable("ratings")
      .set({ status: "pending" })
      .where("service_id", "=", service.id)
      .where("status", "=", "published")
      .returning("id")
      .execute();
    try {
      expect((await publishedRatings(service.id)).count).toBe(0);
      const res = await page(`/services/detail/${service.id}`).expect(200);
      const apps = ofType(jsonLd(res.text), "SoftwareApplication");
      expect(apps).toHaveLength(1);
      expect(apps[0]).not.toHaveProperty("aggregateRating");
      expect(res.text).not.toContain("AggregateRating");
    } finally {
      if (published.length > 0) {
        await stack.db
          .updateTable("ratings")
          .set({ status: "published" })
          .where(
            "id",
            "in",
            published.map((r) => r.id),
          )
          .execute();
      }
    }
  });

  it("When a name holds </script>, then the block stays one element and parses to the same name", async () => {
    const service = await stack.db
      .selectFrom("services")
      .select(["id", "name"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const hostile = `${service.name}</script><script>alert(1)</script><!--`;
    await stack.db.updateTable("services").set({ name: hostile }).where("id", "=", service.id).execute();
    try {
      const res = await page(`/services/detail/${service.id}`).expect(200);
      expect(res.text).not.toContain("<script>alert(1)");
      const apps = ofType(jsonLd(res.text), "SoftwareApplication");
      expect(apps[0]?.name).toBe(hostile);
    } finally {
      await stack.db.updateTable("services").set({ name: service.name }).where("id", "=", service.id).execute();
    }
  });

  it("When a seminar's page is rendered, then its Event has the attendance mode, dates and place of the seminar", async () => {
    for (const meetingType of [MEETING_TYPE.ONLINE, MEETING_TYPE.OFFLINE]) {
      const seminar = await stack.db
        .selectFrom("seminars")
        .select(["id", "title", "starts_at", "ends_at", "venue", "organizer_name"])
        .where("meeting_type", "=", meetingType)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const res = await page(`/seminars/detail/${seminar.id}`).expect(200);
      const events = ofType(jsonLd(res.text), "Event");
      expect(events).toHaveLength(1);
      const event = events[0] as Block & { location: Record<string, unknown>; organizer: Record<string, unknown> };
      expect(event.name).toBe(seminar.title);
      expect(new Date(String(event.startDate)).getTime()).toBe(new Date(seminar.starts_at).getTime());
      expect(new Date(String(event.endDate)).getTime()).toBe(new Date(seminar.ends_at).getTime());
      expect(event.organizer.name).toBe(seminar.organizer_name);
      if (meetingType === MEETING_TYPE.ONLINE) {
        expect(event.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
        expect(event.location["@type"]).toBe("VirtualLocation");
      } else {
        expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
        expect(event.location).toMatchObject({ "@type": "Place", name: seminar.venue });
      }
    }
  });

  it("When an article's page is rendered, then its Article has the headline, date and author of the article", async () => {
    const content = await stack.db
      .selectFrom("contents")
      .select(["id", "title", "published_at", "author_name"])
      .where("published_at", "<=", new Date())
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const res = await page(`/contents/detail/${content.id}`).expect(200);
    const articles = ofType(jsonLd(res.text), "Article");
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({
      headline: content.title,
      mainEntityOfPage: `${ORIGIN}/contents/detail/${content.id}`,
      author: { "@type": "Person", name: content.author_name },
    });
    expect(new Date(String(articles[0]?.datePublished)).getTime()).toBe(new Date(content.published_at).getTime());
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/contents/detail/${content.id}" />`);
  });

  it("When an issue's page is rendered, then its canonical URL keeps the tab and the issue", async () => {
    const issue = await stack.db.selectFrom("issues").select("id").orderBy("id").executeTakeFirstOrThrow();
    const res = await page(`/services/search?tab=1&issue_id=${issue.id}&page_number=2`).expect(200);
    expect(res.text).toContain(
      `<link rel="canonical" href="${ORIGIN}/services/search?tab=1&amp;issue_id=${issue.id}" />`,
    );
  });
});

describe("unknown and malformed ids", () => {
  it("When a detail route names no row, then it answers 404 with the not-found page in Japanese, no hydration, no canonical", async () => {
    const paths = [
      "/services/detail/abc",
      "/services/detail/999999",
      "/services/abc/ratings-and-reviews",
      "/services/999999/ratings-and-reviews",
      "/services/material_download/abc",
      "/services/material_download/999999",
      "/category/abc",
      "/category/999999",
      "/services/search?tab=1&issue_id=abc",
      "/services/search?tab=1&issue_id=999999",
      "/seminars/detail/abc",
      "/seminars/detail/999999",
      "/contents/detail/abc",
      "/contents/detail/999999",
    ];
    for (const path of paths) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.text).toContain("<h1>ページが見つかりません</h1>");
      expect(res.text).toContain('<html lang="ja"');
      expect(res.text).toContain('"hydrate":false');
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).not.toContain("application/ld+json");
    }
  });
});
