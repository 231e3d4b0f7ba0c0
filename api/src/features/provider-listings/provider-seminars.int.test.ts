import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SeminarVersion } from "@iryo/domain/contracts/provider-seminars";
import { SHARED_MEMBER_FIELDS } from "@iryo/domain/material-download";
import { API_WRITES_PER_ACCOUNT_LIMIT } from "@iryo/domain/rate-limits";
import { SEMINAR_LABELS, seminarReceptionStatusAt } from "@iryo/domain/seminar-schedule";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createMailer, type Mailer, type MailMessage } from "../../lib/mail/mailer.js";
import { createLocalFileStore } from "../../lib/storage/local-file-store.js";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../../seed/members.seed.js";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "../../seed/negotiations.seed.js";
import { seedDemoDataIfEmpty } from "../../seed/seed.js";
import { makeOperator } from "../../test/operator.test-kit.js";
import { createProviderListingsRepository } from "./provider-listings.repository.js";
import { changeItem } from "./provider-listings.service.js";
import { createProviderSeminarsRepository } from "./provider-seminars.repository.js";
import { createProviderSeminarsService } from "./provider-seminars.service.js";

const DAY = 86_400_000;
/** The member's consent to share the previewed details with the organiser (ADR 173). */
const CONSENT = { share_details: true } as const;
const HOUR = 3_600_000;

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let tempDir: string;
type Auth = { Authorization: string };

/** The clock every request of the app reads (moved by the tests; tokens are signed again after a move). */
const START = new Date();
let clock = START;
const later = (ms: number) => new Date(START.getTime() + ms);

async function signIn(email: string): Promise<Auth> {
  const res = await request(app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

async function operator(): Promise<Auth> {
  const email = "operator-seminars@iryo-it-navi.example";
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
  // The code of the app's clock, which stands still at START however long the seed took.
  await makeOperator({ app, db: database.db }, email, { id_token: auth.Authorization.slice(7) }, "editor", {
    at: clock,
  });
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
let ownService: number;
let otherService: number;

/** A valid online seminar: reception from day 1 to day 5, held on day 6 for 90 minutes, reminder day 5 noon. */
function version(change: Partial<SeminarVersion> = {}): SeminarVersion {
  return {
    title: "電子カルテ移行の進め方セミナー",
    description_html: "<p>移行計画の立て方を解説します。</p>",
    meeting_type: 2,
    starts_at: later(6 * DAY).toISOString(),
    ends_at: later(6 * DAY + 1.5 * HOUR).toISOString(),
    venue: "",
    capacity: 50,
    reception_starts_at: later(1 * DAY).toISOString(),
    reception_ends_at: later(5 * DAY).toISOString(),
    reminder_at: later(5 * DAY + 12 * HOUR).toISOString(),
    delivery_url: "https://meet.example.jp/seminar/abc",
    archive_url: "",
    archive_ends_at: null,
    tags: ["電子カルテ", "移行"],
    service_ids: [ownService],
    ...change,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db);
  tempDir = await mkdtemp(join(tmpdir(), "iryo-seminars-"));
  app = createApp({
    db: database.db,
    log: () => {},
    mailer: createMailer({ outboxDir: join(tempDir, "mail"), log: () => {} }),
    devMail: false,
    fileStore: createLocalFileStore({ rootDir: join(tempDir, "files") }),
    auth: {
      publicWebUrl: "http://web.test",
      now: () => clock,
      accountWriteLimit: { ...API_WRITES_PER_ACCOUNT_LIMIT, limit: 100_000 },
    },
  });
  editor = await signIn(demoEditorEmail(0));
  otherAdmin = await signIn(demoProviderEmail(1));
  ops = await operator();
  const first = async (email: string) => {
    const [id] = await servicesOf(await providerIdOf(email));
    if (id === undefined) throw new Error(`${email} has no service`);
    return id;
  };
  ownService = await first(DEMO_PROVIDER_EMAIL);
  otherService = await first(demoProviderEmail(1));
});

afterAll(async () => {
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

/** The ids of the first page (20) of seminars of a status, as visitors filter them. */
async function idsOfStatus(status: number): Promise<number[]> {
  const res = await request(app).get("/v1/seminars/search").query({ status, page_size: 20 }).expect(200);
  return (res.body.seminars as { seminar_id: number }[]).map((s) => s.seminar_id);
}

const create = (auth: Auth, body: SeminarVersion) => request(app).post("/v1/provider/seminars").set(auth).send(body);

describe("the rules of a seminar draft (REST)", () => {
  it.each<[string, string, Partial<SeminarVersion>]>([
    ["the reminder is after the start", "0701004", { reminder_at: later(6 * DAY + HOUR).toISOString() }],
    ["the reminder time has passed", "0701004", { reminder_at: later(-HOUR).toISOString() }],
    ["an online seminar has no delivery URL", "0701005", { delivery_url: "" }],
    ["the seminar ends before it starts", "0701005", { ends_at: later(6 * DAY - HOUR).toISOString() }],
    ["an archive URL has no end", "0701005", { archive_url: "https://video.example.jp/a" }],
    ["the reception closes after the start", "0701006", { reception_ends_at: later(6 * DAY + 60_000).toISOString() }],
    ["the reception opens after it closes", "0701006", { reception_starts_at: later(5 * DAY + HOUR).toISOString() }],
  ])("When %s, then %s and no draft", async (_, code, change) => {
    const before = await database.db
      .selectFrom("publishing_changes")
      .select("id")
      .where("object_type", "=", "seminar")
      .execute();
    const res = await create(editor, version(change)).expect(400);
    expect(res.body.error_code).toBe(code);
    const after = await database.db
      .selectFrom("publishing_changes")
      .select("id")
      .where("object_type", "=", "seminar")
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it("When the seminar links another organisation's service, then 0401001", async () => {
    const res = await create(editor, version({ service_ids: [ownService, otherService] })).expect(400);
    expect(res.body.error_code).toBe("0401001");
  });

  it("When an organisation of the other-business kind creates a seminar, then 0701001 (403)", async () => {
    const email = demoProviderEmail(2);
    const providerId = await providerIdOf(email);
    await database.db
      .updateTable("providers")
      .set({ business_kind: "other_business" })
      .where("id", "=", providerId)
      .execute();
    try {
      const [service] = await servicesOf(providerId);
      const res = await create(await signIn(email), version({ service_ids: service ? [service] : [] })).expect(403);
      expect(res.body.error_code).toBe("0701001");
    } finally {
      await database.db
        .updateTable("providers")
        .set({ business_kind: "it_vendor" })
        .where("id", "=", providerId)
        .execute();
    }
  });

  it("When an offline seminar has no venue, then 0101001", async () => {
    const res = await create(editor, version({ meeting_type: 1, venue: "", delivery_url: "" })).expect(400);
    expect(res.body.error_code).toBe("0101001");
  });
});

describe("a seminar through the workflow, and its reception status over time", () => {
  let changeId: number;
  let seminarId: number;

  it("When the editor creates and submits a seminar, then the diff has Japanese labels and visitors see nothing yet", async () => {
    const created = await create(editor, version()).expect(201);
    changeId = created.body.id;
    expect(created.body).toMatchObject({ object_type: "seminar", object_id: null, state: "draft" });
    const submitted = await request(app)
      .post(`/v1/provider/seminar-changes/${changeId}/submit`)
      .set(editor)
      .expect(200);
    const labels = (submitted.body.diff as { label: string; after: string }[]).map((d) => d.label);
    expect(labels).toEqual(
      expect.arrayContaining(["セミナー名", "開催形式", "開始日時", "受付終了日時", "配信URL", "関連サービス"]),
    );
    const kind = (submitted.body.diff as { field: string; after: string }[]).find((d) => d.field === "meeting_type");
    expect(kind?.after).toBe("オンライン");
    const rows = await database.db.selectFrom("seminars").select("id").where("title", "=", version().title).execute();
    expect(rows).toHaveLength(0);
  });

  it("When the operator approves, then the seminar is public, before reception (1), with the delivery URL kept private", async () => {
    const approved = await request(app).post(`/v1/operator/changes/${changeId}/approve`).set(ops).send({}).expect(200);
    expect(approved.body.state).toBe("published");
    seminarId = approved.body.object_id;
    const detail = await request(app).get(`/v1/seminars/${seminarId}`).expect(200);
    expect(detail.body.reception_status).toBe(1);
    expect(JSON.stringify(detail.body)).not.toContain("meet.example.jp");
    const own = await request(app).get("/v1/provider/seminars").set(editor).expect(200);
    expect(own.body.seminars).toContainEqual(
      expect.objectContaining({ seminar_id: seminarId, status: "public", reception_status: 1 }),
    );
  });

  it("When the clock reaches the reception, then the lists, the filter and the enrolment all say accepting (2)", async () => {
    clock = later(1 * DAY + HOUR);
    const member = await signIn(DEMO_MEMBER_EMAIL);
    expect(await idsOfStatus(2)).toContain(seminarId);
    expect(await idsOfStatus(1)).not.toContain(seminarId);
    const detail = await request(app).get(`/v1/seminars/${seminarId}`).expect(200);
    expect(detail.body.reception_status).toBe(2);
    await request(app).post(`/v1/seminars/${seminarId}/enroll`).set(member).send(CONSENT).expect(201);
  });

  it("When the staff open the enrolment list and its CSV, then they see exactly the consented details, as UTF-8 with BOM", async () => {
    const auth = await signIn(demoEditorEmail(0));
    const list = await request(app).get(`/v1/provider/seminars/${seminarId}/enrollments`).set(auth).expect(200);
    expect(list.body.enrolled_count).toBe(1);
    const [enrolment] = list.body.enrollments;
    expect(enrolment.sharing).toBe("shared");
    expect(enrolment.details.map((d: { key: string }) => d.key)).toEqual(SHARED_MEMBER_FIELDS.map((f) => f.key));
    expect(enrolment.details.find((d: { key: string }) => d.key === "email").value).toBe(DEMO_MEMBER_EMAIL);
    const csv = await request(app)
      .get(`/v1/provider/seminars/${seminarId}/enrollments/csv`)
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const bytes = csv.body as Buffer;
    expect(csv.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const [header, first] = text.split("\r\n");
    expect(header).toBe(
      [
        "申込番号",
        "セミナー",
        "申込日時",
        "状態",
        "キャンセル日時",
        "会員情報の共有",
        ...SHARED_MEMBER_FIELDS.map((f) => f.label),
      ]
        .map((h) => `"${h}"`)
        .join(","),
    );
    expect(first).toContain('"申込中"');
    expect(first).toContain('"同意のうえ共有"');
    expect(first).toContain(`"${DEMO_MEMBER_EMAIL}"`);
  });

  it("When an enrolment was made before consent was asked, then the list and CSV say so and share nothing", async () => {
    const auth = await signIn(demoEditorEmail(0));
    const attendee = await database.db
      .selectFrom("members")
      .select("user_id")
      .where("email", "like", "attendee-%")
      .orderBy("user_id")
      .executeTakeFirstOrThrow();
    const legacy = await database.db
      .insertInto("seminar_enrolments")
      .values({ seminar_id: seminarId, user_id: attendee.user_id, enrolled_at: clock, cancelled_at: clock })
      .returning("id")
      .executeTakeFirstOrThrow();
    const list = await request(app).get(`/v1/provider/seminars/${seminarId}/enrollments`).set(auth).expect(200);
    const row = list.body.enrollments.find((e: { enrolment_id: number }) => e.enrolment_id === legacy.id);
    expect(row).toMatchObject({ sharing: "none", details: [] });
    const csv = await request(app).get(`/v1/provider/seminars/${seminarId}/enrollments/csv`).set(auth).expect(200);
    const line = String(csv.text)
      .split("\r\n")
      .find((l) => l.startsWith(`"${legacy.id}"`));
    expect(line).toContain('"共有なし（同意の確認前のお申し込み）"');
    expect(line).not.toContain("attendee-");
    await database.db.deleteFrom("seminar_enrolments").where("id", "=", legacy.id).execute();
  });

  it("When an enrolment's details start with = + - @ tab or CR, then each CSV cell starts with an apostrophe, quoted", async () => {
    // Arrange: a (cancelled) enrolment whose consented details each start with one formula trigger.
    const auth = await signIn(demoEditorEmail(0));
    const attendee = await database.db
      .selectFrom("members")
      .select("user_id")
      .where("email", "like", "attendee-%")
      .orderBy("user_id")
      .executeTakeFirstOrThrow();
    const payloads = ["=1+1", "+1+1", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)", "\t=1+1", "\r=1+1"];
    const details = SHARED_MEMBER_FIELDS.map((f, i) => ({ key: f.key, label: f.label, value: payloads[i] ?? "" }));
    const row = await database.db
      .insertInto("seminar_enrolments")
      .values({
        seminar_id: seminarId,
        user_id: attendee.user_id,
        enrolled_at: clock,
        cancelled_at: clock,
        consented_at: clock,
        shared_details: JSON.stringify(details),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Act
    const csv = await request(app).get(`/v1/provider/seminars/${seminarId}/enrollments/csv`).set(auth).expect(200);
    await database.db.deleteFrom("seminar_enrolments").where("id", "=", row.id).execute();
    // Assert: the row ends with the six cells, each defused and quoted.
    const cells = payloads.map((p) => `"'${p}"`).join(",");
    expect(String(csv.text)).toContain(`${cells}\r\n`);
  });

  it("When another organisation's service is linked to the seminar, then its leads list the enrolment without the member's details", async () => {
    await database.db
      .insertInto("seminar_services")
      .values({ seminar_id: seminarId, service_id: otherService })
      .execute();
    try {
      const own = await request(app)
        .get("/v1/provider/leads?kind=seminar_enrolment")
        .set(await signIn(demoEditorEmail(0)))
        .expect(200);
      const mine = own.body.leads.find((l: { subject: string }) => l.subject.startsWith(version().title));
      expect(mine.details.find((d: { key: string }) => d.key === "email")?.value).toBe(DEMO_MEMBER_EMAIL);
      const otherStaff = await signIn(demoProviderEmail(1));
      const other = await request(app).get("/v1/provider/leads?kind=seminar_enrolment").set(otherStaff).expect(200);
      const theirs = other.body.leads.find((l: { subject: string }) => l.subject.startsWith(version().title));
      expect(theirs).toMatchObject({ details: [] });
      expect(JSON.stringify(other.body)).not.toContain(DEMO_MEMBER_EMAIL);
      const csv = await request(app)
        .get("/v1/provider/leads/export?kind=seminar_enrolment")
        .set(otherStaff)
        .expect(200);
      expect(String(csv.text)).not.toContain(DEMO_MEMBER_EMAIL);
    } finally {
      await database.db
        .deleteFrom("seminar_services")
        .where("seminar_id", "=", seminarId)
        .where("service_id", "=", otherService)
        .execute();
    }
  });

  it("When the reminder time comes, then each enrolled member gets the reminder with the delivery URL, once", async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m), outbox: async () => [] };
    const service = createProviderSeminarsService({
      repo: createProviderSeminarsRepository(database.db),
      changes: createProviderListingsRepository(database.db),
      mailer,
      now: () => clock,
      webUrl: "http://web.test",
      log: () => {},
      changeItem,
    });
    await service.sendDueReminders(later(5 * DAY));
    expect(sent.filter((m) => m.subject.includes("電子カルテ移行の進め方"))).toHaveLength(0);
    await service.sendDueReminders(later(5 * DAY + 12 * HOUR));
    const mine = sent.filter((m) => m.subject.includes("電子カルテ移行の進め方"));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.to).toBe(DEMO_MEMBER_EMAIL);
    expect(mine[0]?.text).toContain("https://meet.example.jp/seminar/abc");
    await service.sendDueReminders(later(5 * DAY + 13 * HOUR));
    expect(sent.filter((m) => m.subject.includes("電子カルテ移行の進め方"))).toHaveLength(1);
  });

  it("When the reception has closed, then the status is 3 everywhere and enrolling answers 0701003", async () => {
    clock = later(5 * DAY + HOUR);
    const member = await signIn(DEMO_MEMBER_EMAIL);
    expect(await idsOfStatus(3)).toContain(seminarId);
    expect(await idsOfStatus(2)).not.toContain(seminarId);
    const cancel = await request(app).delete(`/v1/seminars/${seminarId}/enroll`).set(member).expect(400);
    expect(cancel.body.error_code).toBe("0701003");
    const state = await request(app).get(`/v1/seminars/${seminarId}/enroll`).set(member).expect(200);
    expect(state.body.reception_open).toBe(false);
  });

  it.each([
    [6 * DAY + HOUR, 4],
    [6 * DAY + 2 * HOUR, 5],
  ])("When the clock is %i ms after the start of the test, then SQL and domain both say %i", async (offset, status) => {
    clock = later(offset);
    const detail = await request(app).get(`/v1/seminars/${seminarId}`).expect(200);
    expect(detail.body.reception_status).toBe(status);
    const v = version();
    expect(
      seminarReceptionStatusAt(
        {
          starts_at: new Date(v.starts_at),
          ends_at: new Date(v.ends_at),
          reception_starts_at: new Date(v.reception_starts_at ?? ""),
          reception_ends_at: new Date(v.reception_ends_at ?? ""),
          archive_ends_at: null,
        },
        clock,
      ),
    ).toBe(status);
    clock = START;
  });

  it("When the editor edits the public seminar, then the draft's diff names the changed capacity, and approval writes it", async () => {
    clock = START;
    const auth = await signIn(demoEditorEmail(0));
    const editable = await request(app).get(`/v1/provider/seminars/${seminarId}`).set(auth).expect(200);
    const draft = await request(app)
      .put(`/v1/provider/seminars/${seminarId}/draft`)
      .set(auth)
      .send({ ...editable.body.version, capacity: 80 })
      .expect(200);
    const submitted = await request(app)
      .post(`/v1/provider/seminar-changes/${draft.body.id}/submit`)
      .set(auth)
      .expect(200);
    expect(submitted.body.diff).toEqual([{ field: "capacity", label: "定員", before: "50名", after: "80名" }]);
    const operatorView = await request(app).get(`/v1/operator/changes/${draft.body.id}`).set(ops).expect(200);
    expect(operatorView.body.change.diff).toHaveLength(1);
    // The operator sees the public seminar now, every field in the diff's texts (the capacity still 50).
    const current = operatorView.body.current_fields as { field: string; label: string; value: string }[];
    expect(current.find((f) => f.field === "capacity")).toEqual({ field: "capacity", label: "定員", value: "50名" });
    expect(current.map((f) => f.label)).toEqual(Object.values(SEMINAR_LABELS));
    expect(current.find((f) => f.field === "title")?.value).toBe(editable.body.version.title);
    expect(operatorView.body.change.service_id).toBeNull();
    await request(app).post(`/v1/operator/changes/${draft.body.id}/approve`).set(ops).send({}).expect(200);
    const detail = await request(app).get(`/v1/seminars/${seminarId}`).expect(200);
    expect(detail.body.capacity).toBe(80);
  });

  it("When staff of another organisation reach for the seminar, its drafts or its enrolments, then 404 and nothing changes", async () => {
    const mine = await create(editor, version({ title: "他社から見えない下書き" })).expect(201);
    const draftId = mine.body.id as number;
    const paths = [
      request(app).get(`/v1/provider/seminars/${seminarId}`).set(otherAdmin),
      request(app)
        .put(`/v1/provider/seminars/${seminarId}/draft`)
        .set(otherAdmin)
        .send(version({ service_ids: [otherService] })),
      request(app).get(`/v1/provider/seminars/${seminarId}/enrollments`).set(otherAdmin),
      request(app).get(`/v1/provider/seminars/${seminarId}/enrollments/csv`).set(otherAdmin),
      request(app).get(`/v1/provider/seminar-changes/${draftId}`).set(otherAdmin),
      request(app)
        .put(`/v1/provider/seminar-changes/${draftId}`)
        .set(otherAdmin)
        .send(version({ service_ids: [otherService] })),
      request(app).post(`/v1/provider/seminar-changes/${draftId}/submit`).set(otherAdmin),
      request(app).delete(`/v1/provider/seminar-changes/${draftId}`).set(otherAdmin),
    ];
    for (const answer of await Promise.all(paths)) {
      expect(answer.status).toBe(404);
      expect(answer.body.error_code).toBe("0109005");
    }
    const theirs = await request(app).get("/v1/provider/seminars").set(otherAdmin).expect(200);
    const titles = (theirs.body.seminars as { title: string }[]).map((s) => s.title);
    expect(titles).not.toContain("他社から見えない下書き");
    expect(titles).not.toContain("電子カルテ移行の進め方セミナー");
    const still = await request(app).get(`/v1/provider/seminar-changes/${draftId}`).set(editor).expect(200);
    expect(still.body.change.state).toBe("draft");
  });

  it("When a member (not staff) asks for the enrolment list, then 403", async () => {
    const member = await signIn(DEMO_MEMBER_EMAIL);
    await request(app).get(`/v1/provider/seminars/${seminarId}/enrollments`).set(member).expect(403);
  });
});
