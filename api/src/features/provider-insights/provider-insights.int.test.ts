import { DAY_MS } from "@iryo/domain/constants";
import { SHARED_MEMBER_FIELDS } from "@iryo/domain/material-download";
import { isoWeekStart, tokyoDayStart } from "@iryo/domain/provider-insights";
import { SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE, SERVICE_EVENTS_PER_CLIENT_LIMIT } from "@iryo/domain/rate-limits";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/members.seed.js";
import { getError } from "../../test/error-answer.js";
import {
  binaryParser,
  downloadMaterial,
  giveMaterialConsent,
  startMemberKit,
  type TestMember,
} from "../../test/member-features.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberKit);
type Auth = { Authorization: string };

/** X: the organisation of a service with material; Y: another organisation. */
let serviceX = 0;
let otherServiceX = 0;
let providerX = 0;
let adminX: Auth;
let adminY: Auth;

async function signIn(email: string): Promise<Auth> {
  const res = await request(kit.app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

async function adminOf(providerId: number): Promise<Auth> {
  const row = await kit.database.db
    .selectFrom("provider_accounts as p")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select("a.email")
    .where("p.provider_id", "=", providerId)
    .where("p.role", "=", "admin")
    .orderBy("a.id")
    .executeTakeFirstOrThrow();
  return signIn(row.email ?? "");
}

interface LeadBody {
  id: string;
  kind: string;
  service_id: number | null;
  details: { key: string; label: string; value: string }[];
}

const leadsOf = async (auth: Auth, kind: string) =>
  (await request(kit.app).get(`/v1/provider/leads?kind=${kind}&page_size=100`).set(auth).expect(200)).body as {
    leads: LeadBody[];
    total_count: number;
  };

const csvOf = async (auth: Auth, kind: string) => {
  const res = await request(kit.app)
    .get(`/v1/provider/leads/export?kind=${kind}`)
    .set(auth)
    .buffer(true)
    .parse(binaryParser)
    .expect(200);
  return { bytes: res.body as Buffer, type: res.headers["content-type"] as string };
};

beforeAll(async () => {
  const file = await kit.database.db
    .selectFrom("material_files as f")
    .innerJoin("services as s", "s.id", "f.service_id")
    .select(["s.id", "s.provider_id"])
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  serviceX = file.id;
  providerX = file.provider_id;
  const other = await kit.database.db
    .selectFrom("services")
    .select("id")
    .where("provider_id", "=", providerX)
    .where("id", "<>", serviceX)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  otherServiceX = other.id;
  const y = await kit.database.db
    .selectFrom("provider_accounts")
    .select("provider_id")
    .where("provider_id", "<>", providerX)
    .where("role", "=", "admin")
    .orderBy("provider_id")
    .executeTakeFirstOrThrow();
  adminX = await adminOf(providerX);
  adminY = await adminOf(y.provider_id);
});

describe("service events", () => {
  it("When one session sends the same page view twice on a day, then it is counted once; another session counts", async () => {
    const send = (key: string) =>
      request(kit.app)
        .post(`/v1/services/${otherServiceX}/events`)
        .send({ kind: "page_view", visitor_key: key })
        .expect(200);
    expect((await send("session-aaaaaaaaaaaaaaaa")).body).toEqual({ counted: true });
    expect((await send("session-aaaaaaaaaaaaaaaa")).body).toEqual({ counted: false });
    expect((await send("session-bbbbbbbbbbbbbbbb")).body).toEqual({ counted: true });
    const rows = await kit.database.db
      .selectFrom("service_events")
      .selectAll()
      .where("service_id", "=", otherServiceX)
      .execute();
    expect(rows).toHaveLength(2);
    // No visitor key is stored: only its hash with the kind, the service and the day.
    expect(JSON.stringify(rows)).not.toContain("session-aaaa");
  });

  it("When one client address makes up a new visitor key for every view, then one service gains at most the address's daily count, the first ones all counted", async () => {
    const send = (key: string) =>
      request(kit.app)
        .post(`/v1/services/${serviceX}/events`)
        .send({ kind: "page_view", visitor_key: key })
        .expect(200);
    const views = () =>
      kit.database.db
        .selectFrom("service_events")
        .select("id")
        .where("service_id", "=", serviceX)
        .where("kind", "=", "page_view")
        .execute();
    // This file's earlier views came from the same address: its count for the service starts afresh.
    await kit.database.db
      .deleteFrom("rate_limit_counters")
      .where("key", "like", `service-event-counts:page_view:${serviceX}:%`)
      .execute();
    const before = (await views()).length;
    const answers: boolean[] = [];
    for (let i = 0; i < SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE.limit + 10; i++) {
      answers.push((await send(`made-up-key-${String(i).padStart(8, "0")}`)).body.counted);
    }

    expect(answers.filter(Boolean)).toHaveLength(SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE.limit);
    expect((await views()).length).toBe(before + SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE.limit);
  });

  it("When the service does not exist or the kind is unknown, then 404 / 400", async () => {
    await request(kit.app)
      .post("/v1/services/999999/events")
      .send({ kind: "page_view", visitor_key: "session-cccccccccccccccc" })
      .expect(404);
    const res = await request(kit.app)
      .post(`/v1/services/${serviceX}/events`)
      .send({ kind: "bookmark", visitor_key: "session-cccccccccccccccc" })
      .expect(400);
    expect(res.body.error_code).toBe("0109004");
  });

  it("When a client address has sent its budget of events, then the next is refused 429 0109007 and not counted", async () => {
    const send = (key: string) =>
      request(kit.app).post(`/v1/services/${serviceX}/events`).send({ kind: "compare_add", visitor_key: key });
    await send("session-dddddddddddddddd").expect(200);
    const counters = () => kit.database.db.updateTable("rate_limit_counters").where("key", "like", "service-events:%");
    await counters().set({ hits: SERVICE_EVENTS_PER_CLIENT_LIMIT.limit }).execute();
    try {
      const refused = await send("session-eeeeeeeeeeeeeeee").expect(429);
      expect(refused.body.error_code).toBe("0109007");
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      const rows = await kit.database.db
        .selectFrom("service_events")
        .select("id")
        .where("service_id", "=", serviceX)
        .where("kind", "=", "compare_add")
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await counters().set({ hits: 0 }).execute();
    }
  });
});

describe("GET /v1/provider/analytics", () => {
  it("When events fall on both sides of a Monday 00:00 in Tokyo, then each week counts exactly its own", async () => {
    const monday = tokyoDayStart(isoWeekStart(new Date()));
    const previousMonday = new Date(monday.getTime() - 7 * DAY_MS);
    const at = [
      new Date(monday.getTime() - 1), // Sunday 23:59:59.999 Tokyo: the previous week
      new Date(monday.getTime() - 2 * DAY_MS),
      previousMonday, // the previous week's first instant
      new Date(previousMonday.getTime() - 1), // two weeks ago
    ];
    await kit.database.db
      .insertInto("service_events")
      .values(
        at.map((t, i) => ({
          service_id: otherServiceX,
          kind: "compare_add" as const,
          occurred_at: t,
          dedupe_key: `test-${i}`,
        })),
      )
      .execute();
    const res = await request(kit.app)
      .get(`/v1/provider/analytics?service_id=${otherServiceX}&weeks=4`)
      .set(adminX)
      .expect(200);
    const weeks = res.body.weeks as {
      week_start: string;
      iso_week: string;
      compare_adds: number;
      page_views: number;
    }[];
    expect(weeks).toHaveLength(4);
    expect(weeks.map((w) => w.compare_adds)).toEqual([0, 1, 3, 0]);
    // The two page views of the session test above fall in the current week.
    expect(weeks.map((w) => w.page_views)).toEqual([0, 0, 0, 2]);
    expect(weeks[3]?.week_start).toBe(isoWeekStart(new Date()));
    expect(weeks[3]?.iso_week).toMatch(/^\d{4}-W\d{2}$/);
    expect((res.body.services as { id: number }[]).map((s) => s.id)).toContain(otherServiceX);
  });

  it("When bookmarks and seminar enrolments are written in a past week, then that week counts them", async () => {
    const monday = tokyoDayStart(isoWeekStart(new Date()));
    const lastWeek = new Date(monday.getTime() - 3 * DAY_MS);
    const [a, b] = [await kit.member(), await kit.member()];
    await kit.database.db
      .insertInto("bookmarks")
      .values([a, b].map((m) => ({ user_id: m.userId, service_id: otherServiceX, created_at: lastWeek })))
      .execute();
    // One seminar linked to two services of X: an enrolment counts once for all services, once per service.
    const seminar = await kit.database.db.selectFrom("seminars").select("id").orderBy("id").executeTakeFirstOrThrow();
    await kit.database.db
      .insertInto("seminar_services")
      .values([serviceX, otherServiceX].map((service_id) => ({ seminar_id: seminar.id, service_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await kit.database.db
      .insertInto("seminar_enrolments")
      .values({ seminar_id: seminar.id, user_id: a.userId, enrolled_at: lastWeek })
      .execute();
    const one = await request(kit.app)
      .get(`/v1/provider/analytics?service_id=${otherServiceX}&weeks=4`)
      .set(adminX)
      .expect(200);
    const week = (one.body.weeks as { bookmarks: number; seminar_enrolments: number }[])[2];
    const bookmarked = await kit.database.db
      .selectFrom("bookmarks")
      .select("user_id")
      .where("service_id", "=", otherServiceX)
      .where("created_at", ">=", new Date(monday.getTime() - 7 * DAY_MS))
      .where("created_at", "<", monday)
      .execute();
    expect(bookmarked.length).toBeGreaterThanOrEqual(2);
    expect(week?.bookmarks).toBe(bookmarked.length);
    /** Distinct enrolments last week in seminars linked to any of `serviceIds`. */
    const enrolledLastWeek = async (serviceIds: number[]) =>
      (
        await kit.database.db
          .selectFrom("seminar_enrolments as e")
          .innerJoin("seminar_services as ss", "ss.seminar_id", "e.seminar_id")
          .select("e.id")
          .distinct()
          .where("ss.service_id", "in", serviceIds)
          .where("e.enrolled_at", ">=", new Date(monday.getTime() - 7 * DAY_MS))
          .where("e.enrolled_at", "<", monday)
          .execute()
      ).length;
    expect(week?.seminar_enrolments).toBe(await enrolledLastWeek([otherServiceX]));
    expect(week?.seminar_enrolments).toBeGreaterThan(0);
    const ownIds = (
      await kit.database.db.selectFrom("services").select("id").where("provider_id", "=", providerX).execute()
    ).map((r) => r.id);
    const all = await request(kit.app).get("/v1/provider/analytics?weeks=4").set(adminX).expect(200);
    expect((all.body.weeks as { seminar_enrolments: number }[])[2]?.seminar_enrolments).toBe(
      await enrolledLastWeek(ownIds),
    );
  });

  it("When staff of another organisation ask for the service, then 404 0109005; a member is refused", async () => {
    const res = await request(kit.app)
      .get(`/v1/provider/analytics?service_id=${otherServiceX}`)
      .set(adminY)
      .expect(404);
    expect(res.body.error_code).toBe("0109005");
    const own = await request(kit.app).get("/v1/provider/analytics").set(adminY).expect(200);
    expect((own.body.services as { id: number }[]).map((s) => s.id)).not.toContain(otherServiceX);
    const member = await kit.member();
    await request(kit.app).get("/v1/provider/analytics").set(member.auth).expect(403);
    await getError(kit.app, "/v1/provider/analytics", 401, "0109006");
  });
});

describe("leads", () => {
  let member: TestMember;
  let preview: { key: string; label: string; value: string }[];

  beforeAll(async () => {
    member = await kit.member();
    await giveMaterialConsent(kit, member).expect(200);
    preview = (await request(kit.app).get("/v1/material-downloads/consent").set(member.auth).expect(200)).body
      .shared_details;
    await downloadMaterial(kit.app, member.auth, `/v1/services/${serviceX}/material-download-tickets`);
  });

  it("When a member downloads, then the provider's lead carries exactly the details the consent preview showed", async () => {
    const { leads } = await leadsOf(adminX, "material_download");
    const lead = leads.find((l) => l.details.some((d) => d.key === "email" && d.value === member.email));
    expect(lead?.service_id).toBe(serviceX);
    expect(lead?.details).toEqual(preview);
    expect(lead?.details.map((d) => d.key)).toEqual(SHARED_MEMBER_FIELDS.map((f) => f.key));
  });

  it("When the download is counted by week, then this week's material downloads include it", async () => {
    const res = await request(kit.app)
      .get(`/v1/provider/analytics?service_id=${serviceX}&weeks=4`)
      .set(adminX)
      .expect(200);
    const current = (res.body.weeks as { material_downloads: number }[])[3];
    const rows = await kit.database.db
      .selectFrom("material_download_leads")
      .select("downloaded_at")
      .where("service_id", "=", serviceX)
      .execute();
    const monday = tokyoDayStart(isoWeekStart(new Date()));
    expect(current?.material_downloads).toBe(rows.filter((r) => r.downloaded_at >= monday).length);
    expect(current?.material_downloads).toBeGreaterThan(0);
  });

  it("When staff of another organisation list or export leads, then the member is in neither", async () => {
    const { leads } = await leadsOf(adminY, "material_download");
    expect(JSON.stringify(leads)).not.toContain(member.email);
    const { bytes } = await csvOf(adminY, "material_download");
    expect(bytes.toString("utf8")).not.toContain(member.email);
  });

  it("When the provider exports, then the CSV is UTF-8 with BOM, CRLF, quoted, the consented columns only, Japanese intact", async () => {
    const { bytes, type } = await csvOf(adminX, "material_download");
    expect(type).toMatch(/^text\/csv; charset=utf-8/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
    const lines = text.split("\r\n").filter((l) => l !== "");
    expect(lines[0]).toBe(
      ["日時", "サービス", "資料", ...SHARED_MEMBER_FIELDS.map((f) => f.label)].map((h) => `"${h}"`).join(","),
    );
    const row = lines.find((l) => l.includes(member.email));
    const values = preview.map((d) => `"${d.value}"`).join(",");
    expect(row?.endsWith(values)).toBe(true);
    // The member's Japanese name and hospital arrive as written.
    expect(row).toContain(preview.find((d) => d.key === "name")?.value);
    expect(row).toContain("千代田テスト病院");
  });

  it("When a lead's details start with = + - @ tab or CR, then each CSV cell starts with an apostrophe, quoted", async () => {
    // Arrange: a fresh member's download whose stored details each start with one formula trigger.
    const attacker = await kit.member();
    await giveMaterialConsent(kit, attacker).expect(200);
    await downloadMaterial(kit.app, attacker.auth, `/v1/services/${serviceX}/material-download-tickets`);
    const payloads = ["=1+1", "+1+1", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)", "\t=1+1", "\r=1+1"];
    const details = SHARED_MEMBER_FIELDS.map((f, i) => ({ key: f.key, label: f.label, value: payloads[i] ?? "" }));
    await kit.database.db
      .updateTable("material_download_leads")
      .set({ shared_details: JSON.stringify(details) })
      .where("user_id", "=", attacker.userId)
      .execute();
    // Act
    const { bytes } = await csvOf(adminX, "material_download");
    // Assert: the row ends with the six cells, each defused and quoted.
    const text = bytes.subarray(3).toString("utf8");
    const cells = payloads.map((p) => `"'${p}"`).join(",");
    expect(text).toContain(`${cells}\r\n`);
  });

  it("When a negotiation or enrolment is listed, then it carries only its kind's fields", async () => {
    const negotiations = await leadsOf(adminX, "negotiation");
    for (const lead of negotiations.leads) expect(lead.details.map((d) => d.key)).toEqual(["name", "hospital_name"]);
    const enrolments = await leadsOf(adminX, "seminar_enrolment");
    // An enrolment carries the consented copy (ADR 173), or nothing when there is none to give.
    const shared = SHARED_MEMBER_FIELDS.map((f) => f.key).join();
    for (const lead of enrolments.leads) expect(["", shared]).toContain(lead.details.map((d) => d.key).join());
    const res = await request(kit.app).get("/v1/provider/leads?kind=bookmark").set(adminX).expect(400);
    expect(res.body.error_code).toBe("0109004");
  });
});
