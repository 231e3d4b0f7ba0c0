// The console's site content through GraphQL and the site origin (ADR 164): a picture of the wrong size
// answers 0102003 whichever way it arrives, a moderator is refused, and a published banner reaches
// visitors at once (this BFF drops its copies of the documents).

import { DEMO_OPERATORS } from "@iryo/api/seed/operators.seed";
import { totpCode } from "@iryo/api/test/operator.test-kit";
import { solidPng } from "@iryo/api/test/png";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const [ADMIN, MODERATOR] = DEMO_OPERATORS;

/** A demo operator's bearer past the second factor. */
async function operator(account: { readonly email: string; readonly totp_secret: string }, at: Date) {
  const headers = bearerHeader(await apiIdToken(stack().apiUrl, account.email));
  await gql(
    "mutation($c: String!) { verifyOperatorTotp(code: $c) { role } }",
    { c: totpCode(account.totp_secret, at) },
    headers,
  ).expect(200);
  return headers;
}

/** The demo admin past the second factor, once per file (a TOTP step is taken once and only forward). */
let adminHeaders: Promise<Record<string, string>> | undefined;
function adminSession() {
  if (!ADMIN) throw new Error("demo operator missing");
  adminHeaders ??= operator(ADMIN, new Date());
  return adminHeaders;
}

const upload = (headers: Record<string, string>, variant: string, bytes: Buffer) =>
  request(stack().bff.httpServer)
    .post(`/admin/uploads/banner-images/${variant}`)
    .set(headers)
    .set("content-type", "image/png")
    .send(bytes);

const PUBLISH = `mutation($name: String!, $doc: String!) {
  publishSiteContent(name: $name, documentJson: $doc) { version versions { version } }
}`;

describe("site content in the operator console", () => {
  it("When a 1318×101 banner arrives (upload or GraphQL), then 0102003; the right one shows in `banners` at once; a moderator is refused", async () => {
    // Arrange
    if (!ADMIN || !MODERATOR) throw new Error("demo operators missing");
    const admin = await adminSession();
    const moderator = await operator(MODERATOR, new Date());
    const before = await gql("{ banners { id alt srcPc } }").expect(200);

    // Act + Assert: the upload through the site origin refuses the wrong size with the exact one.
    const wrong = await upload(admin, "pc", solidPng(1318, 101)).expect(400);
    expect(wrong.body).toMatchObject({ error_code: "0102003", error_params: { Width: "1318", Height: "100" } });
    const pc = await upload(admin, "pc", solidPng(1318, 100)).expect(201);
    const sp = await upload(admin, "mobile", solidPng(750, 176)).expect(201);

    // GraphQL: the mobile picture given as the PC one is not 1318×100 → 0102003 with its message.
    const banner = { alt: "冬のセミナー特集", link: "/seminars/list", startsAt: null, endsAt: null };
    const swapped = await gql(
      PUBLISH,
      {
        name: "banner",
        doc: JSON.stringify({ banners: [{ ...banner, pc: sp.body.path, sp: pc.body.path }] }),
      },
      admin,
    ).expect(200);
    expect(swapped.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0102003" });
    expect(swapped.body.errors[0].message).toContain("1318×100");

    const refused = await gql(
      PUBLISH,
      {
        name: "banner",
        doc: JSON.stringify({ banners: [{ ...banner, pc: pc.body.path, sp: sp.body.path }] }),
      },
      moderator,
    ).expect(200);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });

    const published = await gql(
      PUBLISH,
      {
        name: "banner",
        doc: JSON.stringify({ banners: [{ ...banner, pc: pc.body.path, sp: sp.body.path }] }),
      },
      admin,
    ).expect(200);
    expect(published.body.data.publishSiteContent.version).toBe(2);
    const after = await gql("{ banners { id alt srcPc srcSp } }").expect(200);
    expect(after.body.data.banners).toEqual([
      { id: "1", alt: "冬のセミナー特集", srcPc: pc.body.path, srcSp: sp.body.path },
    ]);
    expect(after.body.data.banners).not.toEqual(before.body.data.banners);
    // The picture itself comes from the site origin.
    const picture = await request(stack().bff.httpServer).get(pc.body.path).expect(200);
    expect(picture.headers["content-type"]).toBe("image/png");
  });

  it("When an invalid document or JSON is sent, then BAD_USER_INPUT", async () => {
    if (!ADMIN) throw new Error("demo operator missing");
    const admin = await operator(ADMIN, new Date(Date.now() + 30_000));
    const notJson = await gql(PUBLISH, { name: "terms", doc: "{" }, admin).expect(200);
    expect(notJson.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const empty = await gql(PUBLISH, { name: "terms", doc: "{}" }, admin).expect(200);
    expect(empty.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

describe("home slides with pictures (ADR 174)", () => {
  const HOME_SLIDES = "{ home { slide { title slides { title link image { alt srcPc srcSp } } } } }";
  const ROLLBACK = `mutation($name: String!, $version: Int!) {
    rollBackSiteContent(name: $name, version: $version) { version versions { version restoredFrom } }
  }`;

  it("When a slide picture is refused (size, type) or right, then 0102003 / 0102001 or its path; the published image slide is in `home` at once and a rollback removes it", async () => {
    const admin = await adminSession();
    const wrong = await upload(admin, "pc", solidPng(1318, 101)).expect(400);
    expect(wrong.body).toMatchObject({ error_code: "0102003", error_params: { Width: "1318", Height: "100" } });
    const notImage = await request(stack().bff.httpServer)
      .post("/admin/uploads/banner-images/mobile")
      .set(admin)
      .set("content-type", "text/plain")
      .send("not a picture")
      .expect(400);
    expect(notImage.body.error_code).toBe("0102001");
    const pc = (await upload(admin, "pc", solidPng(1318, 100, [10, 120, 60])).expect(201)).body.path as string;
    const sp = (await upload(admin, "mobile", solidPng(750, 176, [10, 120, 60])).expect(201)).body.path as string;

    const before = (await gql(HOME_SLIDES).expect(200)).body.data.home.slide;
    expect(before.slides.every((s: { image: unknown }) => s.image === null)).toBe(true);
    const image = { alt: "春のオンラインセミナー", pc, sp };
    const swapped = await gql(
      PUBLISH,
      {
        name: "home_slide",
        doc: JSON.stringify({ title: before.title, slides: [{ image: { ...image, pc: sp, sp: pc } }] }),
      },
      admin,
    ).expect(200);
    expect(swapped.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0102003" });
    expect(swapped.body.errors[0].message).toContain("1318×100");

    const published = await gql(
      PUBLISH,
      {
        name: "home_slide",
        doc: JSON.stringify({ title: before.title, slides: [{ image, link: "/seminars/list" }] }),
      },
      admin,
    ).expect(200);
    expect(published.body.errors).toBeUndefined();
    const after = (await gql(HOME_SLIDES).expect(200)).body.data.home.slide;
    expect(after.slides).toEqual([
      { title: "", link: "/seminars/list", image: { alt: "春のオンラインセミナー", srcPc: pc, srcSp: sp } },
    ]);

    const rolled = await gql(ROLLBACK, { name: "home_slide", version: 1 }, admin).expect(200);
    expect(rolled.body.data.rollBackSiteContent.versions[0]).toEqual({ version: 3, restoredFrom: 1 });
    expect((await gql(HOME_SLIDES).expect(200)).body.data.home.slide).toEqual(before);
  });
});
