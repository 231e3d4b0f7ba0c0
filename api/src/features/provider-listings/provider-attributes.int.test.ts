import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OperatorRole } from "@iryo/domain/account";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { API_WRITES_PER_ACCOUNT_LIMIT } from "@iryo/domain/rate-limits";
import { ATTRIBUTE_GROUP_OF_KEY, type EditableServiceAttributes } from "@iryo/domain/service-attribute-edits";
import { DATA_CENTRE, SERVICE_FACET } from "@iryo/domain/service-attributes";
import { sql } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createInProcessEventBus } from "../../lib/events/event-bus.js";
import { createMailer } from "../../lib/mail/mailer.js";
import { createLocalFileStore } from "../../lib/storage/local-file-store.js";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../../seed/members.seed.js";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "../../seed/negotiations.seed.js";
import { makeOperator } from "../../test/operator.test-kit.js";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let tempDir: string;
const events: RealtimeEvent[] = [];
type Auth = { Authorization: string };

async function signIn(email: string): Promise<Auth> {
  const res = await request(app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

async function operator(
  label: string,
  role: OperatorRole,
  verified = true,
): Promise<{ auth: Auth; accountId: number }> {
  const email = `operator-attributes-${label}@iryo-it-navi.example`;
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
  const { accountId } = await makeOperator(
    { app, db: database.db },
    email,
    { id_token: auth.Authorization.slice(7) },
    role,
    {
      verified,
    },
  );
  return { auth, accountId };
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

/** A service of the organisation with attributes and, when asked, without two-factor authentication. */
async function serviceWithAttributes(
  providerId: number,
  withoutTwoFactor = false,
): Promise<{ id: number; name: string }> {
  let query = database.db
    .selectFrom("services as s")
    .innerJoin("service_attributes as a", "a.service_id", "s.id")
    .select(["s.id", "s.name"])
    .where("s.provider_id", "=", providerId)
    .where("a.attribute_group", "=", ATTRIBUTE_GROUP_OF_KEY.security)
    .where("a.draft", "=", false);
  if (withoutTwoFactor) query = query.where(sql<string>`${sql.ref("a.value")}->>'two_factor'`, "=", "false");
  const row = await query.orderBy("s.id").executeTakeFirst();
  if (!row) throw new Error(`provider ${providerId} has no service with attributes`);
  return row;
}

let editor: Auth;
let otherAdmin: Auth;
let ops: Auth;
let opsAccountId: number;
let moderator: Auth;
let moderatorBeforeTotp: Auth;
let own: { id: number; name: string };
let other: { id: number; name: string };

interface EditableBody {
  attributes: EditableServiceAttributes;
  published_groups: { key: string; verified_at: string | null }[];
  change: { id: number; state: string } | null;
}

const editable = async (auth: Auth, serviceId: number) =>
  (await request(app).get(`/v1/provider/services/${serviceId}/attributes`).set(auth).expect(200)).body as EditableBody;

const verify = (auth: Auth, serviceId: number, group: string, verified = true) =>
  request(app).post(`/v1/operator/attributes/${serviceId}/verification`).set(auth).send({ group, verified });

async function verificationOf(serviceId: number) {
  const rows = await database.db
    .selectFrom("service_attributes")
    .select(["attribute_group", "verified_at", "verified_by"])
    .where("service_id", "=", serviceId)
    .where("draft", "=", false)
    .execute();
  return new Map(rows.map((r) => [r.attribute_group, r]));
}

async function auditRows(serviceId: number) {
  return database.db
    .selectFrom("operator_audit_log")
    .selectAll()
    .where("target_type", "=", "service_attributes")
    .where("target_id", "like", `${serviceId}:%`)
    .execute();
}

/** The ids of the services the search finds by name with the two-factor facet. */
async function twoFactorHits(name: string): Promise<number[]> {
  const res = await request(app)
    .get("/v1/searches/service")
    .query({ keyword: name, facets: String(SERVICE_FACET.TWO_FACTOR) })
    .expect(200);
  return (res.body as { services: { service_id: number }[] }).services.map((s) => s.service_id);
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: {} });
  tempDir = await mkdtemp(join(tmpdir(), "iryo-attributes-"));
  const bus = createInProcessEventBus();
  bus.subscribe((event) => events.push(event));
  app = createApp({
    db: database.db,
    log: () => {},
    mailer: createMailer({ outboxDir: join(tempDir, "mail"), log: () => {} }),
    devMail: false,
    events: bus,
    fileStore: createLocalFileStore({ rootDir: join(tempDir, "files") }),
    auth: { publicWebUrl: "http://web.test", accountWriteLimit: { ...API_WRITES_PER_ACCOUNT_LIMIT, limit: 100_000 } },
  });
  editor = await signIn(demoEditorEmail(0));
  otherAdmin = await signIn(demoProviderEmail(1));
  ({ auth: ops, accountId: opsAccountId } = await operator("editor", "editor"));
  ({ auth: moderator } = await operator("moderator", "moderator"));
  ({ auth: moderatorBeforeTotp } = await operator("moderator-pending", "moderator", false));
  own = await serviceWithAttributes(await providerIdOf(DEMO_PROVIDER_EMAIL), true);
  other = await serviceWithAttributes(await providerIdOf(demoProviderEmail(1)));
  // A seeded database and several sign-ins: slow on a shared machine.
}, 240_000);

afterAll(async () => {
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

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

describe("another organisation's attributes", () => {
  it("When staff of another organisation read, save, submit or withdraw a service's attribute draft, then 404 and nothing is written", async () => {
    const body = (await editable(otherAdmin, other.id)).attributes;
    await request(app).get(`/v1/provider/services/${own.id}/attributes`).set(otherAdmin).expect(404);
    await request(app).put(`/v1/provider/services/${own.id}/attributes/draft`).set(otherAdmin).send(body).expect(404);
    await request(app).post(`/v1/provider/services/${own.id}/attributes/submit`).set(otherAdmin).expect(404);
    await request(app).delete(`/v1/provider/services/${own.id}/attributes/draft`).set(otherAdmin).expect(404);
    const rows = await database.db
      .selectFrom("publishing_changes")
      .select("id")
      .where("object_type", "=", "attributes")
      .where("object_id", "=", own.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("a refused draft", () => {
  it("When values are outside the enumerations or missing, then 400 with a field error per dotted path", async () => {
    const { attributes } = await editable(editor, own.id);
    const res = await request(app)
      .put(`/v1/provider/services/${own.id}/attributes/draft`)
      .set(editor)
      .send({
        ...attributes,
        security: { ...attributes.security, data_centre: 9 },
        medical_dx: { ...attributes.medical_dx, e_prescription: undefined },
        subsidy: { ...attributes.subsidy, as_of: "2026/11/01" },
      })
      .expect(400);
    expect(res.body.field_errors).toMatchObject({
      "security.data_centre": "0101002",
      "medical_dx.e_prescription": "0101001",
      "subsidy.as_of": "0101002",
    });
    expect(["0101001", "0101002"]).toContain(res.body.error_code);
  });
});

describe("editing, approval and verification", () => {
  it("When an editor adds two-factor and a domestic data centre and an operator approves, then the facet follows, changed groups lose their verification only, and the visitor cache is dropped", async () => {
    // Both groups verified first, so that approval shows which verification it keeps.
    expect((await verify(ops, own.id, "security")).status).toBe(200);
    expect((await verify(ops, own.id, "disclosure")).status).toBe(200);
    expect(await twoFactorHits(own.name)).not.toContain(own.id);
    // The search finds the service by its name without the facet (so the check above can fail).
    const all = await request(app).get("/v1/searches/service").query({ keyword: own.name }).expect(200);
    expect((all.body as { services: { service_id: number }[] }).services.map((s) => s.service_id)).toContain(own.id);

    const { attributes } = await editable(editor, own.id);
    const proposed = {
      ...attributes,
      security: { ...attributes.security, two_factor: true, data_centre: DATA_CENTRE.DOMESTIC, as_of: "2026-11-20" },
    };
    const saved = await request(app)
      .put(`/v1/provider/services/${own.id}/attributes/draft`)
      .set(editor)
      .send(proposed)
      .expect(200);
    expect(saved.body).toMatchObject({
      object_type: "attributes",
      object_id: own.id,
      state: "draft",
      object_name: own.name,
    });
    expect((await editable(editor, own.id)).attributes.security.two_factor).toBe(true);
    // Staff of another organisation cannot see the draft either.
    await request(app).get(`/v1/provider/services/${own.id}/attributes`).set(otherAdmin).expect(404);

    const submitted = await request(app)
      .post(`/v1/provider/services/${own.id}/attributes/submit`)
      .set(editor)
      .expect(200);
    const diffFields = (submitted.body.diff as { field: string; label: string }[]).map((d) => d.field);
    expect(diffFields).toEqual(expect.arrayContaining(["security.as_of", "security.two_factor"]));
    expect(diffFields.every((f) => f.startsWith("security."))).toBe(true);
    expect(submitted.body.diff).toContainEqual(
      expect.objectContaining({ label: "セキュリティ・提供形態：二要素認証", before: "非対応", after: "対応" }),
    );
    // While under review the draft is held.
    await request(app).put(`/v1/provider/services/${own.id}/attributes/draft`).set(editor).send(proposed).expect(409);

    const changeId = submitted.body.id as number;
    const detail = await request(app).get(`/v1/operator/changes/${changeId}`).set(ops).expect(200);
    expect(detail.body.change.object_type).toBe("attributes");
    expect(detail.body.change.service_id).toBe(own.id);
    // The public attributes now, as the rows visitors read: two-factor still 非対応.
    expect(detail.body.current_fields).toContainEqual({
      field: "security.two_factor",
      label: "セキュリティ・提供形態：二要素認証",
      value: "非対応",
    });
    expectCurrentMatchesBefore(detail.body);
    events.length = 0;
    await request(app).post(`/v1/operator/changes/${changeId}/approve`).set(ops).send({}).expect(200);

    expect(events).toContainEqual(
      expect.objectContaining({ type: "catalogue", object_type: "attributes", object_id: own.id }),
    );
    expect(await twoFactorHits(own.name)).toContain(own.id);
    const after = await verificationOf(own.id);
    expect(after.get(ATTRIBUTE_GROUP_OF_KEY.security)).toMatchObject({ verified_at: null, verified_by: null });
    expect(after.get(ATTRIBUTE_GROUP_OF_KEY.disclosure)?.verified_at).not.toBeNull();
    expect(after.get(ATTRIBUTE_GROUP_OF_KEY.disclosure)?.verified_by).toBe(opsAccountId);
    const published = await editable(editor, own.id);
    expect(published.change).toBeNull();
    expect(published.published_groups.find((g) => g.key === "security")?.verified_at).toBeNull();
    expect(published.published_groups.find((g) => g.key === "disclosure")?.verified_at).not.toBeNull();
    expect(published.attributes.security).toMatchObject({ two_factor: true, data_centre: DATA_CENTRE.DOMESTIC });
  });

  it("When nothing changed, then the submission is refused with 0302003", async () => {
    const { attributes } = await editable(editor, own.id);
    await request(app).put(`/v1/provider/services/${own.id}/attributes/draft`).set(editor).send(attributes).expect(200);
    const res = await request(app).post(`/v1/provider/services/${own.id}/attributes/submit`).set(editor).expect(400);
    expect(res.body.error_code).toBe("0302003");
    await request(app).delete(`/v1/provider/services/${own.id}/attributes/draft`).set(editor).expect(200);
  });
});

describe("operator verification", () => {
  it("When a moderator verifies or lists, then 403 (0203001 before the second factor, 0109002 after) and nothing changes", async () => {
    const before = await auditRows(other.id);
    const pending = await verify(moderatorBeforeTotp, other.id, "security");
    expect(pending.status).toBe(403);
    expect(pending.body.error_code).toBe("0203001");
    const res = await verify(moderator, other.id, "security");
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe("0109002");
    await request(app).get("/v1/operator/attributes").set(moderator).expect(403);
    expect(await auditRows(other.id)).toHaveLength(before.length);
    expect((await verificationOf(other.id)).get(ATTRIBUTE_GROUP_OF_KEY.security)?.verified_at).toBeNull();
  });

  it("When an editor verifies a group and clears it again, then each action writes exactly one audit row; repeating writes none", async () => {
    const list = await request(app).get("/v1/operator/attributes").set(ops).expect(200);
    const asOfs = (list.body.services as { oldest_as_of: string }[]).map((s) => s.oldest_as_of);
    expect(asOfs).toEqual([...asOfs].sort());
    expect(list.body.total).toBeGreaterThan(0);

    const verified = await verify(ops, other.id, "security").expect(200);
    const group = (
      verified.body.groups as { key: string; verified_at: string | null; verified_by: string | null; rows: unknown[] }[]
    ).find((g) => g.key === "security");
    expect(group?.verified_at).not.toBeNull();
    expect(group?.verified_by).toBe("試験editor");
    expect(group?.rows.length).toBeGreaterThan(3);
    let audit = await auditRows(other.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "attributes.verify",
      operator_account_id: opsAccountId,
      target_id: `${other.id}:security`,
    });

    await verify(ops, other.id, "security").expect(200);
    expect(await auditRows(other.id)).toHaveLength(1);

    await verify(ops, other.id, "security", false).expect(200);
    audit = await auditRows(other.id);
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => a.action).sort()).toEqual(["attributes.unverify", "attributes.verify"]);
    expect((await verificationOf(other.id)).get(ATTRIBUTE_GROUP_OF_KEY.security)).toMatchObject({
      verified_at: null,
      verified_by: null,
    });
  });

  it("When a service has no attributes or the group is unknown, then 404 or 400", async () => {
    await verify(ops, 2_000_000, "security").expect(404);
    await verify(ops, other.id, "prices").expect(400);
  });
});
