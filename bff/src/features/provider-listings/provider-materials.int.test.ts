// Materials through GraphQL (ADR 145): staff of one organisation reach nothing of another's materials,
// the upload URL is bound to the caller's organisation and service, and an approved new material is
// downloaded by a member through the site origin's per-file link, as the material page builds it.

import { TEST_SCRYPT_N } from "@iryo/api/db/test-database";
import { hashPassword } from "@iryo/api/lib/auth/password";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "@iryo/api/seed/members.seed";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import { insertMemberRows } from "@iryo/api/test/member-rows";
import { makeOperator } from "@iryo/api/test/operator.test-kit";
import { MATERIAL_CONSENT_VERSION } from "@iryo/domain/material-download";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, signInCookies, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const LIST = `query($id: ID!) { providerServiceMaterials(serviceId: $id) { serviceId materials { materialId title status change { id state } } } }`;
const UPLOAD = `mutation($b: ID!, $s: ID!, $f: String!) { materialUploadUrl(businessId: $b, serviceId: $s, filename: $f) { uploadUrl storagePath } }`;
const CREATE = `mutation($s: ID!, $input: MaterialDraftInput!) { createMaterialDraft(serviceId: $s, input: $input) { id state objectType } }`;
const SUBMIT = `mutation($id: ID!) { submitMaterialChange(changeId: $id) { id state diff { field } } }`;

type Headers = Record<string, string>;
let operator: Headers;
let editorX: Headers;
let adminY: Headers;
let providerX: number;
let serviceX: string;
let serviceY: string;

async function firstService(email: string): Promise<{ provider: number; service: string }> {
  const row = await stack()
    .db.selectFrom("services as s")
    .innerJoin("provider_accounts as p", "p.provider_id", "s.provider_id")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select(["s.id", "s.provider_id"])
    .where("a.email", "=", email)
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  return { provider: row.provider_id, service: String(row.id) };
}

/** A fresh member (the demo password, hashed cheaply) with the session cookies a browser would hold. */
async function memberCookies(email: string): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_SCRYPT_N);
  await insertMemberRows(stack().db, { email, passwordHash, member: { hospital_name: "素材検証病院" } });
  return (await signInCookies(stack().bff.httpServer, email)).join("; ");
}

/** Uploads `bytes` as `filename` through the site origin and proposes it as a new material of service X. */
async function proposeMaterial(title: string, filename: string, bytes: Buffer): Promise<string> {
  const url = await gql(UPLOAD, { b: String(providerX), s: serviceX, f: filename }, editorX).expect(200);
  expect(url.body.errors).toBeUndefined();
  const { uploadUrl, storagePath } = url.body.data.materialUploadUrl;
  await request(stack().bff.httpServer).put(uploadUrl).set("Content-Type", "application/pdf").send(bytes).expect(200);
  const created = await gql(CREATE, { s: serviceX, input: { title, description: "", storagePath } }, editorX).expect(
    200,
  );
  expect(created.body.errors).toBeUndefined();
  return created.body.data.createMaterialDraft.id;
}

beforeAll(async () => {
  const db = stack().db;
  const email = "operator-bff-materials@iryo-it-navi.example";
  const { password_hash } = await db
    .selectFrom("accounts")
    .select("password_hash")
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("accounts")
    .values({ email, password_hash, email_confirmed_at: new Date(), kind: "operator" })
    .execute();
  const token = await apiIdToken(stack().apiUrl, email);
  // An editor past the second factor (ADR 147): the operator endpoints admit editors and admins only.
  await makeOperator({ app: stack().apiUrl, db }, email, { id_token: token }, "editor");
  operator = bearerHeader(token);
  editorX = await as(demoEditorEmail(0));
  adminY = await as(demoProviderEmail(1));
  const x = await firstService(DEMO_PROVIDER_EMAIL);
  providerX = x.provider;
  serviceX = x.service;
  serviceY = (await firstService(demoProviderEmail(1))).service;
});

describe("materials through GraphQL", () => {
  it("When an editor uploads through the site origin and proposes a material, then it is listed as a draft and submits with a diff", async () => {
    const url = await gql(UPLOAD, { b: String(providerX), s: serviceX, f: "案内.pdf" }, editorX).expect(200);
    expect(url.body.errors).toBeUndefined();
    const { uploadUrl, storagePath } = url.body.data.materialUploadUrl;
    await request(stack().bff.httpServer)
      .put(uploadUrl)
      .set("Content-Type", "application/pdf")
      .send(Buffer.from("%PDF-1.4\n%%EOF\n"))
      .expect(200);
    const created = await gql(
      CREATE,
      { s: serviceX, input: { title: "案内資料", description: "", storagePath } },
      editorX,
    ).expect(200);
    expect(created.body.data.createMaterialDraft).toMatchObject({ state: "draft", objectType: "material" });
    const list = await gql(LIST, { id: serviceX }, editorX).expect(200);
    expect(list.body.data.providerServiceMaterials.materials).toEqual(
      expect.arrayContaining([expect.objectContaining({ materialId: null, title: "案内資料", status: "draft" })]),
    );
    const submitted = await gql(SUBMIT, { id: created.body.data.createMaterialDraft.id }, editorX).expect(200);
    expect(submitted.body.data.submitMaterialChange.state).toBe("submitted");
  });

  it("When staff of Y ask for X's materials, X's upload URL or submit X's change, then NOT_FOUND 0109005", async () => {
    const list = await gql(LIST, { id: serviceX }, adminY).expect(200);
    expect(list.body.errors[0].extensions.errorCode).toBe("0109005");
    const url = await gql(UPLOAD, { b: String(providerX), s: serviceX, f: "a.pdf" }, adminY).expect(200);
    expect(url.body.errors[0].extensions.errorCode).toBe("0109005");
    const mine = await gql(UPLOAD, { b: String(providerX), s: serviceY, f: "a.pdf" }, editorX).expect(200);
    expect(mine.body.errors[0].extensions.errorCode).toBe("0109005");
  });
});

describe("an approved provider material through the site origin", () => {
  const FILES = `query($id: ID!) { serviceMaterial(serviceId: $id) { files { id fileName sizeBytes mimeType } } }`;
  const CONSENT = `mutation($v: Int!) { giveMaterialConsent(consentVersion: $v) { consented } }`;

  it("When an operator approves a new brochure, then a consenting member downloads it by the page's per-file button and the lead names it", async () => {
    const marker = `bff brochure ${Date.now()}`;
    const bytes = Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`);
    const changeId = await proposeMaterial("新しいパンフレット", "brochure-bff.pdf", bytes);
    await gql(SUBMIT, { id: changeId }, editorX).expect(200);
    await request(stack().apiUrl).post(`/v1/operator/changes/${changeId}/approve`).set(operator).send({}).expect(200);

    // The member's material page lists the published file, under the id its link is built from.
    const cookie = await memberCookies(`bff-material-member-${process.pid}@example.jp`);
    const page = await gql(FILES, { id: serviceX }, { cookie }).expect(200);
    expect(page.body.errors).toBeUndefined();
    const files: { id: string; fileName: string; sizeBytes: number; mimeType: string }[] =
      page.body.data.serviceMaterial.files;
    const listed = files.find((f) => f.fileName === "brochure-bff.pdf");
    expect(listed).toMatchObject({ sizeBytes: bytes.length, mimeType: "application/pdf" });
    const DOWNLOAD = `mutation($id: ID!) { requestMaterialFileDownload(materialFileId: $id, fromScreen: "detail") { url } }`;

    // Before the consent, the request is refused with the code that brings back the consent step; after it,
    // the file streams through from the one-time URL (ADR 209).
    const refused = await gql(DOWNLOAD, { id: listed?.id }, { cookie }).expect(200);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
    await gql(CONSENT, { v: MATERIAL_CONSENT_VERSION }, { cookie }).expect(200);
    const requested = await gql(DOWNLOAD, { id: listed?.id }, { cookie }).expect(200);
    expect(requested.body.errors).toBeUndefined();
    const res = await request(stack().bff.httpServer)
      .get(requested.body.data.requestMaterialFileDownload.url)
      .set("cookie", cookie)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe("attachment; filename=brochure-bff.pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect((res.body as Buffer).toString()).toBe(bytes.toString());

    const leads = await stack()
      .db.selectFrom("material_download_leads")
      .select(["service_id", "channel", "from_screen"])
      .where("material_file_id", "=", Number(listed?.id))
      .execute();
    expect(leads).toEqual([{ service_id: Number(serviceX), channel: "file", from_screen: "detail" }]);
  });

  it("When anyone follows an old per-file link, then the browser goes back to the material page and nothing is recorded", async () => {
    const res = await request(stack().bff.httpServer)
      .get(`/downloads/material-files/1?from=${encodeURIComponent("/services/material_download/1")}`)
      .expect(303);
    expect(res.headers.location).toBe("/services/material_download/1");
  });
});
