// Listings and the publishing workflow through GraphQL (ADR 143, 144): the rules keep their catalogue
// codes, staff of one organisation reach nothing of another, and an approval drops the visitor cache —
// at once on the approving BFF, and on the api's catalogue event for any other.

import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import { makeOperator } from "@iryo/api/test/operator.test-kit";
import { addDays, tokyoDateKey } from "@iryo/domain/tokyo-date";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { MemoryResponseStore } from "../../lib/response-cache/store.js";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack({ RESPONSE_CACHE: true, responseStore: new MemoryResponseStore() });
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const LISTING_FIELDS = `name summary description installationCount price initialCost hasFreeTrial hasFreePlan
  serviceUrl ratePlan targetBedCount institutionTypes faqs { question answer } videoUrl categoryIds issueIds
  departmentIds relatedContentIds relatedSeminarIds logo listingStartsOn listingEndsOn`;
const EDITABLE = `query($id: ID!) { providerService(id: $id) { id listing { ${LISTING_FIELDS} } change { id state reason } } }`;
const SAVE = `mutation($id: ID!, $input: ServiceListingInput!) { saveServiceDraft(serviceId: $id, input: $input) { id state } }`;
const SUBMIT = `mutation($id: ID!) { submitServiceDraft(serviceId: $id) { id state diff { field label before after } } }`;
const VISITOR_PRICE = `query($id: ID!) { service(id: $id) { id price } }`;

type Headers = Record<string, string>;
let editorX: Headers;
let adminY: Headers;
let operator: Headers;

async function servicesOf(email: string): Promise<string[]> {
  const db = stack().db;
  const rows = await db
    .selectFrom("services as s")
    .innerJoin("provider_accounts as p", "p.provider_id", "s.provider_id")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select("s.id")
    .where("a.email", "=", email)
    .orderBy("s.id")
    .execute();
  return rows.map((r) => String(r.id));
}

async function listing(headers: Headers, id: string): Promise<Record<string, unknown>> {
  const res = await gql(EDITABLE, { id }, headers).expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.providerService.listing;
}

beforeAll(async () => {
  const db = stack().db;
  const email = "operator-bff-listings@iryo-it-navi.example";
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
  // An editor past the second factor (ADR 147): the operator endpoints admit editors and admins only.
  await makeOperator({ app: stack().apiUrl, db }, email, { id_token: token }, "editor");
  operator = bearerHeader(token);
  editorX = await as(demoEditorEmail(0));
  adminY = await as(demoProviderEmail(1));
});

describe("listings through GraphQL", () => {
  it("When staff of X ask for or save Y's service, then NOT_FOUND 0109005", async () => {
    const [theirs] = await servicesOf(demoProviderEmail(1));
    const [mine] = await servicesOf(DEMO_PROVIDER_EMAIL);
    const read = await gql(EDITABLE, { id: theirs }, editorX).expect(200);
    expect(read.body.errors[0].extensions.errorCode).toBe("0109005");
    const input = await listing(editorX, mine as string);
    const save = await gql(SAVE, { id: theirs, input }, editorX).expect(200);
    expect(save.body.errors[0].extensions.errorCode).toBe("0109005");
    const own = await gql("{ providerServices { id } }", {}, editorX).expect(200);
    const ids = own.body.data.providerServices.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(theirs);
    expect(ids).toContain(mine);
  });

  it("When the rules are broken, then the catalogue codes come back: 0301001, 0301002, 0401001, 0401002", async () => {
    const mine = (await servicesOf(DEMO_PROVIDER_EMAIL))[2] as string;
    const input = await listing(editorX, mine);
    const today = tokyoDateKey(new Date());
    const past = await gql(SAVE, { id: mine, input: { ...input, listingStartsOn: addDays(today, -1) } }, editorX);
    expect(past.body.errors[0].extensions.errorCode).toBe("0301001");

    const db = stack().db;
    const foreign = await db
      .selectFrom("seminars")
      .innerJoin("provider_accounts as p", "p.provider_id", "seminars.organizer_id")
      .innerJoin("accounts as a", "a.id", "p.account_id")
      .select("seminars.id")
      .where("a.email", "=", demoProviderEmail(1))
      .executeTakeFirst();
    const seminarId =
      foreign?.id ??
      (await db.selectFrom("seminars").select("id").where("organizer_id", "is", null).executeTakeFirstOrThrow()).id;
    const linked = await gql(SAVE, { id: mine, input: { ...input, relatedSeminarIds: [String(seminarId)] } }, editorX);
    expect(linked.body.errors[0].extensions.errorCode).toBe("0401001");

    const categories = await db.selectFrom("categories").select("id").orderBy("id").limit(6).execute();
    const many = await gql(
      SAVE,
      { id: mine, input: { ...input, categoryIds: categories.map((c) => String(c.id)) } },
      editorX,
    );
    expect(many.body.errors[0].extensions.errorCode).toBe("0401002");

    await db
      .updateTable("services")
      .set({ listing_starts_on: addDays(today, -2) })
      .where("id", "=", Number(mine))
      .execute();
    const started = await listing(editorX, mine);
    const moved = await gql(SAVE, { id: mine, input: { ...started, listingStartsOn: addDays(today, 3) } }, editorX);
    expect(moved.body.errors[0].extensions.errorCode).toBe("0301002");
  });

  it("When an operator approves, then visitors get the new price at once from this BFF's cache", async () => {
    const mine = (await servicesOf(DEMO_PROVIDER_EMAIL))[0] as string;
    const first = await gql(VISITOR_PRICE, { id: mine }).expect(200);
    const cached = await gql(VISITOR_PRICE, { id: mine }).expect(200);
    expect(cached.headers["x-cache"]).toBe("HIT");
    const oldPrice = first.body.data.service.price as string;

    const input = await listing(editorX, mine);
    await gql(SAVE, { id: mine, input: { ...input, price: "月額 9,800円（GraphQL）" } }, editorX).expect(200);
    const submitted = await gql(SUBMIT, { id: mine }, editorX).expect(200);
    const change = submitted.body.data.submitServiceDraft;
    expect(change.diff).toContainEqual(
      expect.objectContaining({ field: "price", label: "価格", after: "月額 9,800円（GraphQL）" }),
    );
    // Still the old one until approved.
    expect((await gql(VISITOR_PRICE, { id: mine })).body.data.service.price).toBe(oldPrice);

    const queue = await gql(`{ operatorChanges(state: "submitted") { changes { id objectName } } }`, {}, operator);
    expect(queue.body.data.operatorChanges.changes.map((c: { id: string }) => c.id)).toContain(change.id);
    // The operator's view: the public version now, in the diff's texts, and the service it is edited under.
    const review = await gql(
      "query($id: ID!) { operatorChange(id: $id) { change { serviceId } currentFields { field label value } } }",
      { id: change.id },
      operator,
    ).expect(200);
    expect(review.body.data.operatorChange.change.serviceId).toBe(mine);
    expect(review.body.data.operatorChange.currentFields).toContainEqual({
      field: "price",
      label: "価格",
      value: oldPrice || "（なし）",
    });
    const approved = await gql(
      "mutation($id: ID!) { approveChange(id: $id) { id state } }",
      { id: change.id },
      operator,
    ).expect(200);
    expect(approved.body.data.approveChange.state).toBe("published");
    const after = await gql(VISITOR_PRICE, { id: mine }).expect(200);
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body.data.service.price).toBe("月額 9,800円（GraphQL）");
  });

  it("When another BFF (here: the api directly) approves, then the catalogue event drops this BFF's cache", async () => {
    const mine = (await servicesOf(DEMO_PROVIDER_EMAIL))[1] as string;
    await stack().bff.realtime.upstream.ready();
    await gql(VISITOR_PRICE, { id: mine }).expect(200);
    expect((await gql(VISITOR_PRICE, { id: mine })).headers["x-cache"]).toBe("HIT");

    const input = await listing(editorX, mine);
    await gql(SAVE, { id: mine, input: { ...input, price: "月額 7,700円（イベント）" } }, editorX).expect(200);
    const changeId = (await gql(SUBMIT, { id: mine }, editorX)).body.data.submitServiceDraft.id as string;
    const arrived = new Promise<void>((resolve) => {
      const stop = stack().bff.realtime.hub.onCatalogue((event) => {
        if (event.object_id === Number(mine)) {
          stop();
          resolve();
        }
      });
    });
    await request(stack().apiUrl).post(`/v1/operator/changes/${changeId}/approve`).set(operator).send({}).expect(200);
    await arrived;
    expect((await gql(VISITOR_PRICE, { id: mine })).body.data.service.price).toBe("月額 7,700円（イベント）");
  });

  it("When staff upload a logo through the site, then their own service takes it and another organisation's is 404", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const [mine] = await servicesOf(DEMO_PROVIDER_EMAIL);
    const [theirs] = await servicesOf(demoProviderEmail(1));
    const own = await request(stack().bff.httpServer)
      .post(`/provider/uploads/services/${mine}/logo`)
      .set(editorX)
      .set("content-type", "image/png")
      .send(png)
      .expect(201);
    expect(own.body.logo).toMatch(/^provider-logos\/\d+\/[0-9a-f-]{36}\.png$/);
    const foreign = await request(stack().bff.httpServer)
      .post(`/provider/uploads/services/${theirs}/logo`)
      .set(editorX)
      .set("content-type", "image/png")
      .send(png)
      .expect(404);
    expect(foreign.body.error_code).toBe("0109005");
    // A form post (no image type) is never forwarded.
    await request(stack().bff.httpServer)
      .post(`/provider/uploads/services/${mine}/logo`)
      .set(editorX)
      .set("content-type", "text/plain")
      .send("x")
      .expect(400);
  });

  it("When an operator rejects, then the staff see the state and the reason", async () => {
    const theirs = (await servicesOf(demoProviderEmail(1)))[0] as string;
    const input = await listing(adminY, theirs);
    await gql(SAVE, { id: theirs, input: { ...input, targetBedCount: "200床以上" } }, adminY).expect(200);
    const changeId = (await gql(SUBMIT, { id: theirs }, adminY)).body.data.submitServiceDraft.id as string;
    const staffTry = await gql(
      'mutation($id: ID!) { rejectChange(id: $id, reason: "x") { id } }',
      { id: changeId },
      adminY,
    );
    expect(staffTry.body.errors[0].extensions.errorCode).toBe("0109002");
    const rejected = await gql(
      "mutation($id: ID!, $r: String!) { rejectChange(id: $id, reason: $r) { state reason } }",
      { id: changeId, r: "病床数の根拠となる導入事例を添えてください。" },
      operator,
    ).expect(200);
    expect(rejected.body.data.rejectChange).toEqual({
      state: "rejected",
      reason: "病床数の根拠となる導入事例を添えてください。",
    });
    const mine = await gql("{ providerChanges { changes { id state reason diff { label } } } }", {}, adminY);
    expect(mine.body.data.providerChanges.changes).toContainEqual(
      expect.objectContaining({
        id: changeId,
        state: "rejected",
        reason: "病床数の根拠となる導入事例を添えてください。",
      }),
    );
    // Another organisation's staff never see it.
    const x = await gql("{ providerChanges { changes { id } } }", {}, editorX);
    expect(x.body.data.providerChanges.changes.map((c: { id: string }) => c.id)).not.toContain(changeId);
  });
});
