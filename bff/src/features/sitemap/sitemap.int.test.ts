// The sitemap and robots.txt from the BFF over a real api (ADR 168): every listed service and nothing
// outside its listing period, kept in the visitor cache until a catalogue event drops it.
import { addDays, tokyoDateKey } from "@iryo/domain/tokyo-date";
import { JSDOM } from "jsdom";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { MemoryResponseStore } from "../../lib/response-cache/store.js";
import { useTestStack } from "../../test/stack.js";

const ORIGIN = "https://navi.example";
const { stack } = useTestStack({
  RESPONSE_CACHE: true,
  responseStore: new MemoryResponseStore(),
  PUBLIC_WEB_URL: ORIGIN,
});

const get = (path: string) => request(stack().bff.httpServer).get(path);

/** The DOM shapes these tests read of jsdom's XML parser (the DOM library is not in the server's types). */
interface XmlElement {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}
interface XmlDocument extends Pick<XmlElement, "getElementsByTagName"> {
  readonly documentElement: XmlElement;
}

const parseXml = (xml: string) =>
  (new JSDOM(xml, { contentType: "application/xml" }).window as { document: XmlDocument }).document;

/** The <loc> texts of an XML document that must parse. */
function locs(xml: string): string[] {
  const document = parseXml(xml);
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return [...document.getElementsByTagName("loc")].map((e) => e.textContent ?? "");
}

/** The service ids the sitemap names, read through the index. */
async function servicesInSitemap(): Promise<number[]> {
  const index = await get("/sitemap.xml")
    .expect(200)
    .expect("content-type", /application\/xml/);
  const parts = locs(index.text).filter((loc) => loc.startsWith(`${ORIGIN}/sitemaps/services-`));
  const ids: number[] = [];
  for (const part of parts) {
    const res = await get(new URL(part).pathname).expect(200);
    for (const loc of locs(res.text)) ids.push(Number(/\/services\/detail\/(\d+)$/.exec(loc)?.[1]));
  }
  return ids.sort((a, b) => a - b);
}

const dropCache = () =>
  stack().bff.realtime.hub.dispatch({
    type: "catalogue",
    event_id: `test-${Date.now()}`,
    object_type: "service",
    object_id: null,
    occurred_at: new Date().toISOString(),
  });

describe("GET /sitemap.xml", () => {
  it("When every service is published, then the sitemap names each one; one outside its listing period is gone after the catalogue event", async () => {
    const db = stack().db;
    const all = (await db.selectFrom("services").select("id").orderBy("id").execute()).map((r) => r.id);
    expect(await servicesInSitemap()).toEqual(all);

    const [ended, scheduled] = all as [number, number];
    const today = tokyoDateKey(new Date());
    await db
      .updateTable("services")
      .set({ listing_starts_on: addDays(today, -20), listing_ends_on: addDays(today, -1) })
      .where("id", "=", ended)
      .execute();
    await db
      .updateTable("services")
      .set({ listing_starts_on: addDays(today, 3) })
      .where("id", "=", scheduled)
      .execute();
    try {
      // Kept until the visitor cache is dropped.
      expect(await servicesInSitemap()).toEqual(all);
      dropCache();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await servicesInSitemap()).toEqual(all.filter((id) => id !== ended && id !== scheduled));
    } finally {
      await db
        .updateTable("services")
        .set({ listing_starts_on: null, listing_ends_on: null })
        .where("id", "in", [ended, scheduled])
        .execute();
      dropCache();
    }
  });

  it("When the index is read, then every part is on the configured origin with a lastmod, and an unknown part is 404", async () => {
    const index = await get("/sitemap.xml").set("host", "attacker.example").expect(200);
    const parts = locs(index.text);
    expect(parts.length).toBeGreaterThanOrEqual(6);
    for (const part of parts) expect(part.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const issues = await get("/sitemaps/issues-1.xml").expect(200);
    // The issue pages carry an `&` in their query: escaped in the file, whole once parsed.
    expect(issues.text).toContain("&amp;issue_id=");
    expect(locs(issues.text)[0]).toMatch(/^https:\/\/navi\.example\/services\/search\?tab=1&issue_id=\d+$/);
    await get("/sitemaps/services-99.xml").expect(404);
  });

  it("When robots.txt is read, then it names the sitemap index on the configured origin", async () => {
    const robots = await get("/robots.txt")
      .expect(200)
      .expect("content-type", /text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.text).toContain("User-agent: *");
  });
});
