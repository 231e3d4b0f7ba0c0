import request from "supertest";
import { describe, expect, it } from "vitest";
import { startMemberKit } from "../../test/member-features.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberKit);

const FORM = {
  inquiry_type: 1,
  body: "電子カルテの入れ替えを検討しています。200床規模の病院で使える候補を教えてください。",
  contact_name: "試験 太郎",
  contact_email: "contact@example.jp",
  hospital_name: "千代田テスト病院",
  contact_phone: "03-1234-5678",
};

const rowsOf = (userId: number) =>
  kit.database.db.selectFrom("concierge_requests").selectAll().where("user_id", "=", userId).execute();

describe("POST /v1/concierge/requests", () => {
  it("When a member sends a request, then it is stored, mailed to the operator address of the system config and confirmed to the member", async () => {
    const m = await kit.member();
    const res = await request(kit.app).post("/v1/concierge/requests").set(m.auth).send(FORM).expect(201);
    expect(res.body).toMatchObject({ request_id: expect.any(Number), inquiry_type: 1, body: FORM.body });
    expect(await rowsOf(m.userId)).toHaveLength(1);
    const mails = await kit.mailer.outbox();
    const operator = mails.find(
      (mail) => mail.to === "concierge@iryo-it-navi.example" && mail.text.includes(FORM.body),
    );
    expect(operator?.subject).toContain("コンシェルジュ相談の依頼（サービスについて）");
    expect(operator?.text).toContain("03-1234-5678");
    const confirmation = mails.find((mail) => mail.to === FORM.contact_email);
    expect(confirmation?.subject).toContain("受け付けました");
    expect(confirmation?.text).toContain(`C-${String(res.body.request_id).padStart(6, "0")}`);
  });

  it.each([
    ["no body", { body: "" }, "0101001", "body"],
    ["a body of 501 characters", { body: "あ".repeat(501) }, "0101004", "body"],
    ["an unknown inquiry type", { inquiry_type: 99 }, "0101002", "inquiry_type"],
    ["a wrong email", { contact_email: "not-an-email" }, "0101002", "contact_email"],
    ["a wrong phone number", { contact_phone: "abc" }, "0101002", "contact_phone"],
    ["no name", { contact_name: " " }, "0101001", "contact_name"],
  ])(
    "When the form has %s, then 400 %s on that field and nothing is stored or mailed",
    async (_label, change, code, field) => {
      const m = await kit.member();
      const before = (await kit.mailer.outbox()).length;
      const res = await request(kit.app)
        .post("/v1/concierge/requests")
        .set(m.auth)
        .send({ ...FORM, ...change })
        .expect(400);
      expect(res.body.error_code).toBe(code);
      expect(Object.keys(res.body.field_errors)).toContain(field);
      expect(await rowsOf(m.userId)).toHaveLength(0);
      expect((await kit.mailer.outbox()).length).toBe(before);
    },
  );

  it("When a body of exactly 500 characters comes, then it is accepted", async () => {
    const m = await kit.member();
    await request(kit.app)
      .post("/v1/concierge/requests")
      .set(m.auth)
      .send({ ...FORM, body: "あ".repeat(500) })
      .expect(201);
  });

  it("When a visitor sends a request, then 401 0109006", async () => {
    const res = await request(kit.app).post("/v1/concierge/requests").send(FORM).expect(401);
    expect(res.body.error_code).toBe("0109006");
  });

  it("When member B lists requests, then member A's are not among them", async () => {
    const a = await kit.member();
    const b = await kit.member();
    await request(kit.app).post("/v1/concierge/requests").set(a.auth).send(FORM).expect(201);
    const mine = await request(kit.app).get("/v1/concierge/requests").set(a.auth).expect(200);
    expect(mine.body.requests).toHaveLength(1);
    const theirs = await request(kit.app).get("/v1/concierge/requests").set(b.auth).expect(200);
    expect(theirs.body.requests).toEqual([]);
  });
});
