// Articles through GraphQL (ADR 163): 0601009, 0501006, 0501007, the cleaned body on the public page
// (visitors never get the after-login block), and isolation between organisations.

import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import { makeOperator } from "@iryo/api/test/operator.test-kit";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const LIST = `{ providerArticles { articles { articleId title status change { id state } } linkableServices { id title } } }`;
const CREATE = `mutation($input: ArticleDraftInput!) { createArticleDraft(input: $input) { id state objectType } }`;
const SAVE = `mutation($id: ID!, $input: ArticleDraftInput!) { saveArticleDraft(articleId: $id, input: $input) { id state } }`;
const UPDATE = `mutation($id: ID!, $input: ArticleDraftInput!) { updateArticleChange(changeId: $id, input: $input) { id state } }`;
const CHANGE = `query($id: ID!) { providerArticleChange(changeId: $id) { articleId version { title bodyHtml beforeLoginHtml serviceIds } change { state } } }`;
const EDITABLE = `query($id: ID!) { providerArticle(articleId: $id) { articleId version { title serviceIds } } }`;
const RETIRE = `mutation($id: ID!) { retireArticleDraft(articleId: $id) { id state } }`;
const SUBMIT = `mutation($id: ID!) { submitArticleChange(changeId: $id) { id state diff { field label } } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawArticleChange(changeId: $id) { id state } }`;
const APPROVE = "mutation($id: ID!) { approveChange(id: $id) { id state objectId } }";
const PUBLIC = `query($id: ID!) { content(id: $id) { title bodyHtml hasMembersOnlyPart } }`;

type Headers = Record<string, string>;
let editorX: Headers;
let adminY: Headers;
let operator: Headers;
let serviceX: string;
let serviceY: string;

const input = (overrides: Record<string, unknown> = {}) => ({
  title: "GraphQLで書いた記事",
  summary: "",
  bodyHtml: "<p>公開部分</p>",
  beforeLoginHtml: "<p>ログインすると続きを読めます。</p>",
  afterLoginHtml: "<p>会員だけの内容</p>",
  tags: ["導入事例"],
  serviceIds: [] as string[],
  ...overrides,
});

async function firstService(email: string): Promise<string> {
  const row = await stack()
    .db.selectFrom("services as s")
    .innerJoin("provider_accounts as p", "p.provider_id", "s.provider_id")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select("s.id")
    .where("a.email", "=", email)
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const errorCode = (res: { body: { errors?: { extensions: { errorCode: string } }[] } }) =>
  res.body.errors?.[0]?.extensions.errorCode;

/** Creates, submits and approves an article of X through GraphQL; answers its public id. */
async function publish(fields: Record<string, unknown>): Promise<string> {
  const created = await gql(CREATE, { input: input(fields) }, editorX).expect(200);
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data.createArticleDraft.id;
  const submitted = await gql(SUBMIT, { id }, editorX).expect(200);
  expect(submitted.body.errors).toBeUndefined();
  const approved = await gql(APPROVE, { id }, operator).expect(200);
  expect(approved.body.data.approveChange.state).toBe("published");
  return approved.body.data.approveChange.objectId;
}

beforeAll(async () => {
  const db = stack().db;
  const email = "operator-bff-articles@iryo-it-navi.example";
  const hash = await db
    .selectFrom("accounts")
    .select("password_hash")
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("accounts")
    .values({ email, password_hash: hash.password_hash, email_confirmed_at: new Date(), kind: "operator" })
    .execute();
  const token = await apiIdToken(stack().apiUrl, email);
  await makeOperator({ app: stack().apiUrl, db }, email, { id_token: token }, "editor");
  operator = bearerHeader(token);
  editorX = await as(demoEditorEmail(0));
  adminY = await as(demoProviderEmail(1));
  serviceX = await firstService(DEMO_PROVIDER_EMAIL);
  serviceY = await firstService(demoProviderEmail(1));
});

describe("articles through GraphQL", () => {
  it("When an editor publishes an article with a script and a before-login block, then visitors get it cleaned and without the after-login block", async () => {
    const id = await publish({
      bodyHtml: '<p>公開部分<img src="/x.png" onerror="alert(1)"></p><script>alert(2)</script>',
      afterLoginHtml: '<p><a href="javascript:alert(3)">会員だけの内容</a></p>',
    });
    const visitor = await gql(PUBLIC, { id }).expect(200);
    const html: string = visitor.body.data.content.bodyHtml;
    expect(html).toContain("公開部分");
    expect(html).toContain("ログインすると続きを読めます。");
    expect(html).not.toContain("会員だけの内容");
    for (const bad of ["<script", "onerror", "alert(", "javascript:"]) expect(html).not.toContain(bad);
    expect(visitor.body.data.content.hasMembersOnlyPart).toBe(true);
    const stored = await stack()
      .db.selectFrom("contents")
      .select("body_html")
      .where("id", "=", Number(id))
      .executeTakeFirstOrThrow();
    for (const bad of ["<script", "onerror", "alert(", "javascript:"]) expect(stored.body_html).not.toContain(bad);
  });

  it("When an other-business organisation creates an article, then FORBIDDEN 0601009", async () => {
    const providerY = await stack()
      .db.selectFrom("services")
      .select("provider_id")
      .where("id", "=", Number(serviceY))
      .executeTakeFirstOrThrow();
    const set = (kind: "it_vendor" | "other_business") =>
      stack()
        .db.updateTable("providers")
        .set({ business_kind: kind })
        .where("id", "=", providerY.provider_id)
        .execute();
    await set("other_business");
    try {
      const res = await gql(CREATE, { input: input() }, adminY).expect(200);
      expect(errorCode(res)).toBe("0601009");
    } finally {
      await set("it_vendor");
    }
  });

  it("When an article links another organisation's service, then 0501006 on create and update", async () => {
    const created = await gql(CREATE, { input: input({ serviceIds: [serviceY] }) }, editorX).expect(200);
    expect(errorCode(created)).toBe("0501006");
    const draft = await gql(CREATE, { input: input({ serviceIds: [serviceX] }) }, editorX).expect(200);
    const id = draft.body.data.createArticleDraft.id;
    const updated = await gql(UPDATE, { id, input: input({ serviceIds: [serviceX, serviceY] }) }, editorX).expect(200);
    expect(errorCode(updated)).toBe("0501006");
    await gql(WITHDRAW, { id }, editorX).expect(200);
  });

  it("When a listed service links a published article, then its deletion is 0501007", async () => {
    const id = await publish({ title: "削除できない記事", serviceIds: [serviceX] });
    const res = await gql(RETIRE, { id }, editorX).expect(200);
    expect(errorCode(res)).toBe("0501007");
    const editable = await gql(EDITABLE, { id }, editorX).expect(200);
    expect(editable.body.data.providerArticle.version.serviceIds).toEqual([serviceX]);
  });

  it("When staff of Y read or change X's article drafts and articles, then NOT_FOUND 0109005", async () => {
    const draft = await gql(CREATE, { input: input({ title: "Xの下書き" }) }, editorX).expect(200);
    const changeId = draft.body.data.createArticleDraft.id;
    const articleId = await publish({ title: "Xの記事" });
    const attempts = [
      gql(CHANGE, { id: changeId }, adminY),
      gql(UPDATE, { id: changeId, input: input({ title: "書き換え" }) }, adminY),
      gql(SUBMIT, { id: changeId }, adminY),
      gql(WITHDRAW, { id: changeId }, adminY),
      gql(EDITABLE, { id: articleId }, adminY),
      gql(SAVE, { id: articleId, input: input({ title: "書き換え" }) }, adminY),
      gql(RETIRE, { id: articleId }, adminY),
    ];
    for (const attempt of attempts) expect(errorCode(await attempt.expect(200))).toBe("0109005");
    const listY = await gql(LIST, {}, adminY).expect(200);
    const titles = listY.body.data.providerArticles.articles.map((a: { title: string }) => a.title);
    expect(titles).not.toContain("Xの下書き");
    expect(titles).not.toContain("Xの記事");
    expect(listY.body.data.providerArticles.linkableServices.map((s: { id: string }) => s.id)).not.toContain(serviceX);
    const mine = await gql(CHANGE, { id: changeId }, editorX).expect(200);
    expect(mine.body.data.providerArticleChange.version.title).toBe("Xの下書き");
    expect(mine.body.data.providerArticleChange.change.state).toBe("draft");
  });
});
