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
    const admin = await operator(ADMIN, new Date());
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
