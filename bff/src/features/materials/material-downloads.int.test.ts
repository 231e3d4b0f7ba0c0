// Material downloads through the site origin (ADR 209): a download records its leads (and so puts the
// services on the consideration list) only through a mutation that passes Apollo's CSRF prevention; the
// bytes then come once from a one-time URL, and no GET records anything.

import { hashPassword } from "@iryo/api/lib/auth/password";
import { DEMO_PASSWORD } from "@iryo/api/seed/members.seed";
import { DEMO_PROVIDER_EMAIL } from "@iryo/api/seed/negotiations.seed";
import { DEMO_OPERATORS } from "@iryo/api/seed/operators.seed";
import { insertMemberRows } from "@iryo/api/test/member-rows";
import { MATERIAL_CONSENT_VERSION } from "@iryo/domain/material-download";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { signInCookies, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();

const CONSENT = "mutation ($v: Int!) { giveMaterialConsent(consentVersion: $v) { consented } }";
const BUNDLE =
  "mutation ($ids: [ID!]!, $from: String) { requestMaterialBundleDownload(serviceIds: $ids, fromScreen: $from) { url expiresAt } }";
const SERVICE =
  "mutation ($id: ID!, $from: String) { requestServiceMaterialDownload(serviceId: $id, fromScreen: $from) { url } }";
const FILE =
  "mutation ($id: ID!, $from: String) { requestMaterialFileDownload(materialFileId: $id, fromScreen: $from) { url } }";
const LIST = "{ considerationList { serviceId } }";

let passwordHash: string;
let seq = 0;
/** Three services with materials, and one material file of the first. */
let serviceIds: string[] = [];
let fileId: string;

beforeAll(async () => {
  passwordHash = await hashPassword(DEMO_PASSWORD, 1024);
  const rows = await stack()
    .db.selectFrom("material_files")
    .select("service_id")
    .distinct()
    .orderBy("service_id")
    .limit(3)
    .execute();
  serviceIds = rows.map((r) => String(r.service_id));
  const file = await stack()
    .db.selectFrom("material_files")
    .select("id")
    .where("service_id", "=", Number(serviceIds[0]))
    .orderBy("id")
    .executeTakeFirstOrThrow();
  fileId = String(file.id);
});

/** A fresh member signed in through the BFF: the session cookies a browser would hold, and the member's id. */
async function member(consented = true): Promise<{ cookie: string; userId: number }> {
  const email = `bff-material-download-${process.pid}-${++seq}@example.jp`;
  const { userId } = await insertMemberRows(stack().db, {
    email,
    passwordHash,
    member: { hospital_name: "ダウンロード検証病院" },
  });
  const cookie = (await signInCookies(stack().bff.httpServer, email)).join("; ");
  if (consented) {
    const given = await gql(CONSENT, { v: MATERIAL_CONSENT_VERSION }, { cookie }).expect(200);
    expect(given.body.errors).toBeUndefined();
  }
  return { cookie, userId };
}

const leadsOf = (userId: number) =>
  stack()
    .db.selectFrom("material_download_leads")
    .select(["service_id", "channel", "material_file_id", "from_screen"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();

/** A GET of the site origin with the member's cookies, its body collected as bytes. */
const fetchBytes = (path: string, cookie: string) =>
  request(stack().bff.httpServer)
    .get(path)
    .set("cookie", cookie)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    });

describe("a foreign page linking to a download", () => {
  it("When another site sends a signed-in member's browser to the old download links, then no lead is recorded and the consideration list stays empty", async () => {
    const m = await member();
    const links = [
      [`/downloads/services/materials?ids=${serviceIds.join(",")}`, "/review"],
      [
        `/downloads/services/${serviceIds[0]}/materials?from_screen=detail`,
        `/services/material_download/${serviceIds[0]}`,
      ],
      [`/downloads/material-files/${fileId}?from=%2Fcompare`, "/compare"],
    ] as const;
    for (const [link, page] of links) {
      // A top-level navigation carries the SameSite=Lax cookies, but no CSRF preflight header.
      const res = await request(stack().bff.httpServer)
        .get(link)
        .set("cookie", m.cookie)
        .set("sec-fetch-site", "cross-site")
        .set("sec-fetch-mode", "navigate")
        .expect(303);
      expect(res.headers.location).toBe(page);
    }
    expect(await leadsOf(m.userId)).toEqual([]);
    const list = await gql(LIST, {}, { cookie: m.cookie }).expect(200);
    expect(list.body.data.considerationList).toEqual([]);
  });

  it("When the download mutation comes as a form post (no JSON, no preflight header), then it is refused and records nothing; the same request with JSON records", async () => {
    const m = await member();
    const body = JSON.stringify({ query: BUNDLE, variables: { ids: serviceIds } });
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const refused = await request(stack().bff.httpServer)
        .post("/graphql")
        .set("cookie", m.cookie)
        .set("content-type", type)
        .set("sec-fetch-site", "cross-site")
        .send(body);
      expect(refused.status).toBe(400);
      expect(refused.text).not.toContain("/downloads/materials/");
    }
    expect(await leadsOf(m.userId)).toEqual([]);
    const accepted = await gql(BUNDLE, { ids: serviceIds }, { cookie: m.cookie }).expect(200);
    expect(accepted.body.errors).toBeUndefined();
    expect(await leadsOf(m.userId)).toHaveLength(3);
  });
});

describe("a download the member starts on the site", () => {
  it("When a member requests three services' materials, then three leads are recorded once and the one-time URL streams the zip once; a second use is refused", async () => {
    const m = await member();
    const res = await gql(BUNDLE, { ids: serviceIds, from: "consideration" }, { cookie: m.cookie }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { url, expiresAt } = res.body.data.requestMaterialBundleDownload;
    expect(url).toMatch(/^\/downloads\/materials\/[A-Za-z0-9_-]{43}$/);
    expect(Number.isNaN(Date.parse(expiresAt))).toBe(false);
    const leads = await leadsOf(m.userId);
    expect(leads.map((l) => [String(l.service_id), l.channel, l.from_screen]).sort()).toEqual(
      serviceIds.map((id) => [id, "bundle", "consideration"]).sort(),
    );

    const zip = await fetchBytes(url, m.cookie).expect(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment;/);
    expect((zip.body as Buffer).subarray(0, 2).toString()).toBe("PK");

    const again = await fetchBytes(url, m.cookie).expect(303);
    expect(again.headers.location).toBe("/error/404");
    expect(again.headers["content-type"]).not.toBe("application/zip");
    expect(await leadsOf(m.userId)).toHaveLength(3);
    const list = await gql(LIST, {}, { cookie: m.cookie }).expect(200);
    expect(list.body.data.considerationList.map((i: { serviceId: string }) => i.serviceId).sort()).toEqual(
      [...serviceIds].sort(),
    );
  });

  it("When member B follows member A's one-time URL, then B gets nothing and A still gets the file", async () => {
    const a = await member();
    const b = await member();
    const res = await gql(SERVICE, { id: serviceIds[0] }, { cookie: a.cookie }).expect(200);
    const { url } = res.body.data.requestServiceMaterialDownload;
    const theirs = await fetchBytes(url, b.cookie).expect(303);
    expect(theirs.headers.location).toBe("/error/404");
    expect(await leadsOf(b.userId)).toEqual([]);
    await fetchBytes(url, a.cookie).expect(200);
  });

  it("When a member requests one file, then its lead names the file and the URL streams its bytes", async () => {
    const m = await member();
    const res = await gql(FILE, { id: fileId, from: "detail" }, { cookie: m.cookie }).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(await leadsOf(m.userId)).toEqual([
      { service_id: Number(serviceIds[0]), channel: "file", material_file_id: Number(fileId), from_screen: "detail" },
    ]);
    const file = await fetchBytes(res.body.data.requestMaterialFileDownload.url, m.cookie).expect(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("When a member who has not consented requests a download, then 0109002 and no lead; a visitor is asked to sign in", async () => {
    const m = await member(false);
    const refused = await gql(SERVICE, { id: serviceIds[0] }, { cookie: m.cookie }).expect(200);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
    expect(await leadsOf(m.userId)).toEqual([]);
    const visitor = await gql(SERVICE, { id: serviceIds[0] }).expect(200);
    expect(visitor.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});

describe("who may start a download, and a one-time URL under a race", () => {
  it("When provider staff or an operator call any of the three download mutations, then 0109002 and no ticket", async () => {
    for (const email of [DEMO_PROVIDER_EMAIL, DEMO_OPERATORS[0].email]) {
      const cookie = (await signInCookies(stack().bff.httpServer, email)).join("; ");
      for (const [query, variables] of [
        [SERVICE, { id: serviceIds[0] }],
        [BUNDLE, { ids: serviceIds }],
        [FILE, { id: fileId }],
      ] as const) {
        const res = await gql(query, variables, { cookie }).expect(200);
        expect({ email, data: res.body.data, code: res.body.errors?.[0]?.extensions?.errorCode }).toEqual({
          email,
          data: null,
          code: "0109002",
        });
      }
    }
  });

  it("When 20 requests race for one one-time URL, then exactly one gets the bytes and the lead is recorded once", async () => {
    const m = await member();
    const res = await gql(SERVICE, { id: serviceIds[0] }, { cookie: m.cookie }).expect(200);
    const { url } = res.body.data.requestServiceMaterialDownload;

    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await fetchBytes(url, m.cookie)).status),
    );

    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 303)).toHaveLength(19);
    expect(await leadsOf(m.userId)).toHaveLength(1);
  });
});
