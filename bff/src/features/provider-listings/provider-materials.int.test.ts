// Materials through GraphQL (ADR 145): staff of one organisation reach nothing of another's materials,
// and the upload URL is bound to the caller's organisation and service.

import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const LIST = `query($id: ID!) { providerServiceMaterials(serviceId: $id) { serviceId materials { materialId title status change { id state } } } }`;
const UPLOAD = `mutation($b: ID!, $s: ID!, $f: String!) { materialUploadUrl(businessId: $b, serviceId: $s, filename: $f) { uploadUrl storagePath } }`;
const CREATE = `mutation($s: ID!, $input: MaterialDraftInput!) { createMaterialDraft(serviceId: $s, input: $input) { id state objectType } }`;
const SUBMIT = `mutation($id: ID!) { submitMaterialChange(changeId: $id) { id state diff { field } } }`;

type Headers = Record<string, string>;
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

beforeAll(async () => {
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
