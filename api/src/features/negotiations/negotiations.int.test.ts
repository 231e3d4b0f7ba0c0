import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { errorMessage, isErrorCode } from "@iryo/domain/error-catalogue";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import {
  API_WRITES_PER_ACCOUNT_LIMIT,
  NOTICE_MAIL_PER_ACCOUNT_LIMIT,
  NOTICE_MAIL_PER_ADDRESS_LIMIT,
} from "@iryo/domain/rate-limits";
import { addDays, tokyoDateKey, toSlashDate } from "@iryo/domain/tokyo-date";
import { addWorkingDays, holidaysBetween, isWorkingDay } from "@iryo/domain/working-days";
import { sql } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase, TEST_SCRYPT_N } from "../../db/test-database.js";
import { hashPassword } from "../../lib/auth/password.js";
import { createConfigDocuments, DEFAULT_CONFIG_DOCUMENTS_DIR } from "../../lib/config-documents.js";
import { createMailer, type Mailer } from "../../lib/mail/mailer.js";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../../seed/members.seed.js";
import { DEMO_PROVIDER_EMAIL, demoProviderEmail } from "../../seed/negotiations.seed.js";
import { insertMemberRows } from "../../test/member-rows.js";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let mailer: Mailer;
let outboxDir: string;
const MEMBER_B_EMAIL = "member-b@iryo-it-navi.example";
const auth: Record<"memberA" | "memberB" | "providerX" | "providerY", { Authorization: string }> = {
  memberA: { Authorization: "" },
  memberB: { Authorization: "" },
  providerX: { Authorization: "" },
  providerY: { Authorization: "" },
};
let serviceOfX: number;
let providerOfX: number;
let servicesAdded = 0;

async function signIn(email: string) {
  const res = await request(app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: {} });
  outboxDir = await mkdtemp(join(tmpdir(), "iryo-negotiation-mail-"));
  mailer = createMailer({ outboxDir, log: () => {} });
  app = createApp({
    db: database.db,
    log: () => {},
    mailer,
    devMail: false,
    // Member A writes (and causes mails) far more than a person would; the limits have their own tests.
    auth: {
      publicWebUrl: "http://web.test",
      accountWriteLimit: { ...API_WRITES_PER_ACCOUNT_LIMIT, limit: 100_000 },
      noticeMailPerAddress: { ...NOTICE_MAIL_PER_ADDRESS_LIMIT, limit: 100_000 },
      noticeMailPerAccount: { ...NOTICE_MAIL_PER_ACCOUNT_LIMIT, limit: 100_000 },
    },
  });
  // Member B: a second registered member.
  await insertMemberRows(database.db, {
    email: MEMBER_B_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD, TEST_SCRYPT_N),
    member: {
      last_name: "鈴木",
      first_name: "次郎",
      hospital_name: "みどり病院",
      corporate_types: [10],
      sickbed_number: 50,
    },
  });
  auth.memberA = await signIn(DEMO_MEMBER_EMAIL);
  auth.memberB = await signIn(MEMBER_B_EMAIL);
  auth.providerX = await signIn(DEMO_PROVIDER_EMAIL);
  auth.providerY = await signIn(demoProviderEmail(1));
  const x = await database.db
    .selectFrom("provider_accounts as pa")
    .innerJoin("accounts as a", "a.id", "pa.account_id")
    .innerJoin("services as s", "s.provider_id", "pa.provider_id")
    .select(["s.id", "s.provider_id"])
    .where("a.email", "=", DEMO_PROVIDER_EMAIL)
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  serviceOfX = x.id;
  providerOfX = x.provider_id;
  // A seeded database and four sign-ins take a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await database?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** A valid slot `n` working days after the earliest allowed date. */
function slot(n: number, start = "10:00", end = "11:00") {
  const now = new Date();
  return { date: toSlashDate(addWorkingDays(now, 3 + n)), start_time: start, end_time: end };
}

const application = (overrides: Record<string, unknown> = {}) => ({
  service_id: serviceOfX,
  meeting_type: 2,
  preferred_slots: [slot(0), slot(1), slot(2, "14:00", "15:30")],
  note: "導入時期は来年度を予定しています。",
  ...overrides,
});

async function countNegotiations(): Promise<number> {
  const row = await database.db
    .selectFrom("negotiations")
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * A new service of provider X: a member has one open application per service (ADR 106), and the
 * tests below keep many open at once.
 */
async function newServiceOfX(): Promise<number> {
  servicesAdded += 1;
  const row = await database.db
    .insertInto("services")
    .values({ provider_id: providerOfX, name: `商談テスト用サービス${servicesAdded}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Member A applies for `serviceId` (by default a new service of provider X); answers the new negotiation's id. */
async function apply(serviceId?: number): Promise<number> {
  const res = await request(app)
    .post("/v1/negotiations")
    .set(auth.memberA)
    .send(application({ service_id: serviceId ?? (await newServiceOfX()) }))
    .expect(201);
  return (res.body as { negotiation_id: number }).negotiation_id;
}

async function detail(id: number, who = auth.memberA) {
  const res = await request(app).get(`/v1/negotiations/${id}`).set(who).expect(200);
  return res.body as {
    negotiation_status: number;
    updated_at: string;
    negotiation_time: string | null;
    considering_start_date: string | null;
    slots: { slot_id: number; starts_at: string }[];
    next_statuses: number[];
    chat_read_only: boolean;
    viewer_side: string;
  };
}

async function providerSets(id: number, body: Record<string, unknown>) {
  return request(app).put(`/v1/provider/negotiations/${id}/status`).set(auth.providerX).send(body);
}

async function confirmed(): Promise<number> {
  const id = await apply();
  const d = await detail(id);
  const slotId = d.slots[1]?.slot_id;
  await (await providerSets(id, { negotiation_status: 2, slot_id: slotId, updated_at: d.updated_at })).body;
  return id;
}

async function held(): Promise<number> {
  const id = await confirmed();
  const d = await detail(id);
  const res = await providerSets(id, { negotiation_status: 3, updated_at: d.updated_at });
  expect(res.status).toBe(200);
  return id;
}

describe("GET /v1/common/holidays", () => {
  it("When asked, then the public holidays of the coming year come as yyyy/MM/dd with their names", async () => {
    const res = await request(app).get("/v1/common/holidays").expect(200);
    const today = tokyoDateKey(new Date());
    const expected = holidaysBetween(today, addDays(today, 366));
    expect(res.body.holidays).toHaveLength(expected.length);
    expect(res.body.holidays[0]).toEqual({ date: toSlashDate(expected[0]?.date ?? ""), name: expected[0]?.name });
  });
});

describe("POST /v1/negotiations", () => {
  it("When a member applies with three valid slots, then the negotiation, its slots and the bot line exist and both sides get a mail", async () => {
    const before = (await mailer.outbox()).length;
    const id = await apply();
    const d = await detail(id);
    expect(d.negotiation_status).toBe(NEGOTIATION_STATUS.APPLICATION_COMPLETED);
    expect(d.slots).toHaveLength(3);
    // 14:00–15:30 Tokyo is 05:00Z.
    expect(d.slots[2]?.starts_at).toMatch(/T05:00:00\.000Z$/);
    const messages = await request(app).get(`/v1/negotiations/${id}/messages`).set(auth.memberA).expect(200);
    expect(messages.body.messages[0]).toMatchObject({ sender_type: CHAT_SENDER_TYPE.BOT });
    const mails = (await mailer.outbox()).slice(0, (await mailer.outbox()).length - before);
    const toMember = mails.find((m) => m.to === DEMO_MEMBER_EMAIL);
    const toProvider = mails.find((m) => m.to === DEMO_PROVIDER_EMAIL);
    expect(toMember?.subject).toContain("商談のお申し込みを受け付けました");
    expect(toMember?.text).toContain(`http://web.test/negotiation/detail/${id}`);
    expect(toProvider?.subject).toContain("新しい商談のお申し込み");
    expect(toProvider?.text).toContain(`http://web.test/provider/negotiations/${id}`);
  });

  const now = new Date();
  const holiday = holidaysBetween(addWorkingDays(now, 3), addDays(tokyoDateKey(now), 366)).find((h) =>
    isWorkingDay(addDays(h.date, 1)),
  );
  let saturday = addWorkingDays(now, 4);
  while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
  const cases: [string, Record<string, unknown>, string, string?][] = [
    ["two slots only", { preferred_slots: [slot(0), slot(1)] }, "0103005"],
    [
      "a slot on a public holiday",
      { preferred_slots: [slot(0), slot(1), { ...slot(2), date: toSlashDate(holiday?.date ?? "") }] },
      "0103001",
      "preferred_slots",
    ],
    [
      "a slot on a Saturday",
      { preferred_slots: [slot(0), slot(1), { ...slot(2), date: toSlashDate(saturday) }] },
      "0103001",
    ],
    [
      "a slot 2 working days ahead",
      { preferred_slots: [slot(0), slot(1), { ...slot(2), date: toSlashDate(addWorkingDays(now, 2)) }] },
      "0103001",
    ],
    [
      "a slot in the past",
      { preferred_slots: [slot(0), slot(1), { ...slot(2), date: toSlashDate(addDays(tokyoDateKey(now), -1)) }] },
      "0103002",
    ],
    ["a start at 07:30", { preferred_slots: [slot(0), slot(1), slot(2, "07:30", "09:00")] }, "0103001"],
    ["an end at 20:30", { preferred_slots: [slot(0), slot(1), slot(2, "19:00", "20:30")] }, "0103001"],
    ["overlapping slots", { preferred_slots: [slot(0), slot(1), slot(0, "10:30", "11:30")] }, "0103004"],
    ["30 minutes chosen", { preferred_slots: [slot(0), slot(1), slot(2, "10:00", "10:30")] }, "0801001"],
    [
      "a date not in yyyy/MM/dd",
      { preferred_slots: [slot(0), slot(1), { ...slot(2), date: "2030-01-10" }] },
      "0101002",
    ],
    ["no meeting type", { meeting_type: 3 }, "0101002"],
  ];
  it.each(cases)(
    "When the application has %s, then %s is answered and nothing is written",
    async (_name, change, code) => {
      const before = await countNegotiations();
      const res = await request(app).post("/v1/negotiations").set(auth.memberA).send(application(change));
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe(code);
      if (!isErrorCode(code)) throw new Error(`${code} is not a catalogue code`);
      expect(res.body.error_message).toBe(errorMessage(code, res.body.error_params ?? {}));
      expect(await countNegotiations()).toBe(before);
    },
  );

  it("When the service does not exist, then 0109005; when a provider account applies, then 0109002", async () => {
    const missing = await request(app)
      .post("/v1/negotiations")
      .set(auth.memberA)
      .send(application({ service_id: 999999 }));
    expect(missing.body.error_code).toBe("0109005");
    const provider = await request(app).post("/v1/negotiations").set(auth.providerX).send(application());
    expect(provider.status).toBe(403);
    expect(provider.body.error_code).toBe("0109002");
    const anonymous = await request(app).post("/v1/negotiations").send(application());
    expect(anonymous.status).toBe(401);
  });
});

describe("one open application per member and service", () => {
  const applyFor = (serviceId: number, who = auth.memberA) =>
    request(app)
      .post("/v1/negotiations")
      .set(who)
      .send(application({ service_id: serviceId }));
  const negotiationsOf = async (serviceId: number) =>
    database.db
      .selectFrom("negotiations")
      .select(["id", "user_id", "status"])
      .where("service_id", "=", serviceId)
      .orderBy("id")
      .execute();

  it("When one member sends 100 applications for one service at once, then one negotiation and one set of mails is made; the others and a 101st get 0801002 with its id", async () => {
    const serviceId = await newServiceOfX();
    const mailsBefore = (await mailer.outbox()).length;
    const providerAccounts = await database.db
      .selectFrom("provider_accounts")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("provider_id", "=", providerOfX)
      .executeTakeFirstOrThrow();

    const results = await Promise.all(Array.from({ length: 100 }, () => applyFor(serviceId)));
    const after = await applyFor(serviceId);

    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    const id = (created[0]?.body as { negotiation_id?: number } | undefined)?.negotiation_id;
    expect(await negotiationsOf(serviceId)).toEqual([
      { id, user_id: expect.any(Number), status: NEGOTIATION_STATUS.APPLICATION_COMPLETED },
    ]);
    for (const refused of [...results.filter((r) => r.status !== 201), after]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error_code: "0801002",
        error_message: errorMessage("0801002"),
        error_params: { negotiation_id: id },
      });
    }
    const mails = (await mailer.outbox()).slice(0, (await mailer.outbox()).length - mailsBefore);
    // The member and each account of the provider, once.
    expect(mails).toHaveLength(1 + providerAccounts.n);
    expect(mails.filter((m) => m.to === DEMO_MEMBER_EMAIL)).toHaveLength(1);
    for (const mail of mails) expect(mail.text).toMatch(new RegExp(`/${id}(\\D|$)`));
  });

  it("When the open application is cancelled, held or sent off, then the member can apply for the service again", async () => {
    const serviceId = await newServiceOfX();
    const cancelled = await apply(serviceId);
    const c = await detail(cancelled);
    expect((await providerSets(cancelled, { negotiation_status: 5, updated_at: c.updated_at })).status).toBe(200);

    const second = await apply(serviceId);
    const d = await detail(second);
    await providerSets(second, { negotiation_status: 2, slot_id: d.slots[0]?.slot_id, updated_at: d.updated_at });
    const whileConfirmed = await applyFor(serviceId);
    expect(whileConfirmed.body).toMatchObject({ error_code: "0801002", error_params: { negotiation_id: second } });
    const confirmed = await detail(second);
    expect((await providerSets(second, { negotiation_status: 3, updated_at: confirmed.updated_at })).status).toBe(200);

    const third = await apply(serviceId);

    expect(new Set([cancelled, second, third]).size).toBe(3);
    expect((await negotiationsOf(serviceId)).map((n) => n.status)).toEqual([
      NEGOTIATION_STATUS.CANCELLED,
      NEGOTIATION_STATUS.UNDER_CONSIDERATION,
      NEGOTIATION_STATUS.APPLICATION_COMPLETED,
    ]);
  });

  it("When another member applies for the same service, then their application is accepted", async () => {
    const serviceId = await newServiceOfX();
    await apply(serviceId);

    const res = await applyFor(serviceId, auth.memberB);

    expect(res.status).toBe(201);
  });
});

describe("GET /v1/negotiations and /v1/provider/negotiations", () => {
  it("When the member pages the list, then it holds only their negotiations, newest update first", async () => {
    await apply();
    const res = await request(app).get("/v1/negotiations?page_size=20&page_number=1").set(auth.memberA).expect(200);
    const count = await database.db
      .selectFrom("negotiations as n")
      .innerJoin("members as m", "m.user_id", "n.user_id")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("m.email", "=", DEMO_MEMBER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(res.body.total_count).toBe(count.n);
    const times = (res.body.negotiations as { updated_at: string }[]).map((n) => Date.parse(n.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.negotiations[0]).toMatchObject({
      service_name: expect.any(String),
      provider_name: expect.any(String),
    });
    const page2 = await request(app).get("/v1/negotiations?page_size=20&page_number=2").set(auth.memberA).expect(200);
    expect(page2.body.negotiations).toHaveLength(Math.max(0, count.n - 20));
    const bad = await request(app).get("/v1/negotiations?page_size=7").set(auth.memberA);
    expect(bad.body.error_code).toBe("0109004");
  });

  it("When member B lists, then none of member A's negotiations are there", async () => {
    const res = await request(app).get("/v1/negotiations?page_size=100").set(auth.memberB).expect(200);
    const ofA = await database.db
      .selectFrom("negotiations as n")
      .innerJoin("members as m", "m.user_id", "n.user_id")
      .select("n.id")
      .where("m.email", "=", DEMO_MEMBER_EMAIL)
      .execute();
    const listed = res.body.negotiations as { negotiation_id: number; member_name: string }[];
    expect(ofA.length).toBeGreaterThan(0);
    expect(listed.filter((n) => n.member_name !== "鈴木 次郎")).toEqual([]);
    expect(listed.filter((n) => ofA.some((a) => a.id === n.negotiation_id))).toEqual([]);
  });

  it("When provider X lists its inbox, then every item is its own; provider Y sees none of them; a member is refused", async () => {
    const x = await request(app).get("/v1/provider/negotiations").set(auth.providerX).expect(200);
    expect(x.body.total_count).toBeGreaterThan(0);
    expect(x.body.provider_name).toBe("株式会社メディカルブリッジ");
    const ids = new Set((x.body.negotiations as { negotiation_id: number }[]).map((n) => n.negotiation_id));
    const y = await request(app).get("/v1/provider/negotiations").set(auth.providerY).expect(200);
    for (const n of y.body.negotiations as { negotiation_id: number }[]) expect(ids.has(n.negotiation_id)).toBe(false);
    const member = await request(app).get("/v1/provider/negotiations").set(auth.memberA);
    expect(member.status).toBe(403);
  });
});

describe("statuses", () => {
  it("When the provider confirms a requested slot, then the status is 2 with that start, the bot says so and the member gets a mail", async () => {
    const id = await apply();
    const d = await detail(id, auth.providerX);
    expect(d.viewer_side).toBe("provider");
    expect(d.next_statuses).toEqual([2, 5]);
    const target = d.slots[1];
    const res = await providerSets(id, { negotiation_status: 2, slot_id: target?.slot_id, updated_at: d.updated_at });
    expect(res.status).toBe(200);
    const after = await detail(id);
    expect(after.negotiation_status).toBe(2);
    expect(after.negotiation_time).toBe(target?.starts_at);
    const messages = await request(app).get(`/v1/negotiations/${id}/messages`).set(auth.memberA).expect(200);
    expect(messages.body.messages[0].message).toContain("商談日時が");
    const mail = (await mailer.outbox()).find((m) => m.to === DEMO_MEMBER_EMAIL);
    expect(mail?.subject).toContain("日程確定");
    expect(mail?.text).toContain(`/negotiation/detail/${id}`);
  });

  it("When the provider confirms a slot of another negotiation, then 0109005; on a stale version, then 0109001", async () => {
    const id = await apply();
    const other = await detail(await apply());
    const d = await detail(id);
    const foreign = await providerSets(id, {
      negotiation_status: 2,
      slot_id: other.slots[0]?.slot_id,
      updated_at: d.updated_at,
    });
    expect(foreign.body.error_code).toBe("0109005");
    const stale = await providerSets(id, {
      negotiation_status: 2,
      slot_id: d.slots[0]?.slot_id,
      updated_at: new Date(Date.parse(d.updated_at) - 1000).toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error_code).toBe("0109001");
  });

  it("When the provider marks the meeting held, then it is under consideration from today (Tokyo)", async () => {
    const id = await held();
    const d = await detail(id);
    expect(d.negotiation_status).toBe(3);
    expect(d.considering_start_date).toBe(tokyoDateKey(new Date()));
    expect(d.next_statuses).toEqual([6, 4]);
  });

  it("When a confirmed meeting's time has passed, then the next read finds it under consideration, moved once by the system", async () => {
    const id = await confirmed();
    const past = new Date(Date.now() - 60 * 60 * 1000);
    await database.db.updateTable("negotiations").set({ negotiation_time: past }).where("id", "=", id).execute();
    // Both sides read at once: the move is made once.
    const [memberList, providerList] = await Promise.all([
      request(app).get("/v1/negotiations?page_size=100").set(auth.memberA).expect(200),
      request(app).get("/v1/provider/negotiations?page_size=100").set(auth.providerX).expect(200),
    ]);
    for (const body of [memberList.body, providerList.body]) {
      const item = (body.negotiations as { negotiation_id: number; negotiation_status: number }[]).find(
        (n) => n.negotiation_id === id,
      );
      expect(item?.negotiation_status).toBe(3);
    }
    const d = await detail(id);
    expect(d.negotiation_status).toBe(3);
    expect(d.considering_start_date).toBe(tokyoDateKey(new Date()));
    const messages = await request(app).get(`/v1/negotiations/${id}/messages`).set(auth.memberA).expect(200);
    const lines = (messages.body.messages as { message: string }[]).filter((m) => m.message.includes("「検討中」"));
    expect(lines).toHaveLength(1);
  });

  it("When a confirmed meeting is still ahead, then reading it leaves it confirmed", async () => {
    const id = await confirmed();
    await request(app).get("/v1/negotiations/status-popup").set(auth.memberA).expect(200);
    expect((await detail(id)).negotiation_status).toBe(2);
  });

  it("When the state machine does not allow a move, then 0109004 and the status stays", async () => {
    const id = await apply();
    const d = await detail(id);
    const held3 = await providerSets(id, { negotiation_status: 3, updated_at: d.updated_at });
    expect(held3.body.error_code).toBe("0109004");
    const decide = await request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberA)
      .send([{ negotiation_id: id, negotiation_status: 4, updated_at: d.updated_at }]);
    expect(decide.body.error_code).toBe("0109004");
    expect((await detail(id)).negotiation_status).toBe(1);
  });

  it("When the member sends off without a reason, then 0101001; with one, then 6 and the provider is mailed", async () => {
    const id = await held();
    const d = await detail(id);
    const missing = await request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberA)
      .send([{ negotiation_id: id, negotiation_status: 6, updated_at: d.updated_at }]);
    expect(missing.body.error_code).toBe("0101001");
    const long = await request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberA)
      .send([
        { negotiation_id: id, negotiation_status: 6, postponed_reason: "あ".repeat(501), updated_at: d.updated_at },
      ]);
    expect(long.body.error_code).toBe("0101004");
    const ok = await request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberA)
      .send([
        {
          negotiation_id: id,
          negotiation_status: 6,
          postponed_reason: "予算が合いませんでした。",
          updated_at: d.updated_at,
        },
      ])
      .expect(200);
    expect(ok.body.negotiations[0]).toMatchObject({ negotiation_id: id, negotiation_status: 6 });
    const after = await detail(id);
    expect(after.chat_read_only).toBe(true);
    const mail = (await mailer.outbox()).find((m) => m.to === DEMO_PROVIDER_EMAIL);
    expect(mail?.subject).toContain("今回は見送り");
    expect(mail?.text).toContain("予算が合いませんでした。");
  });

  it("When two items are sent and the second is stale, then neither is applied", async () => {
    const a = await held();
    const b = await held();
    const da = await detail(a);
    const res = await request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberA)
      .send([
        { negotiation_id: a, negotiation_status: 4, updated_at: da.updated_at },
        { negotiation_id: b, negotiation_status: 4, updated_at: "2020-01-01T00:00:00.000Z" },
      ]);
    expect(res.body.error_code).toBe("0109001");
    expect((await detail(a)).negotiation_status).toBe(3);
  });

  it("When 100 status updates race on the same updated_at, then exactly one wins and the others get 0109001", async () => {
    const id = await held();
    const d = await detail(id);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        request(app)
          .put("/v1/negotiations/status")
          .set(auth.memberA)
          .send([
            i % 2 === 0
              ? { negotiation_id: id, negotiation_status: 4, updated_at: d.updated_at }
              : {
                  negotiation_id: id,
                  negotiation_status: 6,
                  postponed_reason: "見送ります。",
                  updated_at: d.updated_at,
                },
          ]),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.error_code).toBe("0109001");
    const bot = await database.db
      .selectFrom("negotiation_messages")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("negotiation_id", "=", id)
      .where("sender_type", "=", 3)
      .executeTakeFirstOrThrow();
    // Application, confirmation, held, and one decision.
    expect(bot.n).toBe(4);
  });
});

describe("chat", () => {
  it("When both sides write, then the messages come newest first with sender types 2 and 1, paged by before_id", async () => {
    const id = await apply();
    await request(app)
      .post(`/v1/negotiations/${id}/send-message`)
      .set(auth.memberA)
      .send({ message: "よろしくお願いします。" })
      .expect(201);
    const reply = await request(app)
      .post(`/v1/negotiations/${id}/send-message`)
      .set(auth.providerX)
      .send({ message: "  こちらこそよろしくお願いいたします。 " })
      .expect(201);
    expect(reply.body).toMatchObject({
      sender_type: 1,
      message: "こちらこそよろしくお願いいたします。",
      sender_name: "株式会社メディカルブリッジ",
    });
    const page = await request(app).get(`/v1/negotiations/${id}/messages?page_size=2`).set(auth.memberA).expect(200);
    expect(page.body.messages.map((m: { sender_type: number }) => m.sender_type)).toEqual([1, 2]);
    expect(page.body.has_more).toBe(true);
    const older = await request(app)
      .get(`/v1/negotiations/${id}/messages?page_size=2&before_id=${page.body.messages[1].message_id}`)
      .set(auth.memberA)
      .expect(200);
    expect(older.body.messages.map((m: { sender_type: number }) => m.sender_type)).toEqual([3]);
    expect(older.body.has_more).toBe(false);
    const mail = (await mailer.outbox()).find((m) => m.to === DEMO_MEMBER_EMAIL);
    expect(mail?.subject).toContain("新しいメッセージ");
    expect(mail?.text).toContain(`/negotiation/detail/${id}?tab=1`);
  });

  it("When 100 messages race a send-off, then every accepted message precedes the send-off line and the rest get 0109001", async () => {
    const id = await held();
    const d = await detail(id);
    const writes = Array.from({ length: 100 }, (_, i) =>
      request(app)
        .post(`/v1/negotiations/${id}/send-message`)
        .set(i % 2 === 0 ? auth.memberA : auth.providerX)
        .send({ message: `メッセージ${i}` }),
    );
    const sendOff = request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberA)
      .send([
        { negotiation_id: id, negotiation_status: 6, postponed_reason: "見送ります。", updated_at: d.updated_at },
      ]);
    const [off, ...results] = await Promise.all([sendOff, ...writes]);
    expect(off?.status).toBe(200);
    const accepted = results.filter((r) => r.status === 201);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.body.error_code).toBe("0109001");
    const rows = await database.db
      .selectFrom("negotiation_messages")
      .select(["id", "sender_type", "body"])
      .where("negotiation_id", "=", id)
      .orderBy("id")
      .execute();
    const offLine = rows.findIndex((r) => r.sender_type === 3 && r.body.includes("見送り"));
    expect(offLine).toBeGreaterThan(0);
    // Nothing written after the send-off line, and each accepted message is in the table.
    expect(rows.slice(offLine + 1)).toEqual([]);
    expect(rows.filter((r) => r.sender_type !== 3)).toHaveLength(accepted.length);
  });

  it("When a message is empty or 501 characters, then 0101001 / 0101004 and nothing is written", async () => {
    const id = await apply();
    const empty = await request(app)
      .post(`/v1/negotiations/${id}/send-message`)
      .set(auth.memberA)
      .send({ message: "   " });
    expect(empty.body.error_code).toBe("0101001");
    const long = await request(app)
      .post(`/v1/negotiations/${id}/send-message`)
      .set(auth.memberA)
      .send({ message: "あ".repeat(501) });
    expect(long.body.error_code).toBe("0101004");
    await request(app)
      .post(`/v1/negotiations/${id}/send-message`)
      .set(auth.memberA)
      .send({ message: "あ".repeat(500) })
      .expect(201);
    const all = await request(app).get(`/v1/negotiations/${id}/messages`).set(auth.memberA).expect(200);
    expect(all.body.messages).toHaveLength(2);
  });

  it("When the negotiation is sent off or cancelled, then neither side can write (0109001)", async () => {
    const id = await held();
    const d = await detail(id);
    await request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberA)
      .send([{ negotiation_id: id, negotiation_status: 6, postponed_reason: "見送ります。", updated_at: d.updated_at }])
      .expect(200);
    for (const who of [auth.memberA, auth.providerX]) {
      const res = await request(app)
        .post(`/v1/negotiations/${id}/send-message`)
        .set(who)
        .send({ message: "まだ話せますか" });
      expect(res.status).toBe(409);
      expect(res.body.error_code).toBe("0109001");
    }
    const cancelled = await apply();
    const c = await detail(cancelled);
    expect((await providerSets(cancelled, { negotiation_status: 5, updated_at: c.updated_at })).status).toBe(200);
    const res = await request(app)
      .post(`/v1/negotiations/${cancelled}/send-message`)
      .set(auth.memberA)
      .send({ message: "え" });
    expect(res.body.error_code).toBe("0109001");
  });
});

describe("status popup", () => {
  /** The negotiation has been under consideration for `days` days (by Tokyo's date). */
  async function consideringSince(id: number, days: number) {
    await database.db
      .updateTable("negotiations")
      .set({ considering_start_date: addDays(tokyoDateKey(new Date()), -days) })
      .where("id", "=", id)
      .execute();
  }

  /** The demo member has not closed the status popup. */
  async function reopenStatusPopup() {
    await database.db
      .updateTable("members")
      .set({ status_popup_closed_date: null })
      .where("email", "=", DEMO_MEMBER_EMAIL)
      .execute();
  }

  it("When a negotiation is under consideration for the configured days, then the popup lists it until closed today", async () => {
    const id = await held();
    const other = await held();
    const today = tokyoDateKey(new Date());
    await consideringSince(id, 20);
    await consideringSince(other, 13);
    await reopenStatusPopup();
    const res = await request(app).get("/v1/negotiations/status-popup").set(auth.memberA).expect(200);
    const ids = (res.body.negotiations as { negotiation_id: number; negotiation_time: string }[]).map(
      (n) => n.negotiation_id,
    );
    expect(ids).toContain(id);
    expect(ids).not.toContain(other);
    const times = (res.body.negotiations as { negotiation_time: string }[]).map((n) => Date.parse(n.negotiation_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const closed = await request(app).put("/v1/negotiations/turn-off-popup").set(auth.memberA).expect(200);
    expect(closed.body.status_popup_closed_date).toBe(today);
    const membership = await request(app).get("/v1/membership").set(auth.memberA).expect(200);
    expect(membership.body.status_popup_closed_date).toBe(today);
    const after = await request(app).get("/v1/negotiations/status-popup").set(auth.memberA).expect(200);
    expect(after.body.negotiations).toEqual([]);
  });

  it("When the configured days are raised to 25, then a negotiation under consideration for 20 days is not asked about", async () => {
    const configDir = await mkdtemp(join(tmpdir(), "iryo-negotiation-config-"));
    try {
      await cp(DEFAULT_CONFIG_DOCUMENTS_DIR, configDir, { recursive: true });
      const path = join(configDir, "system_config.json");
      const config = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
      await writeFile(path, JSON.stringify({ ...config, statusPopupConsideringDays: 25 }));
      const configured = createApp({
        db: database.db,
        log: () => {},
        mailer,
        devMail: false,
        configDocuments: createConfigDocuments(configDir),
      });
      const id = await held();
      await consideringSince(id, 20);
      await reopenStatusPopup();
      const defaults = await request(app).get("/v1/negotiations/status-popup").set(auth.memberA).expect(200);
      expect(defaults.body.negotiations.map((n: { negotiation_id: number }) => n.negotiation_id)).toContain(id);
      const raised = await request(configured).get("/v1/negotiations/status-popup").set(auth.memberA).expect(200);
      expect(raised.body.negotiations.map((n: { negotiation_id: number }) => n.negotiation_id)).not.toContain(id);
    } finally {
      await rm(configDir, { recursive: true, force: true });
    }
  });
});

describe("access: member B and provider Y cannot reach member A's / provider X's negotiation", () => {
  let id: number;
  let updatedAt: string;
  beforeAll(async () => {
    id = await apply();
    updatedAt = (await detail(id)).updated_at;
  });

  it.each([
    ["member B", "memberB"],
    ["provider Y", "providerY"],
  ] as const)("When %s reads the negotiation, then 0109005", async (_name, who) => {
    const res = await request(app).get(`/v1/negotiations/${id}`).set(auth[who]);
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe("0109005");
  });

  it.each([
    ["member B", "memberB"],
    ["provider Y", "providerY"],
  ] as const)("When %s reads the messages, then 0109005", async (_name, who) => {
    const res = await request(app).get(`/v1/negotiations/${id}/messages`).set(auth[who]);
    expect(res.body.error_code).toBe("0109005");
  });

  it.each([
    ["member B", "memberB"],
    ["provider Y", "providerY"],
  ] as const)("When %s writes a message, then 0109005 and nothing is written", async (_name, who) => {
    const res = await request(app)
      .post(`/v1/negotiations/${id}/send-message`)
      .set(auth[who])
      .send({ message: "こんにちは" });
    expect(res.body.error_code).toBe("0109005");
    const n = await database.db
      .selectFrom("negotiation_messages")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("negotiation_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(n.n).toBe(1);
  });

  it("When member B changes its status, then 0109005 and it stays", async () => {
    const res = await request(app)
      .put("/v1/negotiations/status")
      .set(auth.memberB)
      .send([{ negotiation_id: id, negotiation_status: 6, postponed_reason: "x", updated_at: updatedAt }]);
    expect(res.body.error_code).toBe("0109005");
    expect((await detail(id)).negotiation_status).toBe(1);
  });

  it("When provider Y confirms or cancels it, then 0109005 and it stays; member A cannot use the provider call", async () => {
    const d = await detail(id);
    const y = await request(app)
      .put(`/v1/provider/negotiations/${id}/status`)
      .set(auth.providerY)
      .send({ negotiation_status: 5, updated_at: updatedAt });
    expect(y.body.error_code).toBe("0109005");
    const confirmY = await request(app)
      .put(`/v1/provider/negotiations/${id}/status`)
      .set(auth.providerY)
      .send({ negotiation_status: 2, slot_id: d.slots[0]?.slot_id, updated_at: updatedAt });
    expect(confirmY.body.error_code).toBe("0109005");
    const member = await request(app)
      .put(`/v1/provider/negotiations/${id}/status`)
      .set(auth.memberA)
      .send({ negotiation_status: 5, updated_at: updatedAt });
    expect(member.body.error_code).toBe("0109002");
    expect((await detail(id)).negotiation_status).toBe(1);
  });
});

describe("Notice mail limits (ADR 208)", () => {
  it("When a member applies and the provider declines over and over, then every change is recorded but one address gets at most its limit of mails", async () => {
    // Arrange: an app with the real mail limits over the same database, counters from the tests above cleared.
    const limited = createApp({
      db: database.db,
      log: () => {},
      mailer,
      devMail: false,
      auth: { publicWebUrl: "http://web.test", accountWriteLimit: { ...API_WRITES_PER_ACCOUNT_LIMIT, limit: 100_000 } },
    });
    await database.db.deleteFrom("rate_limit_counters").where("key", "like", "notice-mail-%").execute();
    const serviceId = await newServiceOfX();
    const seen = new Set((await mailer.outbox()).map((m) => m.id));
    // Each cycle mails the member twice (the application, the decline): enough cycles to pass the limit.
    const cycles = NOTICE_MAIL_PER_ADDRESS_LIMIT.limit / 2 + 2;
    // Act
    for (let i = 0; i < cycles; i++) {
      const applied = await request(limited)
        .post("/v1/negotiations")
        .set(auth.memberB)
        .send(application({ service_id: serviceId }))
        .expect(201);
      const id = (applied.body as { negotiation_id: number }).negotiation_id;
      const d = await detail(id, auth.memberB);
      await request(limited)
        .put(`/v1/provider/negotiations/${id}/status`)
        .set(auth.providerX)
        .send({ negotiation_status: NEGOTIATION_STATUS.CANCELLED, updated_at: d.updated_at })
        .expect(200);
    }
    // Assert: every application and decline stands …
    const statuses = (
      await database.db.selectFrom("negotiations").select("status").where("service_id", "=", serviceId).execute()
    ).map((n) => n.status);
    expect(statuses).toEqual(Array.from({ length: cycles }, () => NEGOTIATION_STATUS.CANCELLED));
    // … while the member's address got exactly its limit, and no staff address more than its limit.
    const perAddress = new Map<string, number>();
    for (const mail of await mailer.outbox()) {
      if (!seen.has(mail.id)) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
    }
    expect(perAddress.get(MEMBER_B_EMAIL)).toBe(NOTICE_MAIL_PER_ADDRESS_LIMIT.limit);
    for (const count of perAddress.values()) expect(count).toBeLessThanOrEqual(NOTICE_MAIL_PER_ADDRESS_LIMIT.limit);
  });
});
