import {
  bannerDocumentSchema,
  homeCounselingDocumentSchema,
  homeSlideDocumentSchema,
  legalDocumentSchema,
  systemConfigDocumentSchema,
} from "@iryo/domain/contracts/config-documents";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth.test-kit.js";
import { startMemberTestKit } from "../../test/member-test-kit.js";
import { newOperator } from "../../test/operator.test-kit.js";
import { solidPng } from "../../test/png.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberTestKit);

const auditRows = async (targetType: string) =>
  kit.database.db
    .selectFrom("operator_audit_log")
    .selectAll()
    .where("target_type", "=", targetType)
    .orderBy("id")
    .execute();

const editor = () => newOperator(kit, "editor");

function upload(auth: { id_token: string }, variant: "pc" | "mobile", bytes: Buffer) {
  return request(kit.app)
    .post(`/v1/operator/site-content/banner-images?variant=${variant}`)
    .set(bearer(auth))
    .set("content-type", "image/png")
    .send(bytes);
}

const config = (name: string) => request(kit.app).get(`/public/config/${name}.json`).expect(200);

const document = async (auth: { id_token: string }, name: string) =>
  (await request(kit.app).get(`/v1/operator/site-content/document?name=${name}`).set(bearer(auth)).expect(200))
    .body as {
    version: number | null;
    document: string;
    versions: { version: number; restored_from: number | null }[];
  };

const terms = {
  title: "利用規約",
  updatedOn: "2026-11-26",
  preamble: "この利用規約は改定されました。",
  sections: [{ heading: "第1条（適用）", paragraphs: ["本規約は、すべての利用者に適用されます。"] }],
};

describe("who may edit the site content", () => {
  it("When a moderator, a member or an editor before the second factor calls, then 403 (0109002, 0203001)", async () => {
    const moderator = await newOperator(kit, "moderator");
    const refused = await request(kit.app)
      .put("/v1/operator/site-content/document")
      .set(bearer(moderator))
      .send({ name: "terms", document: terms })
      .expect(403);
    expect(refused.body.error_code).toBe("0109002");
    await upload(moderator, "pc", solidPng(1318, 100)).expect(403);
    await request(kit.app).get("/v1/operator/site-content").set(bearer(moderator)).expect(403);
    await request(kit.app).get("/v1/operator/advertisements").set(bearer(moderator)).expect(403);

    const unverified = await newOperator(kit, "editor", { verified: false });
    const early = await request(kit.app).get("/v1/operator/site-content").set(bearer(unverified)).expect(403);
    expect(early.body.error_code).toBe("0203001");

    const member = await kit.member("content-member");
    await request(kit.app).get("/v1/operator/site-content").set(bearer(member)).expect(403);
    expect(await auditRows("site_content")).toHaveLength(0);
  });
});

describe("banner pictures and banner.json", () => {
  it("When a 1318×101 picture is uploaded as PC, then 400 0102003 naming 1318×100; 750×177 as mobile names 750×176", async () => {
    const operator = await editor();
    const pc = await upload(operator, "pc", solidPng(1318, 101)).expect(400);
    expect(pc.body).toMatchObject({ error_code: "0102003", error_params: { Width: "1318", Height: "100" } });
    expect(pc.body.error_message).toContain("1318×100");
    const sp = await upload(operator, "mobile", solidPng(750, 177)).expect(400);
    expect(sp.body.error_message).toContain("750×176");
    const text = await upload(operator, "pc", Buffer.from("not a picture")).expect(400);
    expect(text.body.error_code).toBe("0102001");
    // Refused uploads store nothing and record nothing.
    expect(await auditRows("site_picture")).toHaveLength(0);
  });

  it("When the right pictures are uploaded and published, then banner.json shows them first, with one audit row and a new ETag", async () => {
    const operator = await editor();
    const before = await config("banner");
    const pc = await upload(operator, "pc", solidPng(1318, 100, [200, 30, 30])).expect(201);
    const sp = await upload(operator, "mobile", solidPng(750, 176, [200, 30, 30])).expect(201);
    expect(pc.body).toMatchObject({ width: 1318, height: 100, path: expect.stringMatching(/^\/media\/site\//) });
    // Each stored picture is one audit row.
    expect((await auditRows("site_picture")).map((r) => r.action)).toEqual([
      "site_content.upload_picture",
      "site_content.upload_picture",
    ]);
    const picture = await request(kit.app).get(pc.body.path).expect(200);
    expect(picture.headers["content-type"]).toBe("image/png");

    // The pictures swapped: the PC one is not 1318×100, so 0102003 (and nothing is written).
    const seeded = JSON.parse((await document(operator, "banner")).document) as { banners: unknown[] };
    const banner = { alt: "新しいバナー", link: "/seminars/list", startsAt: null, endsAt: null };
    const swapped = await request(kit.app)
      .put("/v1/operator/site-content/document")
      .set(bearer(operator))
      .send({ name: "banner", document: { banners: [{ ...banner, pc: sp.body.path, sp: pc.body.path }] } })
      .expect(400);
    expect(swapped.body.error_code).toBe("0102003");
    expect(await auditRows("site_content")).toHaveLength(0);

    const ended = {
      ...banner,
      alt: "終了したバナー",
      pc: pc.body.path,
      sp: sp.body.path,
      endsAt: "2020-01-01T00:00:00Z",
    };
    const published = await request(kit.app)
      .put("/v1/operator/site-content/document")
      .set(bearer(operator))
      .send({
        name: "banner",
        note: "年末のお知らせ",
        document: { banners: [{ ...banner, pc: pc.body.path, sp: sp.body.path }, ended, ...seeded.banners] },
      })
      .expect(200);
    // The seed's banners became version 1, the edit version 2.
    expect(published.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const rows = await auditRows("site_content");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "site_content.publish", target_id: "banner", reason: "年末のお知らせ" });

    const after = await config("banner");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(bannerDocumentSchema.strict().parse(after.body)).toEqual(after.body);
    expect(after.body.banners[0]).toEqual({
      id: 1,
      alt: "新しいバナー",
      link: "/seminars/list",
      src: { pc: pc.body.path, sp: sp.body.path },
    });
    expect(after.body.banners.map((b: { alt: string }) => b.alt)).not.toContain("終了したバナー");
    expect(after.body.banners).toHaveLength(1 + seeded.banners.length);
  });
});

describe("terms, rollback and the other documents", () => {
  it("When new terms are published, then terms.json and system_config.json carry the next version and a member must accept it", async () => {
    const member = await kit.member("content-terms");
    await request(kit.app).get("/v1/services/bookmarks").set(bearer(member)).expect(200);
    const operator = await editor();
    const auditBefore = (await auditRows("site_content")).length;
    await request(kit.app)
      .put("/v1/operator/site-content/document")
      .set(bearer(operator))
      .send({ name: "terms", document: terms })
      .expect(200);
    expect(await auditRows("site_content")).toHaveLength(auditBefore + 1);
    const termsJson = (await config("terms")).body;
    expect(legalDocumentSchema.strict().parse(termsJson)).toMatchObject({ version: 2, preamble: terms.preamble });
    const system = (await config("system_config")).body;
    expect(system).toMatchObject({ termsOfUseVersion: 2, conciergeEmail: "concierge@iryo-it-navi.example" });
    systemConfigDocumentSchema.parse(system);
    // The member now needs the terms update: member calls are refused until they agree.
    await request(kit.app).get("/v1/services/bookmarks").set(bearer(member)).expect(403);
    const agreed = await request(kit.app)
      .post("/v1/users/agree-term-of-usage")
      .set(bearer(member))
      .send({})
      .expect(200);
    expect(agreed.body).toEqual({ terms_of_use_version: 2 });
    await request(kit.app).get("/v1/services/bookmarks").set(bearer(member)).expect(200);
  });

  it("When system_config is edited, then the terms version cannot be changed there", async () => {
    const operator = await editor();
    const current = (await config("system_config")).body;
    await request(kit.app)
      .put("/v1/operator/site-content/document")
      .set(bearer(operator))
      .send({
        name: "system_config",
        document: { ...current, providerContactEmail: "help@iryo-it-navi.example", termsOfUseVersion: 99 },
      })
      .expect(200);
    const system = (await config("system_config")).body;
    expect(system).toMatchObject({ providerContactEmail: "help@iryo-it-navi.example" });
    expect(system.termsOfUseVersion).toBe(current.termsOfUseVersion);
  });

  it("When a document is rolled back, then the earlier content is served again as a new version, with a new ETag and one audit row", async () => {
    const operator = await editor();
    const original = await config("privacy");
    const changed = { ...original.body, preamble: "改定した前文です。" };
    await request(kit.app)
      .put("/v1/operator/site-content/document")
      .set(bearer(operator))
      .send({ name: "privacy", document: changed })
      .expect(200);
    const edited = await config("privacy");
    expect(edited.body.preamble).toBe("改定した前文です。");
    expect(edited.headers.etag).not.toBe(original.headers.etag);

    const auditBefore = (await auditRows("site_content")).length;
    const rolled = await request(kit.app)
      .post("/v1/operator/site-content/rollback")
      .set(bearer(operator))
      .send({ name: "privacy", version: 1, note: "誤りがあったため" })
      .expect(200);
    expect(rolled.body.versions[0]).toMatchObject({ version: 3, restored_from: 1, note: "誤りがあったため" });
    const restored = await config("privacy");
    expect(restored.body).toEqual(original.body);
    expect(restored.headers.etag).not.toBe(edited.headers.etag);
    const rows = await auditRows("site_content");
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({ action: "site_content.rollback", target_id: "privacy" });

    await request(kit.app)
      .post("/v1/operator/site-content/rollback")
      .set(bearer(operator))
      .send({ name: "privacy", version: 99 })
      .expect(404);
  });

  it("When the home documents are published, then their JSON keeps the shapes the web reads", async () => {
    const operator = await editor();
    const slide = (await config("home_slide")).body;
    const counseling = (await config("home_counseling")).body;
    for (const [name, body] of [
      ["home_slide", { ...slide, title: "医療ITナビの使い方" }],
      ["home_counseling", { ...counseling, lead: "お気軽にご相談ください。" }],
    ] as const) {
      await request(kit.app)
        .put("/v1/operator/site-content/document")
        .set(bearer(operator))
        .send({ name, document: body })
        .expect(200);
    }
    const newSlide = (await config("home_slide")).body;
    expect(homeSlideDocumentSchema.strict().parse(newSlide)).toEqual({ ...slide, title: "医療ITナビの使い方" });
    const newCounseling = (await config("home_counseling")).body;
    expect(homeCounselingDocumentSchema.strict().parse(newCounseling).lead).toBe("お気軽にご相談ください。");
    const overview = await request(kit.app).get("/v1/operator/site-content").set(bearer(operator)).expect(200);
    expect(overview.body.documents.find((d: { name: string }) => d.name === "home_slide")).toMatchObject({
      version: 2,
      operator_email: operator.email,
    });
    await request(kit.app)
      .put("/v1/operator/site-content/document")
      .set(bearer(operator))
      .send({ name: "home_slide", document: { ...slide, slides: [] } })
      .expect(400);
  });
});

describe("advertisements", () => {
  it("When an editor creates and changes an ad, then each writes one audit row and the home list follows", async () => {
    const operator = await editor();
    const ad = {
      title: "年末キャンペーン",
      link_url: "https://example.com/campaign",
      label_style: 3,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: null,
      sort_order: 0,
    };
    const created = await request(kit.app)
      .post("/v1/operator/advertisements")
      .set(bearer(operator))
      .send(ad)
      .expect(201);
    expect(created.body).toMatchObject({ title: "年末キャンペーン", label_style: 3, click_count: 0 });
    const id = created.body.advertisement_id as number;
    const top = await request(kit.app).get("/v1/advertisements/top-list").expect(200);
    expect(top.body.advertisements.map((a: { advertisement_id: number }) => a.advertisement_id)).toContain(id);

    await request(kit.app)
      .put(`/v1/operator/advertisements/${id}`)
      .set(bearer(operator))
      .send({
        ...ad,
        label_style: 1,
        ends_at: new Date(Date.now() - 1_000).toISOString(),
        starts_at: new Date(Date.now() - 120_000).toISOString(),
      })
      .expect(200);
    const after = await request(kit.app).get("/v1/advertisements/top-list").expect(200);
    expect(after.body.advertisements.map((a: { advertisement_id: number }) => a.advertisement_id)).not.toContain(id);
    const rows = await auditRows("advertisement");
    expect(rows.map((r) => r.action)).toEqual(["advertisement.create", "advertisement.update"]);
    expect(rows[1]?.before_values).toMatchObject({ label_style: 3 });
    expect(rows[1]?.after_values).toMatchObject({ label_style: 1 });

    await request(kit.app)
      .post("/v1/operator/advertisements")
      .set(bearer(operator))
      .send({ ...ad, label_style: 5 })
      .expect(400);
    await request(kit.app).put("/v1/operator/advertisements/999999").set(bearer(operator)).send(ad).expect(404);
    expect(await auditRows("advertisement")).toHaveLength(2);
  });
});

describe("home slides with pictures (ADR 174)", () => {
  const publishSlides = (auth: { id_token: string }, document: unknown) =>
    request(kit.app).put("/v1/operator/site-content/document").set(bearer(auth)).send({ name: "home_slide", document });

  it("When an image slide is published, then its pictures are checked by size and home_slide.json shows it in the old shape plus its image", async () => {
    const operator = await editor();
    const before = await config("home_slide");
    const seed = homeSlideDocumentSchema.strict().parse(before.body);
    const wrong = await upload(operator, "pc", solidPng(1318, 101)).expect(400);
    expect(wrong.body).toMatchObject({ error_code: "0102003", error_params: { Width: "1318", Height: "100" } });
    await upload(operator, "mobile", Buffer.from("<svg/>")).expect(400);
    const pc = (await upload(operator, "pc", solidPng(1318, 100, [20, 90, 200])).expect(201)).body.path as string;
    const sp = (await upload(operator, "mobile", solidPng(750, 176, [20, 90, 200])).expect(201)).body.path as string;

    const imageSlide = { image: { alt: "冬のセミナー特集", pc, sp }, link: "/seminars/list" };
    const versionsBefore = (await document(operator, "home_slide")).versions.length;
    const auditBefore = (await auditRows("site_content")).length;
    // Swapped pictures, a picture never uploaded, a slide without alt text: refused, nothing written.
    const swapped = await publishSlides(operator, {
      title: seed.title,
      slides: [{ image: { ...imageSlide.image, pc: sp, sp: pc } }],
    }).expect(400);
    expect(swapped.body.error_code).toBe("0102003");
    expect(swapped.body.error_message).toContain("1318×100");
    await publishSlides(operator, {
      title: seed.title,
      slides: [{ image: { ...imageSlide.image, pc: `/media/site/${"0".repeat(32)}.png` } }],
    }).expect(400);
    await publishSlides(operator, { title: seed.title, slides: [{ image: { ...imageSlide.image, alt: "" } }] }).expect(
      400,
    );
    // Seeded banner pictures are no slide pictures.
    await publishSlides(operator, {
      title: seed.title,
      slides: [{ image: { ...imageSlide.image, pc: "/media/banners/1-pc.svg" } }],
    }).expect(400);
    expect((await document(operator, "home_slide")).versions).toHaveLength(versionsBefore);
    expect(await auditRows("site_content")).toHaveLength(auditBefore);

    const future = { ...seed.slides[0], title: "来年のお知らせ", startsAt: "2099-01-01T00:00:00+09:00" };
    const published = await publishSlides(operator, {
      title: seed.title,
      slides: [imageSlide, future, ...seed.slides],
    }).expect(200);
    const newVersion = published.body.version as number;
    expect(await auditRows("site_content")).toHaveLength(auditBefore + 1);
    const after = await config("home_slide");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(homeSlideDocumentSchema.strict().parse(after.body)).toEqual({
      title: seed.title,
      slides: [
        {
          title: "",
          text: "",
          link: "/seminars/list",
          linkLabel: "",
          image: { alt: "冬のセミナー特集", src: { pc, sp } },
        },
        ...seed.slides,
      ],
    });
    // Unchanged content: the same ETag answers 304.
    await request(kit.app)
      .get("/public/config/home_slide.json")
      .set("if-none-match", String(after.headers.etag))
      .expect(304);
    // The editor reads the list with its periods.
    const editable = JSON.parse((await document(operator, "home_slide")).document) as { slides: unknown[] };
    expect(editable.slides[1]).toMatchObject({ title: "来年のお知らせ", startsAt: "2099-01-01T00:00:00+09:00" });

    // Rolled back to the shipped slides: served as before, as a new version.
    const rolled = await request(kit.app)
      .post("/v1/operator/site-content/rollback")
      .set(bearer(operator))
      .send({ name: "home_slide", version: 1 })
      .expect(200);
    expect(rolled.body.versions[0]).toMatchObject({ version: newVersion + 1, restored_from: 1 });
    // Version 1 is the shipped file (an earlier test published a new title as version 2).
    expect((await config("home_slide")).body).toEqual({ title: "医療ITナビでできること", slides: seed.slides });
    // And forward again to the image slide: its pictures are re-checked and still pass.
    await request(kit.app)
      .post("/v1/operator/site-content/rollback")
      .set(bearer(operator))
      .send({ name: "home_slide", version: newVersion })
      .expect(200);
    expect((await config("home_slide")).body.slides[0].image).toEqual({ alt: "冬のセミナー特集", src: { pc, sp } });
  });

  it("When two editors publish the slides at once, then each gets its own version", async () => {
    const [a, b] = await Promise.all([editor(), editor()]);
    const seed = JSON.parse((await document(a, "home_slide")).document) as { title: string; slides: unknown[] };
    const before = (await document(a, "home_slide")).version as number;
    const answers = await Promise.all(
      [a, b].map((auth, i) => publishSlides(auth, { ...seed, title: `同時の公開 ${i}` }).expect(200)),
    );
    // Each answer is the document as it stands after its publish; both publishes are kept as versions.
    expect(answers.every((r) => (r.body.version as number) > before)).toBe(true);
    const after = await document(a, "home_slide");
    expect(after.version).toBe(before + 2);
    const numbers = (after.versions as { version: number }[]).map((v) => v.version);
    expect(numbers).toEqual(expect.arrayContaining([before + 1, before + 2]));
  });
});
