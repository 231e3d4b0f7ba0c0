import { BANNER_PC_WIDTH_PX, BANNER_SP_HEIGHT_PX } from "@iryo/domain/constants";
import { prefecture } from "@iryo/domain/prefecture";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CONFIG_DOCUMENT_NAMES } from "../../lib/config-documents.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

describe("GET /public/config/{name}.json", () => {
  it.each(CONFIG_DOCUMENT_NAMES)(
    "When %s.json is asked, then JSON with an ETag and a cache lifetime comes",
    async (name) => {
      const res = await request(kit.app).get(`/public/config/${name}.json`).expect(200);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
      expect(res.body).toBeTypeOf("object");
    },
  );

  it("When the ETag is sent back, then 304 with no body; when it differs, then 200", async () => {
    const first = await request(kit.app).get("/public/config/terms.json").expect(200);
    const again = await request(kit.app)
      .get("/public/config/terms.json")
      .set("if-none-match", String(first.headers.etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    await request(kit.app).get("/public/config/terms.json").set("if-none-match", '"stale"').expect(200);
  });

  it("When prefecture.json is asked, then the 47 prefectures of @iryo/domain/prefecture come", async () => {
    const res = await request(kit.app).get("/public/config/prefecture.json").expect(200);
    expect(res.body.prefectures).toEqual(prefecture.options);
    expect(res.body.prefectures).toHaveLength(47);
  });

  it("When classification.json is asked, then every domain enumeration comes as options", async () => {
    const res = await request(kit.app).get("/public/config/classification.json").expect(200);
    expect(res.body.corporateType).toContainEqual({ value: 99, label: "その他の事業者" });
    expect(res.body.jobType.length).toBeGreaterThan(0);
    expect(Object.keys(res.body).length).toBeGreaterThanOrEqual(12);
  });

  it("When banner.json is asked, then each banner has a link and PC and mobile pictures", async () => {
    const res = await request(kit.app).get("/public/config/banner.json").expect(200);
    expect(res.body.banners.length).toBeGreaterThanOrEqual(2);
    expect(res.body.banners[0]).toMatchObject({ link: "/seminars/list", src: { pc: "/media/banners/1-pc.svg" } });
  });

  it("When terms.json is asked, then it has a version and Japanese articles", async () => {
    const res = await request(kit.app).get("/public/config/terms.json").expect(200);
    expect(res.body.version).toBe(1);
    expect(res.body.sections[0].heading).toBe("第1条（適用）");
  });

  it.each(["unknown.json", "terms.txt", "..%2Fpackage.json", "TERMS.json"])(
    "When %s is asked, then 404",
    async (file) => {
      await request(kit.app).get(`/public/config/${file}`).expect(404);
    },
  );
});

/** The SVG text of a picture (supertest keeps image bodies as a Buffer). */
function svgText(res: { body: unknown }): string {
  return Buffer.isBuffer(res.body) ? res.body.toString("utf8") : "";
}

describe("GET /media", () => {
  it("When a banner picture is asked, then an SVG of the spec size comes", async () => {
    const pc = await request(kit.app).get("/media/banners/1-pc.svg").expect(200);
    expect(pc.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(svgText(pc)).toContain(`width="${BANNER_PC_WIDTH_PX}"`);
    const sp = await request(kit.app).get("/media/banners/1-sp.svg").expect(200);
    expect(svgText(sp)).toContain(`height="${BANNER_SP_HEIGHT_PX}"`);
  });

  it("When a seminar, article or ad picture is asked, then an SVG with its escaped title comes and 304 on revalidation", async () => {
    const res = await request(kit.app).get("/media/contents/1.svg").expect(200);
    expect(svgText(res)).toContain("電子カルテの選び方");
    await request(kit.app).get("/media/contents/1.svg").set("if-none-match", String(res.headers.etag)).expect(304);
    await request(kit.app).get("/media/seminars/1.svg").expect(200);
    await request(kit.app).get("/media/advertisements/1.svg").expect(200);
  });

  it("When a title holds markup, then the SVG shows it as text", async () => {
    await kit.db.updateTable("banners").set({ title: "<script>alert(1)</script>" }).where("id", "=", 3).execute();
    const res = await request(kit.app).get("/media/banners/3-pc.svg").expect(200);
    expect(svgText(res)).toContain("&#60;script&#62;");
    expect(svgText(res)).not.toContain("<script>");
  });

  it.each([
    "/media/banners/1.svg",
    "/media/banners/99-pc.svg",
    "/media/services/1.svg",
    "/media/contents/x.svg",
    "/media/contents/9999.svg",
  ])("When %s is asked, then 404", async (path) => {
    await request(kit.app).get(path).expect(404);
  });
});
