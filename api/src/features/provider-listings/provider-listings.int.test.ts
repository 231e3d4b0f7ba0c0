import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OperatorRole } from "@iryo/domain/account";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { API_WRITES_PER_ACCOUNT_LIMIT } from "@iryo/domain/rate-limits";
import { SERVICE_LISTING_LABELS } from "@iryo/domain/service-listing";
import { addDays, tokyoDateKey } from "@iryo/domain/tokyo-date";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createInProcessEventBus } from "../../lib/events/event-bus.js";
import { createMailer, type Mailer } from "../../lib/mail/mailer.js";
import { createLocalFileStore } from "../../lib/storage/local-file-store.js";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../../seed/members.seed.js";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "../../seed/negotiations.seed.js";
import { DEMO_REJECTED_CHANGE_PROVIDER, DEMO_SUBMITTED_CHANGE_PROVIDER } from "../../seed/publishing.seed.js";
import { makeOperator } from "../../test/operator.test-kit.js";
import { createProviderListingsRepository } from "./provider-listings.repository.js";
import { createProviderListingsService } from "./provider-listings.service.js";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let mailer: Mailer;
let tempDir: string;
const events: RealtimeEvent[] = [];
type Auth = { Authorization: string };

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function signIn(email: string): Promise<Auth> {
  const res = await request(app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

/**
 * An operator of `role` (ADR 147): an operator account with a TOTP secret, signed in with its password
 * and, when `verified`, past the second factor, as the operator test kit makes one.
 */
async function operator(
  label: string,
  role: OperatorRole,
  verified = true,
): Promise<{ auth: Auth; accountId: number }> {
  const email = `operator-listings-${label}@iryo-it-navi.example`;
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

/** The audit rows of one change (ADR 149). */
async function auditOf(changeId: number) {
  return database.db
    .selectFrom("operator_audit_log")
    .selectAll()
    .where("target_type", "=", "change")
    .where("target_id", "=", String(changeId))
    .execute();
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

async function serviceOf(providerId: number, skip = 0): Promise<number> {
  const rows = await database.db
    .selectFrom("services")
    .select("id")
    .where("provider_id", "=", providerId)
    .orderBy("id")
    .execute();
  const row = rows[skip];
  if (!row) throw new Error(`provider ${providerId} has no service #${skip}`);
  return row.id;
}

interface Editable {
  listing: Record<string, unknown> & { price: string; category_ids: number[]; related_seminar_ids: number[] };
  change: { id: number; state: string; reason: string | null } | null;
}

async function editable(auth: Auth, serviceId: number): Promise<Editable> {
  const res = await request(app).get(`/v1/provider/services/${serviceId}`).set(auth).expect(200);
  return res.body as Editable;
}

const today = () => tokyoDateKey(new Date());

let editor: Auth;
let admin: Auth;
let otherAdmin: Auth;
let ops: Auth;
let opsAccountId: number;
let ownProvider: number;
let otherProvider: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: {} });
  tempDir = await mkdtemp(join(tmpdir(), "iryo-listings-"));
  mailer = createMailer({ outboxDir: join(tempDir, "mail"), log: () => {} });
  const bus = createInProcessEventBus();
  bus.subscribe((event) => events.push(event));
  app = createApp({
    db: database.db,
    log: () => {},
    mailer,
    devMail: false,
    events: bus,
    fileStore: createLocalFileStore({ rootDir: join(tempDir, "files") }),
    auth: { publicWebUrl: "http://web.test", accountWriteLimit: { ...API_WRITES_PER_ACCOUNT_LIMIT, limit: 100_000 } },
  });
  editor = await signIn(demoEditorEmail(0));
  admin = await signIn(DEMO_PROVIDER_EMAIL);
  otherAdmin = await signIn(demoProviderEmail(1));
  ({ auth: ops, accountId: opsAccountId } = await operator("editor", "editor"));
  ownProvider = await providerIdOf(DEMO_PROVIDER_EMAIL);
  otherProvider = await providerIdOf(demoProviderEmail(1));
  expect(await providerIdOf(demoEditorEmail(0))).toBe(ownProvider);
  expect(otherProvider).not.toBe(ownProvider);
});

afterAll(async () => {
  await database.close();
  await rm(tempDir, { recursive: true, force: true });
});

beforeEach(() => {
  events.length = 0;
});

describe("the demo seed", () => {
  it("When an operator lists changes, then a submitted and a rejected demo change are there, with diffs", async () => {
    const submitted = await request(app).get("/v1/operator/changes?state=submitted").set(ops).expect(200);
    const rejected = await request(app).get("/v1/operator/changes?state=rejected").set(ops).expect(200);
    type Page = { changes: { provider_id: number; diff: unknown[]; reason: string | null }[] };
    const submittedBy = await providerIdOf(demoProviderEmail(DEMO_SUBMITTED_CHANGE_PROVIDER));
    const rejectedBy = await providerIdOf(demoProviderEmail(DEMO_REJECTED_CHANGE_PROVIDER));
    const s = (submitted.body as Page).changes.find((c) => c.provider_id === submittedBy);
    const r = (rejected.body as Page).changes.find((c) => c.provider_id === rejectedBy);
    expect(s?.diff.length).toBeGreaterThan(0);
    expect(r?.reason).toContain("無料プラン");
    const staffView = await request(app)
      .get("/v1/provider/changes")
      .set(await signIn(demoProviderEmail(DEMO_REJECTED_CHANGE_PROVIDER)))
      .expect(200);
    expect((staffView.body as Page).changes).toContainEqual(expect.objectContaining({ state: "rejected" }));
  });
});

describe("GET /v1/provider/services", () => {
  it("When an editor lists, then exactly the organisation's services are answered, public when untouched", async () => {
    const res = await request(app).get("/v1/provider/services").set(editor).expect(200);
    const services = (res.body as { services: { id: number; status: string }[] }).services;
    const own = await database.db.selectFrom("services").select("id").where("provider_id", "=", ownProvider).execute();
    expect(services.map((s) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
    expect(services.length).toBeGreaterThan(0);
  });

  it("When a member or an operator calls it, then 403", async () => {
    await request(app).get("/v1/provider/services").set(ops).expect(403);
    await request(app)
      .get("/v1/provider/services")
      .set(await signIn(DEMO_MEMBER_EMAIL))
      .expect(403);
  });
});

describe("isolation", () => {
  it("When staff of X read, save, submit, withdraw or upload for Y's service, then 404 0109005 and nothing changes", async () => {
    const theirs = await serviceOf(otherProvider);
    const mine = await editable(editor, await serviceOf(ownProvider));
    const before = await database.db.selectFrom("publishing_changes").select("id").execute();
    for (const call of [
      request(app).get(`/v1/provider/services/${theirs}`).set(editor),
      request(app).put(`/v1/provider/services/${theirs}/draft`).set(editor).send(mine.listing),
      request(app).post(`/v1/provider/services/${theirs}/submit`).set(editor),
      request(app).delete(`/v1/provider/services/${theirs}/draft`).set(editor),
      request(app).post(`/v1/provider/services/${theirs}/logo`).set(editor).set("content-type", "image/png").send(PNG),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error_code: "0109005" });
    }
    expect(await database.db.selectFrom("publishing_changes").select("id").execute()).toEqual(before);
  });

  it("When X's draft names a logo Y uploaded, then 404 and Y's key is never accepted", async () => {
    const theirs = await serviceOf(otherProvider);
    const uploaded = await request(app)
      .post(`/v1/provider/services/${theirs}/logo`)
      .set(otherAdmin)
      .set("content-type", "image/png")
      .send(PNG)
      .expect(201);
    const key = (uploaded.body as { logo: string }).logo;
    expect(key).toMatch(new RegExp(`^provider-logos/${otherProvider}/`));
    const mine = await serviceOf(ownProvider, 1);
    const { listing } = await editable(editor, mine);
    const res = await request(app)
      .put(`/v1/provider/services/${mine}/draft`)
      .set(editor)
      .send({ ...listing, logo: key })
      .expect(404);
    expect(res.body).toMatchObject({ error_code: "0109005" });

    // Guessing a storage URL: X's own signed preview URL with Y's key in its path is refused.
    const own = await request(app)
      .post(`/v1/provider/services/${mine}/logo`)
      .set(editor)
      .set("content-type", "image/png")
      .send(PNG)
      .expect(201);
    const { logo: ownKey, preview_url: ownUrl } = own.body as { logo: string; preview_url: string };
    expect((await request(app).get(ownUrl)).status).toBe(200);
    const guessed = ownUrl.replace(
      ownKey.split("/").map(encodeURIComponent).join("/"),
      key.split("/").map(encodeURIComponent).join("/"),
    );
    expect(guessed).not.toBe(ownUrl);
    expect((await request(app).get(guessed)).status).not.toBe(200);
  });

  it("When staff list their changes, then no change of another organisation appears", async () => {
    const theirs = await serviceOf(otherProvider, 1);
    const { listing } = await editable(otherAdmin, theirs);
    await request(app)
      .put(`/v1/provider/services/${theirs}/draft`)
      .set(otherAdmin)
      .send({ ...listing, price: "他社の下書き" })
      .expect(200);
    const res = await request(app).get("/v1/provider/changes").set(editor).expect(200);
    const changes = (res.body as { changes: { provider_id: number }[] }).changes;
    expect(changes.every((c) => c.provider_id === ownProvider)).toBe(true);
  });
});

describe("listing rules", () => {
  it("When the start date is today or in the past, then 400 0301001 and no draft is written", async () => {
    const id = await serviceOf(ownProvider, 2);
    const { listing } = await editable(editor, id);
    for (const start of [today(), addDays(today(), -3)]) {
      const res = await request(app)
        .put(`/v1/provider/services/${id}/draft`)
        .set(editor)
        .send({ ...listing, listing_starts_on: start })
        .expect(400);
      expect(res.body).toMatchObject({ error_code: "0301001" });
    }
    expect((await editable(editor, id)).change).toBeNull();
  });

  it("When the public listing has started, then changing its start is 0301002 and changing its end is accepted", async () => {
    const id = await serviceOf(ownProvider, 2);
    await database.db
      .updateTable("services")
      .set({ listing_starts_on: addDays(today(), -10), listing_ends_on: null })
      .where("id", "=", id)
      .execute();
    const { listing } = await editable(editor, id);
    const moved = await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({ ...listing, listing_starts_on: addDays(today(), 5) })
      .expect(400);
    expect(moved.body).toMatchObject({ error_code: "0301002" });
    const ended = await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({ ...listing, listing_ends_on: addDays(today(), 30) })
      .expect(200);
    expect(ended.body).toMatchObject({ state: "draft" });
    await request(app).delete(`/v1/provider/services/${id}/draft`).set(editor).expect(200);
  });

  it("When the editor opens a service, then the linkable seminars are only the organisation's own (and those related now)", async () => {
    const id = await serviceOf(ownProvider, 2);
    const res = await request(app).get(`/v1/provider/services/${id}`).set(editor).expect(200);
    const body = res.body as { linkable_seminars: { id: number }[]; listing: { related_seminar_ids: number[] } };
    const own = await database.db.selectFrom("seminars").select("id").where("organizer_id", "=", ownProvider).execute();
    const allowed = new Set([...own.map((s) => s.id), ...body.listing.related_seminar_ids]);
    expect(body.linkable_seminars.every((s) => allowed.has(s.id))).toBe(true);
    const foreign = await database.db
      .selectFrom("seminars")
      .select("id")
      .where("organizer_id", "<>", ownProvider)
      .execute();
    const offered = new Set(body.linkable_seminars.map((s) => s.id));
    expect(foreign.filter((s) => offered.has(s.id) && !body.listing.related_seminar_ids.includes(s.id))).toEqual([]);
  });

  it("When a seminar of another organisation is related, then 400 0401001", async () => {
    const id = await serviceOf(ownProvider, 2);
    const foreign = await database.db
      .selectFrom("seminars")
      .select("id")
      .where((eb) => eb.or([eb("organizer_id", "is", null), eb("organizer_id", "<>", ownProvider)]))
      .executeTakeFirstOrThrow();
    const { listing } = await editable(editor, id);
    const res = await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({
        ...listing,
        related_seminar_ids: [...listing.related_seminar_ids.filter((s) => s !== foreign.id), foreign.id],
      })
      .expect(400);
    expect(res.body).toMatchObject({ error_code: "0401001" });
  });

  it("When more than 5 categories are chosen, then 400 0401002 with the limit in its message", async () => {
    const id = await serviceOf(ownProvider, 2);
    const categories = await database.db.selectFrom("categories").select("id").orderBy("id").limit(6).execute();
    const { listing } = await editable(editor, id);
    const res = await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({ ...listing, category_ids: categories.map((c) => c.id) })
      .expect(400);
    expect(res.body).toMatchObject({ error_code: "0401002" });
    expect((res.body as { error_message: string }).error_message).toContain("5つまで");
  });

  it("When a linked category does not exist, then 404 0109003 (never a 500)", async () => {
    const id = await serviceOf(ownProvider, 2);
    const { listing } = await editable(editor, id);
    const res = await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({ ...listing, category_ids: [999_999] })
      .expect(404);
    expect(res.body).toMatchObject({ error_code: "0109003" });
  });

  it("When the logo is not an image by content, then 0102001; above 1 MB, 0102002", async () => {
    const id = await serviceOf(ownProvider);
    const fake = await request(app)
      .post(`/v1/provider/services/${id}/logo`)
      .set(editor)
      .set("content-type", "image/png")
      .send(Buffer.from("not a png at all"))
      .expect(400);
    expect(fake.body).toMatchObject({ error_code: "0102001" });
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const large = await request(app)
      .post(`/v1/provider/services/${id}/logo`)
      .set(editor)
      .set("content-type", "image/png")
      .send(big)
      .expect(400);
    expect(large.body).toMatchObject({ error_code: "0102002" });
  });
});

describe("the workflow", () => {
  it("When two first saves race, then one open change holds both", async () => {
    const id = await serviceOf(ownProvider, 3);
    const { listing } = await editable(editor, id);
    const results = await Promise.all(
      ["一 円", "二 円"].map((price) =>
        request(app)
          .put(`/v1/provider/services/${id}/draft`)
          .set(editor)
          .send({ ...listing, price }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const open = await database.db
      .selectFrom("publishing_changes")
      .select("id")
      .where("object_id", "=", id)
      .where("state", "in", ["draft", "submitted", "approved"])
      .execute();
    expect(open).toHaveLength(1);
    await request(app).delete(`/v1/provider/services/${id}/draft`).set(editor).expect(200);
  });

  it("When submitted and approved, then the public price changes, the diff is kept, the cache event goes out and a mail is sent", async () => {
    const id = await serviceOf(ownProvider);
    const publicBefore = await request(app).get(`/v1/services/${id}`).expect(200);
    const oldPrice = (publicBefore.body as { price: string }).price;
    const { listing } = await editable(editor, id);
    await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({ ...listing, price: "月額 12,345円" })
      .expect(200);
    // Visitors still see the public version.
    expect(((await request(app).get(`/v1/services/${id}`)).body as { price: string }).price).toBe(oldPrice);
    const submitted = await request(app).post(`/v1/provider/services/${id}/submit`).set(editor).expect(200);
    const change = submitted.body as {
      id: number;
      state: string;
      diff: { field: string; before: string; after: string }[];
    };
    expect(change.state).toBe("submitted");
    expect(change.diff).toContainEqual({
      field: "price",
      label: "価格",
      before: oldPrice || "（なし）",
      after: "月額 12,345円",
    });
    // Under review, the draft cannot be edited.
    const held = await request(app).put(`/v1/provider/services/${id}/draft`).set(editor).send(listing).expect(409);
    expect(held.body).toMatchObject({ error_code: "0302001" });

    const queue = await request(app).get("/v1/operator/changes?state=submitted").set(ops).expect(200);
    expect((queue.body as { changes: { id: number }[] }).changes.map((c) => c.id)).toContain(change.id);
    const detail = await request(app).get(`/v1/operator/changes/${change.id}`).set(ops).expect(200);
    expect(detail.body).toMatchObject({ payload: { price: "月額 12,345円" }, current: { price: oldPrice } });
    expect(detail.body.change.service_id).toBe(id);
    expect(detail.body.current_fields).toContainEqual({ field: "price", label: "価格", value: oldPrice || "（なし）" });
    expect(detail.body.current_fields).toHaveLength(Object.keys(SERVICE_LISTING_LABELS).length);

    const approved = await request(app).post(`/v1/operator/changes/${change.id}/approve`).set(ops).send({}).expect(200);
    expect(approved.body).toMatchObject({ state: "published" });
    const audit = await auditOf(change.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_account_id: opsAccountId, action: "change.approve" });
    expect(audit[0]?.before_values).toEqual({ state: "submitted", publish_at: null });
    expect(audit[0]?.after_values).toEqual({ state: "approved", publish_at: null });
    const decided = await database.db
      .selectFrom("publishing_changes")
      .select("decided_by")
      .where("id", "=", change.id)
      .executeTakeFirstOrThrow();
    expect(decided.decided_by).toBe(opsAccountId);
    expect(((await request(app).get(`/v1/services/${id}`)).body as { price: string }).price).toBe("月額 12,345円");
    expect(events).toContainEqual(
      expect.objectContaining({ type: "catalogue", object_type: "service", object_id: id }),
    );
    const mail = (await mailer.outbox()).find((m) => m.to === demoEditorEmail(0) && m.subject.includes("承認"));
    expect(mail?.text).toContain("承認されました");
    // Deciding twice is refused.
    const again = await request(app).post(`/v1/operator/changes/${change.id}/approve`).set(ops).send({}).expect(409);
    expect(again.body).toMatchObject({ error_code: "0302002" });
    expect(await auditOf(change.id)).toHaveLength(1);
  });

  it("When rejected, then the staff see the reason in their changes and get a mail", async () => {
    const id = await serviceOf(ownProvider, 1);
    const { listing } = await editable(admin, id);
    await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(admin)
      .send({ ...listing, rate_plan: "新しい料金プラン" })
      .expect(200);
    const { body } = await request(app).post(`/v1/provider/services/${id}/submit`).set(admin).expect(200);
    const changeId = (body as { id: number }).id;
    const empty = await request(app).post(`/v1/operator/changes/${changeId}/reject`).set(ops).send({ reason: " " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error_code: "0101001" });
    await request(app)
      .post(`/v1/operator/changes/${changeId}/reject`)
      .set(ops)
      .send({ reason: "料金プランの根拠を記載してください。" })
      .expect(200);
    const audit = await auditOf(changeId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_account_id: opsAccountId,
      action: "change.reject",
      reason: "料金プランの根拠を記載してください。",
    });
    expect(audit[0]?.after_values).toEqual({
      state: "rejected",
      publish_at: null,
      reason: "料金プランの根拠を記載してください。",
    });
    const mine = await request(app).get("/v1/provider/changes").set(editor).expect(200);
    expect((mine.body as { changes: unknown[] }).changes).toContainEqual(
      expect.objectContaining({ id: changeId, state: "rejected", reason: "料金プランの根拠を記載してください。" }),
    );
    const list = await request(app).get("/v1/provider/services").set(editor).expect(200);
    expect((list.body as { services: unknown[] }).services).toContainEqual(
      expect.objectContaining({ id, status: "rejected", reason: "料金プランの根拠を記載してください。" }),
    );
    const mail = (await mailer.outbox()).find((m) => m.to === DEMO_PROVIDER_EMAIL && m.subject.includes("差し戻"));
    expect(mail?.text).toContain("料金プランの根拠を記載してください。");
    expect(events.filter((e) => e.type === "catalogue")).toEqual([]);
  });

  it("When approved for a later time, then nothing is public until the publisher runs at that time", async () => {
    const id = await serviceOf(ownProvider, 3);
    const { listing } = await editable(editor, id);
    await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({ ...listing, initial_cost: "初期費用 0円（予約公開）" })
      .expect(200);
    const { body } = await request(app).post(`/v1/provider/services/${id}/submit`).set(editor).expect(200);
    const changeId = (body as { id: number }).id;
    const past = await request(app)
      .post(`/v1/operator/changes/${changeId}/approve`)
      .set(ops)
      .send({ publish_at: new Date(Date.now() - 60_000).toISOString() })
      .expect(400);
    expect(past.body).toMatchObject({ error_code: "0302004" });
    const publishAt = new Date(Date.now() + 3_600_000);
    await request(app)
      .post(`/v1/operator/changes/${changeId}/approve`)
      .set(ops)
      .send({ publish_at: publishAt.toISOString() })
      .expect(200);
    const service = createProviderListingsService({
      repo: createProviderListingsRepository(database.db),
      store: createLocalFileStore({ rootDir: join(tempDir, "files") }),
      mailer,
      now: () => new Date(),
      publicWebUrl: "http://web.test",
      log: () => {},
      publishEvent: async (event) => {
        events.push(event);
      },
    });
    expect(await service.publishDue(new Date())).toBe(0);
    expect(
      ((await request(app).get(`/v1/services/${id}/overview`)).body as { initial_cost?: string }).initial_cost,
    ).not.toBe("初期費用 0円（予約公開）");
    expect(await service.publishDue(new Date(publishAt.getTime() + 1000))).toBe(1);
    const row = await database.db
      .selectFrom("services")
      .select("initial_cost")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.initial_cost).toBe("初期費用 0円（予約公開）");
    expect(events).toContainEqual(expect.objectContaining({ type: "catalogue", object_id: id }));
  });

  it("When a logo is uploaded and approved, then the public service serves the new image", async () => {
    const id = await serviceOf(ownProvider, 4);
    const uploaded = await request(app)
      .post(`/v1/provider/services/${id}/logo`)
      .set(editor)
      .set("content-type", "image/png")
      .send(PNG)
      .expect(201);
    const { logo } = uploaded.body as { logo: string };
    const { listing } = await editable(editor, id);
    await request(app)
      .put(`/v1/provider/services/${id}/draft`)
      .set(editor)
      .send({ ...listing, logo })
      .expect(200);
    const { body } = await request(app).post(`/v1/provider/services/${id}/submit`).set(editor).expect(200);
    await request(app)
      .post(`/v1/operator/changes/${(body as { id: number }).id}/approve`)
      .set(ops)
      .send({})
      .expect(200);
    const row = await database.db
      .selectFrom("services")
      .select("logo_image_filepath")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.logo_image_filepath).toBe(`data:image/png;base64,${PNG.toString("base64")}`);
  });

  it("When an operator has not passed the second factor, then 403 0203001; a moderator is refused", async () => {
    const { auth: unverified } = await operator("unverified", "admin", false);
    const res = await request(app).get("/v1/operator/changes").set(unverified).expect(403);
    expect(res.body).toMatchObject({ error_code: "0203001" });
    const { auth: moderator } = await operator("moderator", "moderator");
    await request(app).get("/v1/operator/changes").set(moderator).expect(403);
    await request(app).post("/v1/operator/changes/1/reject").set(moderator).send({ reason: "x" }).expect(403);
    const { auth: operatorAdmin } = await operator("admin", "admin");
    await request(app).get("/v1/operator/changes").set(operatorAdmin).expect(200);
  });

  it("When staff call the operator API, then 403", async () => {
    await request(app).get("/v1/operator/changes").set(admin).expect(403);
    await request(app).post("/v1/operator/changes/1/approve").set(admin).send({}).expect(403);
  });
});
