import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { escapeXml, robotsWithSitemap, SITEMAP_URL_LIMIT, type SitemapEntries, sitemapFiles } from "./sitemap-xml.js";

const ORIGIN = "https://navi.example";

const entries = (overrides: Partial<SitemapEntries> = {}): SitemapEntries => ({
  services: [
    { service_id: 1, updated_at: "2026-11-01T00:00:00.000Z" },
    { service_id: 2, updated_at: "2026-11-03T00:00:00.000Z" },
  ],
  categories: [{ category_id: 5, updated_at: null }],
  issues: [{ issue_id: 7, updated_at: "2026-10-01T00:00:00.000Z" }],
  seminars: [{ seminar_id: 9, updated_at: "2026-11-05T00:00:00.000Z" }],
  contents: [],
  ...overrides,
});

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

/** The document as an XML parser reads it (a parse error is a <parsererror> document). */
function parse(xml: string): XmlDocument {
  const document = parseXml(xml);
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const locs = (document: XmlDocument) => [...document.getElementsByTagName("loc")].map((e) => e.textContent);

describe("sitemapFiles", () => {
  it("When built, then the index names one part per non-empty kind, each with its newest change", () => {
    const files = sitemapFiles(entries(), ORIGIN);
    const index = parse(files.get("/sitemap.xml") ?? "");
    expect(index.documentElement.localName).toBe("sitemapindex");
    expect(locs(index)).toEqual([
      `${ORIGIN}/sitemaps/static-1.xml`,
      `${ORIGIN}/sitemaps/services-1.xml`,
      `${ORIGIN}/sitemaps/categories-1.xml`,
      `${ORIGIN}/sitemaps/issues-1.xml`,
      `${ORIGIN}/sitemaps/seminars-1.xml`,
    ]);
    const services = index.getElementsByTagName("sitemap")[1];
    expect(services?.getElementsByTagName("lastmod")[0]?.textContent).toBe("2026-11-03T00:00:00.000Z");
    // A part whose pages have no known change has no lastmod.
    expect(index.getElementsByTagName("sitemap")[2]?.getElementsByTagName("lastmod")).toHaveLength(0);
    expect(files.has("/sitemaps/contents-1.xml")).toBe(false);
  });

  it("When a part is read, then every URL is absolute on the origin, escaped, and parses as XML", () => {
    const files = sitemapFiles(entries(), ORIGIN);
    const issues = files.get("/sitemaps/issues-1.xml") ?? "";
    expect(issues).toContain("/services/search?tab=1&amp;issue_id=7");
    expect(locs(parse(issues))).toEqual([`${ORIGIN}/services/search?tab=1&issue_id=7`]);
    const services = parse(files.get("/sitemaps/services-1.xml") ?? "");
    expect(services.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(locs(services)).toEqual([`${ORIGIN}/services/detail/1`, `${ORIGIN}/services/detail/2`]);
    const staticPages = locs(parse(files.get("/sitemaps/static-1.xml") ?? ""));
    expect(staticPages).toContain(`${ORIGIN}/`);
    expect(staticPages).toContain(`${ORIGIN}/seminars/list`);
    expect(staticPages).toContain(`${ORIGIN}/privacy`);
  });

  it("When a kind has more URLs than a file may hold, then it is split into numbered parts", () => {
    const many = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, i) => ({ content_id: i + 1, updated_at: null }));
    const files = sitemapFiles(entries({ contents: many }), ORIGIN);
    expect(files.get("/sitemaps/contents-1.xml")?.match(/<url>/g)).toHaveLength(SITEMAP_URL_LIMIT);
    expect(files.get("/sitemaps/contents-2.xml")?.match(/<url>/g)).toHaveLength(1);
  });
});

describe("escapeXml", () => {
  it("When text has markup characters, then all five are entities", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});

describe("robotsWithSitemap", () => {
  it("When robots.txt is served, then it keeps the rules and names the index once, absolute", () => {
    const robots = robotsWithSitemap(
      "User-agent: *\r\nDisallow: /review\r\nSitemap: http://old.example/s.xml\r\n",
      ORIGIN,
    );
    expect(robots).toBe(`User-agent: *\nDisallow: /review\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe("the web build's robots.txt", () => {
  it("When a crawler applies it (RFC 9309: the longest matching rule, Allow on a tie), then public pages are open and member pages closed", () => {
    const robots = robotsWithSitemap(
      readFileSync(new URL("../../../../web/public/robots.txt", import.meta.url), "utf8"),
      ORIGIN,
    );
    const rules = robots
      .split("\n")
      .map((line) => /^(Allow|Disallow):\s*(\S+)/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => ({ allow: match[1] === "Allow", prefix: match[2] ?? "" }));
    const allowed = (path: string) => {
      const matching = rules.filter((rule) => path.startsWith(rule.prefix));
      const longest = Math.max(...matching.map((rule) => rule.prefix.length));
      return matching.filter((rule) => rule.prefix.length === longest).some((rule) => rule.allow);
    };
    for (const open of ["/", "/review-guidelines", "/services/detail/1", "/faq", "/guide"]) {
      expect({ open, allowed: allowed(open) }).toEqual({ open, allowed: true });
    }
    for (const closed of ["/review", "/bookmark", "/negotiation/list", "/user-setting", "/provider/services"]) {
      expect({ closed, allowed: allowed(closed) }).toEqual({ closed, allowed: false });
    }
  });
});
