import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MATERIAL_CONSENT_VERSION } from "@iryo/domain/material-download";
import { API_WRITES_PER_ACCOUNT_LIMIT } from "@iryo/domain/rate-limits";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createMailer } from "../../lib/mail/mailer.js";
import { createLocalFileStore } from "../../lib/storage/local-file-store.js";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../../seed/members.seed.js";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "../../seed/negotiations.seed.js";
import { downloadMaterial } from "../../test/member-features.test-kit.js";
import { makeOperator } from "../../test/operator.test-kit.js";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let tempDir: string;
type Auth = { Authorization: string };

const PDF = (marker: string) => Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`);

async function signIn(email: string): Promise<Auth> {
  const res = await request(app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

async function operator(): Promise<Auth> {
  const email = "operator-materials@iryo-it-navi.example";
  const hash = await database.db
    .selectFrom("accounts")
    .select("password_hash")
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("accounts")
    .values({ email, password_hash: hash.password_hash, email_confirmed_at: new Date(), kind: "operator" })
    .execute();
  const auth = await signIn(email);
  // An editor past the second factor: the change endpoints admit editors and admins only (ADR 143, 147).
  await makeOperator({ app, db: database.db }, email, { id_token: auth.Authorization.slice(7) }, "editor");
  return auth;
}

async function providerIdOf(email: string): Promise<number> {
  const row = await database.db
    .selectFrom("provider_accounts as p")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select("p.provider_id")
    .where("a.email", "=", email)
    .executeTakeFirstOrThrow();
  return row.provider_id;
}

async function firstServiceOf(providerId: number): Promise<number> {
  const row = await database.db
    .selectFrom("services")
    .select("id")
    .where("provider_id", "=", providerId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

let editor: Auth;
let otherAdmin: Auth;
let ops: Auth;
let member: Auth;
let ownProvider: number;
let otherProvider: number;
let ownService: number;
let otherService: number;

/** Asks for an upload URL and PUTs `bytes`; answers the key to use in a draft. */
async function upload(
  auth: Auth,
  serviceId: number,
  filename: string,
  bytes: Buffer,
  type = "application/pdf",
  providerId = ownProvider,
): Promise<string> {
  const res = await request(app)
    .get("/v1/material-files/upload-presigned-url")
    .query({ business_id: providerId, service_id: serviceId, filename })
    .set(auth)
    .expect(200);
  const { upload_presigned_url, s3_filepath } = res.body as { upload_presigned_url: string; s3_filepath: string };
  expect(upload_presigned_url).toMatch(/^\/storage\/material-uploads\//);
  await request(app).put(upload_presigned_url).set("Content-Type", type).send(bytes).expect(200);
  return s3_filepath;
}

/** The operators' view of a change: each diff row's 変更前 is the public value now (nothing changed since). */
function expectCurrentMatchesBefore(body: {
  change: { diff: { field: string; before: string }[] };
  current_fields: { field: string; value: string }[] | null;
}) {
  const current = new Map((body.current_fields ?? []).map((f) => [f.field, f.value]));
  expect(body.current_fields).not.toBeNull();
  for (const d of body.change.diff)
    expect({ field: d.field, value: current.get(d.field) ?? "（なし）" }).toEqual({ field: d.field, value: d.before });
}

async function approve(changeId: number) {
  return request(app).post(`/v1/operator/changes/${changeId}/approve`).set(ops).send({}).expect(200);
}

/** The member's download of one file: the ticket requested, then redeemed (ADR 209); 200 or the test fails. */
function download(fileId: number) {
  return downloadMaterial(app, member, `/v1/material-files/${fileId}/download-tickets`);
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: {} });
  tempDir = await mkdtemp(join(tmpdir(), "iryo-materials-"));
  app = createApp({
    db: database.db,
    log: () => {},
    mailer: createMailer({ outboxDir: join(tempDir, "mail"), log: () => {} }),
    devMail: false,
    fileStore: createLocalFileStore({ rootDir: join(tempDir, "files") }),
    auth: { publicWebUrl: "http://web.test", accountWriteLimit: { ...API_WRITES_PER_ACCOUNT_LIMIT, limit: 100_000 } },
  });
  editor = await signIn(demoEditorEmail(0));
  otherAdmin = await signIn(demoProviderEmail(1));
  member = await signIn(DEMO_MEMBER_EMAIL);
  ops = await operator();
  ownProvider = await providerIdOf(DEMO_PROVIDER_EMAIL);
  otherProvider = await providerIdOf(demoProviderEmail(1));
  ownService = await firstServiceOf(ownProvider);
  otherService = await firstServiceOf(otherProvider);
  await request(app)
    .post("/v1/material-downloads/consent")
    .set(member)
    .send({ consent_version: MATERIAL_CONSENT_VERSION })
    .expect(200);
});

afterAll(async () => {
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe("upload URLs for materials", () => {
  it("When an editor asks for their own service, then a single-use URL and a key of id, date and name under the organisation", async () => {
    const res = await request(app)
      .get("/v1/material-files/upload-presigned-url")
      .query({ business_id: ownProvider, service_id: ownService, filename: "製品案内.pdf" })
      .set(editor)
      .expect(200);
    expect(res.body.s3_filepath).toMatch(
      new RegExp(`^materials/${ownProvider}/${ownService}/[0-9a-f-]{36}_\\d{8}_製品案内\\.pdf$`),
    );
    await request(app)
      .put(res.body.upload_presigned_url)
      .set("Content-Type", "application/pdf")
      .send(PDF("a"))
      .expect(200);
    // Single use: a second PUT stores nothing.
    const again = await request(app)
      .put(res.body.upload_presigned_url)
      .set("Content-Type", "application/pdf")
      .send(PDF("b"))
      .expect(403);
    expect(again.body.error_code).toBe("0109002");
  });

  it("When staff name another organisation or its service, then 404 0109005 and no URL", async () => {
    const foreignBusiness = await request(app)
      .get("/v1/material-files/upload-presigned-url")
      .query({ business_id: otherProvider, service_id: otherService, filename: "a.pdf" })
      .set(editor)
      .expect(404);
    expect(foreignBusiness.body.error_code).toBe("0109005");
    const foreignService = await request(app)
      .get("/v1/material-files/upload-presigned-url")
      .query({ business_id: ownProvider, service_id: otherService, filename: "a.pdf" })
      .set(editor)
      .expect(404);
    expect(foreignService.body.error_code).toBe("0109005");
  });

  it("When a member asks for a material upload URL, then 403", async () => {
    await request(app)
      .get("/v1/material-files/upload-presigned-url")
      .query({ business_id: ownProvider, service_id: ownService, filename: "a.pdf" })
      .set(member)
      .expect(403);
  });

  it("When the name is not .pdf or .zip, then 0102001 before any URL", async () => {
    const res = await request(app)
      .get("/v1/material-files/upload-presigned-url")
      .query({ business_id: ownProvider, service_id: ownService, filename: "a.exe" })
      .set(editor)
      .expect(400);
    expect(JSON.stringify(res.body)).toContain("0102001");
  });
});

describe("the checks when a draft takes an upload", () => {
  const draft = (auth: Auth, serviceId: number, key: string) =>
    request(app)
      .post(`/v1/provider/services/${serviceId}/materials`)
      .set(auth)
      .send({ title: "資料", description: "", s3_filepath: key });

  it("When a .pdf is not a PDF, then 0102001 and the upload is gone (a retry with the key is 404)", async () => {
    const key = await upload(editor, ownService, "fake.pdf", Buffer.from("MZ not a pdf at all"));
    const res = await draft(editor, ownService, key).expect(400);
    expect(res.body.error_code).toBe("0102001");
    await draft(editor, ownService, key).expect(404);
  });

  it("When the file is over 5 MB, then 0102002", async () => {
    const big = Buffer.concat([PDF("big"), Buffer.alloc(5_242_880)]);
    const key = await upload(editor, ownService, "big.pdf", big);
    const res = await draft(editor, ownService, key).expect(400);
    expect(res.body.error_code).toBe("0102002");
  });

  it("When the type does not begin with application/, then 0101002", async () => {
    const key = await upload(editor, ownService, "text.pdf", PDF("t"), "text/plain");
    const res = await draft(editor, ownService, key).expect(400);
    expect(res.body.error_code).toBe("0101002");
  });

  it("When staff of another organisation use an upload key of this one, then 404 and no change", async () => {
    const key = await upload(editor, ownService, "mine.pdf", PDF("mine"));
    await draft(otherAdmin, otherService, key).expect(404);
    await draft(otherAdmin, ownService, key).expect(404);
    // The key is still the editor's to use.
    await draft(editor, ownService, key).expect(201);
  });
});

describe("materials through the workflow", () => {
  it("When an editor uploads a brochure, submits, and an operator approves, then it is public and a member downloads it", async () => {
    const key = await upload(editor, ownService, "brochure.pdf", PDF("brochure-v1"));
    const created = await request(app)
      .post(`/v1/provider/services/${ownService}/materials`)
      .set(editor)
      .send({ title: "製品パンフレット", description: "機能の概要", s3_filepath: key })
      .expect(201);
    expect(created.body).toMatchObject({ object_type: "material", object_id: null, state: "draft" });
    // Not public before approval.
    const before = await request(app).get(`/v1/material-files?service_id=${ownService}`).expect(200);
    expect(JSON.stringify(before.body)).not.toContain("brochure.pdf");
    const submitted = await request(app)
      .post(`/v1/provider/material-changes/${created.body.id}/submit`)
      .set(editor)
      .expect(200);
    expect(submitted.body.diff.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(["title", "description", "file_name", "size"]),
    );
    const approved = await approve(created.body.id);
    expect(approved.body.state).toBe("published");
    expect(approved.body.object_id).toEqual(expect.any(Number));
    const files = await request(app).get(`/v1/material-files?service_id=${ownService}`).expect(200);
    const file = (files.body.material_files as { material_file_id: number; file_name: string }[]).find(
      (f) => f.material_file_id === approved.body.object_id,
    );
    expect(file?.file_name).toBe("brochure.pdf");
    const got = await download(approved.body.object_id);
    expect((got.body as Buffer).toString()).toContain("brochure-v1");
  });

  it("When a replacement waits for approval, then members keep the old file; after approval the new one, and leads stay", async () => {
    const key = await upload(editor, ownService, "v1.pdf", PDF("replace-v1"));
    const created = await request(app)
      .post(`/v1/provider/services/${ownService}/materials`)
      .set(editor)
      .send({ title: "価格表", description: "", s3_filepath: key })
      .expect(201);
    await request(app).post(`/v1/provider/material-changes/${created.body.id}/submit`).set(editor).expect(200);
    const materialId = (await approve(created.body.id)).body.object_id as number;
    await download(materialId);

    const key2 = await upload(editor, ownService, "v2.pdf", PDF("replace-v2"));
    const replaced = await request(app)
      .put(`/v1/provider/materials/${materialId}/draft`)
      .set(editor)
      .send({ title: "価格表 2026", description: "改定版", s3_filepath: key2 })
      .expect(200);
    const submitted = await request(app)
      .post(`/v1/provider/material-changes/${replaced.body.id}/submit`)
      .set(editor)
      .expect(200);
    expect(submitted.body.diff).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "file_name", before: "v1.pdf", after: "v2.pdf" })]),
    );
    // The operator sees the public material now beside the replacement, in the diff's texts.
    const review = await request(app).get(`/v1/operator/changes/${replaced.body.id}`).set(ops).expect(200);
    expect(review.body.change.service_id).toBe(ownService);
    expect(review.body.current_fields).toEqual(
      expect.arrayContaining([
        { field: "title", label: "資料名", value: "価格表" },
        { field: "file_name", label: "ファイル名", value: "v1.pdf" },
        { field: "status", label: "公開状態", value: "公開" },
      ]),
    );
    expectCurrentMatchesBefore(review.body);
    // Under review: one open change holds the material.
    const busy = await request(app)
      .put(`/v1/provider/materials/${materialId}/draft`)
      .set(editor)
      .send({ title: "別案", description: "" })
      .expect(409);
    expect(busy.body.error_code).toBe("0302001");
    expect(((await download(materialId)).body as Buffer).toString()).toContain("replace-v1");

    await approve(replaced.body.id);
    expect(((await download(materialId)).body as Buffer).toString()).toContain("replace-v2");
    const leads = await database.db
      .selectFrom("material_download_leads")
      .select("id")
      .where("material_file_id", "=", materialId)
      .execute();
    expect(leads.length).toBe(3);
  });

  it("When a retirement is approved, then visitors no longer see it and a download answers 0302005", async () => {
    const key = await upload(editor, ownService, "old.pdf", PDF("retire"));
    const created = await request(app)
      .post(`/v1/provider/services/${ownService}/materials`)
      .set(editor)
      .send({ title: "旧資料", description: "", s3_filepath: key })
      .expect(201);
    await request(app).post(`/v1/provider/material-changes/${created.body.id}/submit`).set(editor).expect(200);
    const materialId = (await approve(created.body.id)).body.object_id as number;

    const retire = await request(app).post(`/v1/provider/materials/${materialId}/retire`).set(editor).expect(200);
    await request(app).post(`/v1/provider/material-changes/${retire.body.id}/submit`).set(editor).expect(200);
    await download(materialId);
    await approve(retire.body.id);
    const files = await request(app).get(`/v1/material-files?service_id=${ownService}`).expect(200);
    expect(files.body.material_files.some((f: { material_file_id: number }) => f.material_file_id === materialId)).toBe(
      false,
    );
    const gone = await request(app)
      .post(`/v1/material-files/${materialId}/download-tickets`)
      .set(member)
      .send({})
      .expect(404);
    expect(gone.body.error_code).toBe("0302005");
  });

  it("When two replacements of one material are saved at once, then one open change holds it", async () => {
    const key = await upload(editor, ownService, "race.pdf", PDF("race"));
    const created = await request(app)
      .post(`/v1/provider/services/${ownService}/materials`)
      .set(editor)
      .send({ title: "競合", description: "", s3_filepath: key })
      .expect(201);
    await request(app).post(`/v1/provider/material-changes/${created.body.id}/submit`).set(editor).expect(200);
    const materialId = (await approve(created.body.id)).body.object_id as number;
    const answers = await Promise.all(
      ["案A", "案B", "案C"].map((title) =>
        request(app).put(`/v1/provider/materials/${materialId}/draft`).set(editor).send({ title, description: "" }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const open = await database.db
      .selectFrom("publishing_changes")
      .select("id")
      .where("object_type", "=", "material")
      .where("object_id", "=", materialId)
      .where("state", "in", ["draft", "submitted", "approved"])
      .execute();
    expect(open).toHaveLength(1);
  });
});

describe("isolation", () => {
  it("When staff of another organisation list, replace, retire, submit or withdraw this one's materials, then 404", async () => {
    const key = await upload(editor, ownService, "private.pdf", PDF("private"));
    const created = await request(app)
      .post(`/v1/provider/services/${ownService}/materials`)
      .set(editor)
      .send({ title: "社外秘", description: "", s3_filepath: key })
      .expect(201);
    await request(app).get(`/v1/provider/services/${ownService}/materials`).set(otherAdmin).expect(404);
    await request(app).post(`/v1/provider/material-changes/${created.body.id}/submit`).set(otherAdmin).expect(404);
    await request(app).delete(`/v1/provider/material-changes/${created.body.id}`).set(otherAdmin).expect(404);
    await request(app).post(`/v1/provider/material-changes/${created.body.id}/submit`).set(editor).expect(200);
    const materialId = (await approve(created.body.id)).body.object_id as number;
    await request(app)
      .put(`/v1/provider/materials/${materialId}/draft`)
      .set(otherAdmin)
      .send({ title: "乗っ取り", description: "" })
      .expect(404);
    await request(app).post(`/v1/provider/materials/${materialId}/retire`).set(otherAdmin).expect(404);
    const own = await request(app).get(`/v1/provider/services/${ownService}/materials`).set(editor).expect(200);
    expect(own.body.materials.some((m: { material_id: number }) => m.material_id === materialId)).toBe(true);
  });

  it("When someone guesses a storage URL of an uploaded material, then the store refuses it (403)", async () => {
    const key = await upload(editor, ownService, "guess.pdf", PDF("guess"));
    const res = await request(app).get(`/storage/${key}`).set(otherAdmin).expect(403);
    expect(res.body.error_code).toBe("0109002");
    const forged = await request(app).get(`/storage/${key}?expires=9999999999&signature=x&name=a&type=b`).expect(403);
    expect(forged.body.error_code).toBe("0109002");
  });
});
