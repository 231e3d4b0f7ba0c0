import { CORPORATE_TYPE } from "@iryo/domain/classification";
import { DAY_MS, HOUR_MS } from "@iryo/domain/constants";
import { SHARED_MEMBER_FIELDS } from "@iryo/domain/material-download";
import { SEMINAR_RECEPTION_STATUS } from "@iryo/domain/seminar-reception-status";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { startMemberKit, type TestMember } from "../../test/member-features.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberKit);

/** The member's consent to share the previewed details with the organiser (ADR 173). */
const CONSENT = { share_details: true } as const;

/** A seminar of the test, relative to the app's clock. */
async function seminar(
  options: {
    status?: number;
    capacity?: number | null;
    startsInMs?: number;
    receptionStartsInMs?: number | null;
    receptionEndsInMs?: number | null;
  } = {},
): Promise<number> {
  const now = kit.now().getTime();
  const startsAt = new Date(now + (options.startsInMs ?? 10 * DAY_MS));
  const row = await kit.database.db
    .insertInto("seminars")
    .values({
      title: "電子カルテ入門セミナー; 比較のポイント",
      meeting_type: 2,
      reception_status: options.status ?? SEMINAR_RECEPTION_STATUS.ACCEPTING,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + HOUR_MS),
      capacity: options.capacity === undefined ? 100 : options.capacity,
      meeting_url: "https://meet.example.jp/abc",
      organizer_name: "テスト主催株式会社",
      reception_starts_at: options.receptionStartsInMs == null ? null : new Date(now + options.receptionStartsInMs),
      reception_ends_at: options.receptionEndsInMs == null ? null : new Date(now + options.receptionEndsInMs),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const liveRows = (seminarId: number) =>
  kit.database.db
    .selectFrom("seminar_enrolments")
    .selectAll()
    .where("seminar_id", "=", seminarId)
    .where("cancelled_at", "is", null)
    .execute();

async function outboxTo(to: string) {
  return (await kit.mailer.outbox()).filter((m) => m.to === to);
}

describe("POST /v1/seminars/{id}/enroll", () => {
  it("When a member enrols in an accepting seminar, then 201, one row, and a mail with an .ics in Asia/Tokyo", async () => {
    const m = await kit.member();
    const id = await seminar();
    const res = await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(201);
    expect(res.body).toMatchObject({ seminar_id: id, cancellable: true, enrolment_id: expect.any(Number) });
    expect(await liveRows(id)).toHaveLength(1);
    const [mail] = await outboxTo(m.email);
    expect(mail?.subject).toContain("セミナーのお申し込みを受け付けました");
    expect(mail?.text).toContain("電子カルテ入門セミナー");
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe(`seminar-${id}.ics`);
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const starts = await kit.database.db
      .selectFrom("seminars")
      .select("starts_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const tokyo = new Date(starts.starts_at.getTime() + 9 * HOUR_MS).toISOString().slice(0, 19).replace(/[-:]/g, "");
    expect(ics?.content).toContain(`DTSTART;TZID=Asia/Tokyo:${tokyo}`);
    expect(ics?.content).toContain("TZID:Asia/Tokyo");
    expect(ics?.content).toContain("SUMMARY:電子カルテ入門セミナー\\; 比較のポイント");
    expect(ics?.content).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
  });

  it("When the member enrols again, then the same enrollment comes back, with no second row and no second mail", async () => {
    const m = await kit.member();
    const id = await seminar();
    const first = await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(201);
    const second = await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(201);
    expect(second.body.enrolment_id).toBe(first.body.enrolment_id);
    expect(await liveRows(id)).toHaveLength(1);
    expect(await outboxTo(m.email)).toHaveLength(1);
  });

  it("When an other-business member enrols, then 403 0701001 and nothing is stored", async () => {
    const m = await kit.member({ corporateTypes: [CORPORATE_TYPE.BUSINESS] });
    const id = await seminar();
    const res = await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(403);
    expect(res.body).toEqual({ error_code: "0701001", error_message: expect.stringContaining("セミナー") });
    expect(await liveRows(id)).toHaveLength(0);
  });

  it.each([
    ["before publication", { status: SEMINAR_RECEPTION_STATUS.BEFORE_PUBLICATION }],
    ["reception ended", { status: SEMINAR_RECEPTION_STATUS.RECEPTION_ENDED }],
    ["finished", { status: SEMINAR_RECEPTION_STATUS.FINISHED }],
    ["accepting but already started", { startsInMs: -HOUR_MS }],
    ["accepting but reception not yet open", { receptionStartsInMs: DAY_MS }],
    ["accepting but reception closed", { receptionStartsInMs: -2 * DAY_MS, receptionEndsInMs: -DAY_MS }],
  ])("When the seminar is %s, then 400 0701003", async (_label, options) => {
    const m = await kit.member();
    const id = await seminar(options);
    const res = await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(400);
    expect(res.body.error_code).toBe("0701003");
    expect(await liveRows(id)).toHaveLength(0);
  });

  it("When the seminar is full, then 400 0701002", async () => {
    const id = await seminar({ capacity: 1 });
    const a = await kit.member();
    const b = await kit.member();
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(a.auth).send(CONSENT).expect(201);
    const res = await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(b.auth).send(CONSENT).expect(400);
    expect(res.body.error_code).toBe("0701002");
  });

  it("When 100 members enrol in parallel for 30 seats, then exactly 30 rows exist and 70 get 0701002", async () => {
    const id = await seminar({ capacity: 30 });
    const members: TestMember[] = [];
    for (let i = 0; i < 100; i++) members.push(await kit.member());
    const answers = await Promise.all(
      members.map((m) => request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(70);
    expect(refused.every((a) => a.status === 400 && a.body.error_code === "0701002")).toBe(true);
    expect(await liveRows(id)).toHaveLength(30);
  }, 120_000);

  it("When one member sends 100 parallel enrollments, then one row exists", async () => {
    const id = await seminar();
    const m = await kit.member();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT)),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await liveRows(id)).toHaveLength(1);
  }, 120_000);

  it("When the seminar does not exist, then 404 0109005; a visitor gets 401 0109006", async () => {
    const m = await kit.member();
    expect(
      (await request(kit.app).post("/v1/seminars/999999/enroll").set(m.auth).send(CONSENT).expect(404)).body.error_code,
    ).toBe("0109005");
    const id = await seminar();
    expect((await request(kit.app).post(`/v1/seminars/${id}/enroll`).send(CONSENT).expect(401)).body.error_code).toBe(
      "0109006",
    );
  });
});

describe("consent to share details with the organiser (ADR 173)", () => {
  it.each([
    ["no body", undefined],
    ["share_details false", { share_details: false }],
    ["share_details as text", { share_details: "true" }],
  ])("When a member enrols with %s, then 400 0701007 and nothing is stored", async (_name, body) => {
    const m = await kit.member();
    const id = await seminar();
    const call = request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth);
    const res = await (body === undefined ? call : call.send(body)).expect(400);
    expect(res.body.error_code).toBe("0701007");
    expect(res.body.error_message).toContain("同意");
    expect(await liveRows(id)).toHaveLength(0);
  });

  it("When a member opens the apply panel, then it previews exactly the shared fields with their values", async () => {
    const m = await kit.member();
    const id = await seminar();
    const state = await request(kit.app).get(`/v1/seminars/${id}/enroll`).set(m.auth).expect(200);
    expect(state.body.organizer_name).toBe("テスト主催株式会社");
    expect(state.body.shared_details.map((d: { key: string; label: string }) => [d.key, d.label])).toEqual(
      SHARED_MEMBER_FIELDS.map((f) => [f.key, f.label]),
    );
    const byKey = Object.fromEntries(
      state.body.shared_details.map((d: { key: string; value: string }) => [d.key, d.value]),
    );
    expect(byKey).toMatchObject({ email: m.email, hospital_name: "千代田テスト病院", position: "係長" });
  });

  it("When a member enrols with consent, then the enrolment keeps the previewed details, which a later change does not rewrite", async () => {
    const m = await kit.member();
    const id = await seminar();
    const preview = (await request(kit.app).get(`/v1/seminars/${id}/enroll`).set(m.auth).expect(200)).body;
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(201);
    await kit.database.db
      .updateTable("members")
      .set({ hospital_name: "異動先病院" })
      .where("user_id", "=", m.userId)
      .execute();
    const [row] = await liveRows(id);
    expect(row?.consented_at).toBeInstanceOf(Date);
    expect(row?.shared_details).toEqual(preview.shared_details);
  });

  it("When the member withdraws, then the copy is erased while the enrolment and its consent time stay", async () => {
    const m = await kit.member();
    const id = await seminar();
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(201);
    await request(kit.app).post("/v1/membership/withdraw").set(m.auth).send({ retirement_reason: 1 }).expect(200);
    const rows = await kit.database.db
      .selectFrom("seminar_enrolments")
      .select(["consented_at", "shared_details", "cancelled_at"])
      .where("seminar_id", "=", id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consented_at).toBeInstanceOf(Date);
    expect(rows[0]?.shared_details).toBeNull();
  });

  it("When a member cancels, then the enrolment keeps its copy (the organiser sees who cancelled)", async () => {
    const m = await kit.member();
    const id = await seminar();
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(201);
    await request(kit.app).delete(`/v1/seminars/${id}/enroll`).set(m.auth).expect(204);
    const row = await kit.database.db
      .selectFrom("seminar_enrolments")
      .select(["cancelled_at", "shared_details"])
      .where("seminar_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.cancelled_at).toBeInstanceOf(Date);
    expect(row.shared_details).not.toBeNull();
  });
});

describe("cancel and list", () => {
  it("When the member cancels while reception is open, then the seat is free and the list no longer shows it", async () => {
    const id = await seminar({ capacity: 1 });
    const a = await kit.member();
    const b = await kit.member();
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(a.auth).send(CONSENT).expect(201);
    const listed = await request(kit.app).get("/v1/seminars/applied-by-user").set(a.auth).expect(200);
    expect(listed.body.seminars.map((s: { seminar_id: number }) => s.seminar_id)).toContain(id);
    await request(kit.app).delete(`/v1/seminars/${id}/enroll`).set(a.auth).expect(204);
    const after = await request(kit.app).get("/v1/seminars/applied-by-user").set(a.auth).expect(200);
    expect(after.body.seminars.map((s: { seminar_id: number }) => s.seminar_id)).not.toContain(id);
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(b.auth).send(CONSENT).expect(201);
  });

  it("When reception has closed, then cancelling is refused with 0701003 and the enrollment stays", async () => {
    const id = await seminar({ startsInMs: 2 * DAY_MS });
    const m = await kit.member();
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(m.auth).send(CONSENT).expect(201);
    // Reception closes (the provider ends it early).
    await kit.database.db
      .updateTable("seminars")
      .set({
        reception_starts_at: new Date(kit.now().getTime() - 2 * DAY_MS),
        reception_ends_at: new Date(kit.now().getTime() - 1000),
      })
      .where("id", "=", id)
      .execute();
    const list = await request(kit.app).get("/v1/seminars/applied-by-user").set(m.auth).expect(200);
    expect(list.body.seminars.find((s: { seminar_id: number }) => s.seminar_id === id)?.cancellable).toBe(false);
    const res = await request(kit.app).delete(`/v1/seminars/${id}/enroll`).set(m.auth).expect(400);
    expect(res.body.error_code).toBe("0701003");
    expect(await liveRows(id)).toHaveLength(1);
  });

  it("When member B tries to read or cancel member A's enrollment, then B sees none and A's stays", async () => {
    const id = await seminar();
    const a = await kit.member();
    const b = await kit.member();
    await request(kit.app).post(`/v1/seminars/${id}/enroll`).set(a.auth).send(CONSENT).expect(201);
    const list = await request(kit.app).get("/v1/seminars/applied-by-user").set(b.auth).expect(200);
    expect(list.body).toMatchObject({ seminars: [], total_count: 0 });
    const state = await request(kit.app).get(`/v1/seminars/${id}/enroll`).set(b.auth).expect(200);
    expect(state.body).toMatchObject({ enrolled: false, enrolment_id: null, enrolled_count: 1 });
    const cancel = await request(kit.app).delete(`/v1/seminars/${id}/enroll`).set(b.auth).expect(404);
    expect(cancel.body.error_code).toBe("0109005");
    expect(await liveRows(id)).toHaveLength(1);
  });

  it("When the list is paged, then page_size and page_number are honoured; a bad page size is 0109004", async () => {
    const m = await kit.member();
    for (let i = 0; i < 3; i++)
      await request(kit.app)
        .post(`/v1/seminars/${await seminar()}/enroll`)
        .send(CONSENT)
        .set(m.auth)
        .expect(201);
    const page = await request(kit.app)
      .get("/v1/seminars/applied-by-user?page_size=20&page_number=1")
      .set(m.auth)
      .expect(200);
    expect(page.body).toMatchObject({ total_count: 3, page_size: 20, page_number: 1 });
    expect(
      (await request(kit.app).get("/v1/seminars/applied-by-user?page_size=7").set(m.auth).expect(400)).body.error_code,
    ).toBe("0109004");
  });
});
