// Articles in the publishing workflow (ADR 163): cleaned editor HTML, links to the organisation's own
// services only (0501006), no deletion while a listed service links the article (0501007), none for an
// other-business organisation (0601009), and isolation between organisations.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ARTICLE_LABELS } from "@iryo/domain/provider-article";
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
import { seedDemoDataIfEmpty } from "../../seed/seed.js";
import { makeOperator } from "../../test/operator.test-kit.js";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let tempDir: string;
type Auth = { Authorization: string };

async function signIn(email: string): Promise<Auth> {
  const res = await request(app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

async function operator(): Promise<Auth> {
  const email = "operator-articles@iryo-it-navi.example";
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

async function servicesOf(providerId: number): Promise<number[]> {
  const rows = await database.db
    .selectFrom("services")
    .select("id")
    .where("provider_id", "=", providerId)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

let editor: Auth;
let otherAdmin: Auth;
let ops: Auth;
let ownProvider: number;
let otherProvider: number;
let ownServices: number[];
let otherService: number;

const article = (overrides: Record<string, unknown> = {}) => ({
  title: "電子カルテ導入の進め方",
  summary: "導入までの流れを解説します。",
  body_html: "<p>導入の流れ</p>",
  before_login_html: "<p>続きは会員登録のうえお読みください。</p>",
  after_login_html: "<p>会員向けのチェックリスト</p>",
  tags: ["電子カルテ", " 導入 ", "電子カルテ"],
  service_ids: [] as number[],
  ...overrides,
});

function createDraft(auth: Auth, body: Record<string, unknown>) {
  return request(app).post("/v1/provider/articles").set(auth).send(body);
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

function approve(changeId: number) {
  return request(app).post(`/v1/operator/changes/${changeId}/approve`).set(ops).send({});
}

/** Creates, submits and approves an article of the editor's organisation; answers the public id. */
async function publish(body: Record<string, unknown>): Promise<number> {
  const created = await createDraft(editor, body).expect(201);
  await request(app).post(`/v1/provider/article-changes/${created.body.id}/submit`).set(editor).expect(200);
  const approved = await approve(created.body.id).expect(200);
  expect(approved.body.state).toBe("published");
  return approved.body.object_id as number;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db);
  tempDir = await mkdtemp(join(tmpdir(), "iryo-articles-"));
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
  ops = await operator();
  ownProvider = await providerIdOf(DEMO_PROVIDER_EMAIL);
  otherProvider = await providerIdOf(demoProviderEmail(1));
  ownServices = await servicesOf(ownProvider);
  otherService = (await servicesOf(otherProvider))[0] as number;
});

afterAll(async () => {
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe("creating an article", () => {
  it("When an editor proposes an article, then a draft of the organisation; submitted with a Japanese diff; approved, visitors read it", async () => {
    const created = await createDraft(editor, article({ service_ids: [ownServices[0]] })).expect(201);
    expect(created.body).toMatchObject({ object_type: "article", object_id: null, state: "draft" });
    const listed = await request(app).get("/v1/provider/articles").set(editor).expect(200);
    expect(listed.body.articles[0]).toMatchObject({
      article_id: null,
      status: "draft",
      title: "電子カルテ導入の進め方",
    });
    expect(listed.body.linkable_services.map((s: { id: number }) => s.id)).toEqual(ownServices);
    const submitted = await request(app)
      .post(`/v1/provider/article-changes/${created.body.id}/submit`)
      .set(editor)
      .expect(200);
    const labels = submitted.body.diff.map((d: { label: string }) => d.label);
    expect(labels).toEqual(
      expect.arrayContaining(["タイトル", "本文（HTML）", "ログイン前のみ表示する内容（HTML）", "タグ"]),
    );
    expect(submitted.body.diff.find((d: { field: string }) => d.field === "tags").after).toBe("電子カルテ\n導入");
    const detail = await request(app).get(`/v1/operator/changes/${created.body.id}`).set(ops).expect(200);
    expect(detail.body.change.object_type).toBe("article");
    // A new article: nothing public yet.
    expect(detail.body.current_fields).toBeNull();
    const approved = await approve(created.body.id).expect(200);
    const id = approved.body.object_id as number;
    const page = await request(app).get(`/v1/contents/${id}`).expect(200);
    expect(page.body.body_html).toBe(
      '<p>導入の流れ</p><div data-visibility="before-login"><p>続きは会員登録のうえお読みください。</p></div><div data-visibility="after-login"><p>会員向けのチェックリスト</p></div>',
    );
    expect(page.body.tags).toEqual(["電子カルテ", "導入"]);
    expect(page.body.services.map((s: { service_id: number }) => s.service_id)).toEqual([ownServices[0]]);
    const editable = await request(app).get(`/v1/provider/articles/${id}`).set(editor).expect(200);
    expect(editable.body.version).toMatchObject({
      body_html: "<p>導入の流れ</p>",
      before_login_html: "<p>続きは会員登録のうえお読みください。</p>",
      after_login_html: "<p>会員向けのチェックリスト</p>",
      service_ids: [ownServices[0]],
    });
  });

  it("When a body carries a script, an event handler or a javascript: link, then none of it reaches the public article", async () => {
    const id = await publish(
      article({
        title: "無害化の確認",
        body_html:
          '<p onclick="steal()">本文<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">リンク</a><iframe src="https://evil.example"></iframe>',
        before_login_html: '<div onmouseover="x()">前<style>body{}</style></div>',
        after_login_html: '<a href="java\tscript:alert(4)" style="color:red">後</a>',
      }),
    );
    const page = await request(app).get(`/v1/contents/${id}`).expect(200);
    const html: string = page.body.body_html;
    for (const bad of ["<script", "alert(", "onerror", "onclick", "onmouseover", "javascript:", "<iframe", "style"]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain("本文");
    expect(html).toContain("リンク");
  });

  it("When the body is only a script, then 0101001: nothing would be left to publish", async () => {
    const res = await createDraft(editor, article({ body_html: "<script>alert(1)</script>" })).expect(400);
    expect(res.body.error_code).toBe("0101001");
  });

  it("When an other-business organisation creates an article, then 403 with 0601009", async () => {
    await database.db
      .updateTable("providers")
      .set({ business_kind: "other_business" })
      .where("id", "=", otherProvider)
      .execute();
    try {
      const res = await createDraft(otherAdmin, article()).expect(403);
      expect(res.body.error_code).toBe("0601009");
      expect(res.body.error_message).toBe("その他の事業者は記事を作成できません。");
    } finally {
      await database.db
        .updateTable("providers")
        .set({ business_kind: "it_vendor" })
        .where("id", "=", otherProvider)
        .execute();
    }
    await createDraft(otherAdmin, article({ title: "他社の下書き" })).expect(201);
  });
});

describe("linking services (0501006)", () => {
  it("When an article links another organisation's service or an unknown one, then 400 with 0501006 on create and on edit", async () => {
    for (const ids of [[otherService], [ownServices[0], otherService], [99_999]]) {
      const res = await createDraft(editor, article({ service_ids: ids })).expect(400);
      expect(res.body.error_code).toBe("0501006");
    }
    const id = await publish(article({ title: "紐づけの確認" }));
    const res = await request(app)
      .put(`/v1/provider/articles/${id}/draft`)
      .set(editor)
      .send(article({ service_ids: [otherService] }))
      .expect(400);
    expect(res.body.error_code).toBe("0501006");
  });
});

describe("deleting an article (0501007)", () => {
  it("When a listed service links a published article, then its deletion is 0501007; once unlinked, it is deleted on approval", async () => {
    const id = await publish(article({ title: "削除の確認", service_ids: [ownServices[0]] }));
    const refused = await request(app).post(`/v1/provider/articles/${id}/retire`).set(editor).expect(400);
    expect(refused.body.error_code).toBe("0501007");
    // Unlink through the workflow, then delete.
    const edit = await request(app)
      .put(`/v1/provider/articles/${id}/draft`)
      .set(editor)
      .send(article({ title: "削除の確認", service_ids: [] }))
      .expect(200);
    await request(app).post(`/v1/provider/article-changes/${edit.body.id}/submit`).set(editor).expect(200);
    // The operator sees the public article now: still linked to the service the edit unlinks.
    const review = await request(app).get(`/v1/operator/changes/${edit.body.id}`).set(ops).expect(200);
    expect(review.body.change.service_id).toBeNull();
    const fields = review.body.current_fields as { field: string; label: string; value: string }[];
    expect(fields.map((f) => f.label)).toEqual(Object.values(ARTICLE_LABELS));
    expect(fields.find((f) => f.field === "title")?.value).toBe("削除の確認");
    expect(fields.find((f) => f.field === "services")?.value).not.toBe("（なし）");
    expectCurrentMatchesBefore(review.body);
    await approve(edit.body.id).expect(200);
    const retire = await request(app).post(`/v1/provider/articles/${id}/retire`).set(editor).expect(200);
    const submitted = await request(app)
      .post(`/v1/provider/article-changes/${retire.body.id}/submit`)
      .set(editor)
      .expect(200);
    expect(submitted.body.diff.find((d: { field: string }) => d.field === "status")).toMatchObject({
      before: "公開",
      after: "削除",
    });
    await approve(retire.body.id).expect(200);
    await request(app).get(`/v1/contents/${id}`).expect(404);
  });

  it("When a service is linked after the deletion was submitted, then the approval answers 0501007 and the article stays", async () => {
    const id = await publish(article({ title: "承認時の確認" }));
    const retire = await request(app).post(`/v1/provider/articles/${id}/retire`).set(editor).expect(200);
    await request(app).post(`/v1/provider/article-changes/${retire.body.id}/submit`).set(editor).expect(200);
    await database.db
      .insertInto("content_services")
      .values({ content_id: id, service_id: ownServices[0] as number })
      .execute();
    const res = await approve(retire.body.id).expect(400);
    expect(res.body.error_code).toBe("0501007");
    await request(app).get(`/v1/contents/${id}`).expect(200);
  });

  it("When a never-published draft is deleted, then it is withdrawn and no longer listed", async () => {
    const created = await createDraft(editor, article({ title: "取り下げる下書き" })).expect(201);
    const gone = await request(app).delete(`/v1/provider/article-changes/${created.body.id}`).set(editor).expect(200);
    expect(gone.body.state).toBe("withdrawn");
    const listed = await request(app).get("/v1/provider/articles").set(editor).expect(200);
    expect(listed.body.articles.map((a: { change: { id: number } | null }) => a.change?.id)).not.toContain(
      created.body.id,
    );
  });
});

describe("isolation between organisations", () => {
  it("When staff of another organisation read, edit, submit, withdraw or delete an article or its draft, then 404 and nothing changes", async () => {
    const draft = await createDraft(editor, article({ title: "自社だけの下書き" })).expect(201);
    const id = await publish(article({ title: "自社の公開記事" }));
    const calls = [
      request(app).get(`/v1/provider/article-changes/${draft.body.id}`).set(otherAdmin),
      request(app).put(`/v1/provider/article-changes/${draft.body.id}`).set(otherAdmin).send(article()),
      request(app).post(`/v1/provider/article-changes/${draft.body.id}/submit`).set(otherAdmin),
      request(app).delete(`/v1/provider/article-changes/${draft.body.id}`).set(otherAdmin),
      request(app).get(`/v1/provider/articles/${id}`).set(otherAdmin),
      request(app).put(`/v1/provider/articles/${id}/draft`).set(otherAdmin).send(article()),
      request(app).post(`/v1/provider/articles/${id}/retire`).set(otherAdmin),
    ];
    for (const call of calls) {
      const res = await call.expect(404);
      expect(res.body.error_code).toBe("0109005");
    }
    const theirs = await request(app).get("/v1/provider/articles").set(otherAdmin).expect(200);
    const titles = theirs.body.articles.map((a: { title: string }) => a.title);
    expect(titles).not.toContain("自社だけの下書き");
    expect(titles).not.toContain("自社の公開記事");
    const mine = await request(app).get(`/v1/provider/article-changes/${draft.body.id}`).set(editor).expect(200);
    expect(mine.body.change.state).toBe("draft");
    expect(mine.body.version.title).toBe("自社だけの下書き");
  });

  it("When staff open an editorial article of the portal, then 404: only the organisation's own are editable", async () => {
    await request(app).get("/v1/provider/articles/1").set(editor).expect(404);
  });

  it("When a member calls the provider articles, then 403", async () => {
    const member = await signIn(DEMO_MEMBER_EMAIL);
    await request(app).get("/v1/provider/articles").set(member).expect(403);
  });
});
