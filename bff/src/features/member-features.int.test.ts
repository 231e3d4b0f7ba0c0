// Member features through GraphQL and the download proxy: what a member sees, the catalogue codes of
// refusals, and that member B can neither read nor change member A's enrolments, consents or requests.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "@iryo/api/lib/auth/password";
import { createMailer } from "@iryo/api/lib/mail/mailer";
import { insertMemberRows } from "@iryo/api/test/member-rows";
import { CORPORATE_TYPE } from "@iryo/domain/classification";
import { DAY_MS, HOUR_MS } from "@iryo/domain/constants";
import { MATERIAL_CONSENT_VERSION, SHARED_MEMBER_FIELDS } from "@iryo/domain/material-download";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, postGraphql, startTestStack, type TestStack } from "../test/stack.js";

const SCRYPT_N = 1024;
const PASSWORD = "Passw0rd!";
let stack: TestStack;
let passwordHash: string;
let seq = 0;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "iryo-bff-member-"));
  stack = await startTestStack({}, { auth: { scryptN: SCRYPT_N }, mailer: createMailer({ outboxDir, log: () => {} }) });
  passwordHash = await hashPassword(PASSWORD, SCRYPT_N);
});
afterAll(async () => {
  await stack?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

async function member(corporateTypes: number[] = [CORPORATE_TYPE.MEDICAL]): Promise<{ token: string; email: string }> {
  const email = `bff-member-${process.pid}-${++seq}@example.jp`;
  await insertMemberRows(stack.db, {
    email,
    passwordHash,
    member: {
      first_name: `花子${seq}`,
      hospital_prefecture: 27,
      hospital_name: "なにわテスト病院",
      position: "主任",
      corporate_types: corporateTypes,
      sickbed_number: 80,
    },
  });
  return { token: await apiIdToken(stack.apiUrl, email, PASSWORD), email };
}

function gql(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  return postGraphql(stack.bff.httpServer, query, variables, bearerHeader(token));
}

async function seminar(capacity: number | null = 100): Promise<string> {
  const startsAt = new Date(Date.now() + 10 * DAY_MS);
  const row = await stack.db
    .insertInto("seminars")
    .values({
      title: "BFFテストセミナー",
      meeting_type: 2,
      reception_status: 2,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + HOUR_MS),
      capacity,
      meeting_url: "https://meet.example.jp/x",
      organizer_name: "テスト主催",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const APPLIED = "{ appliedSeminars { totalCount items { seminarId title cancellable meetingTypeLabel } } }";

describe("seminar enrolment through GraphQL", () => {
  it("When a member enrols, then the seminar is among their applied seminars and its state says enrolled", async () => {
    const m = await member();
    const id = await seminar();
    const res = await gql(
      m.token,
      "mutation ($id: ID!) { enrollSeminar(seminarId: $id, shareDetails: true) { seminarId cancellable } }",
      {
        id,
      },
    ).expect(200);
    expect(res.body.data.enrollSeminar).toEqual({ seminarId: id, cancellable: true });
    const applied = await gql(m.token, APPLIED).expect(200);
    expect(applied.body.data.appliedSeminars.items).toEqual([
      { seminarId: id, title: "BFFテストセミナー", cancellable: true, meetingTypeLabel: "オンライン" },
    ]);
    const state = await gql(
      m.token,
      "query ($id: ID!) { seminarEnrollment(seminarId: $id) { enrolled enrolledCount } }",
      { id },
    );
    expect(state.body.data.seminarEnrollment).toEqual({ enrolled: true, enrolledCount: 1 });
  });

  it("When an other-business member enrols, then the error carries 0701001", async () => {
    const m = await member([CORPORATE_TYPE.BUSINESS]);
    const res = await gql(
      m.token,
      "mutation ($id: ID!) { enrollSeminar(seminarId: $id, shareDetails: true) { seminarId } }",
      {
        id: await seminar(),
      },
    );
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0701001" });
  });

  it("When the seminar is full, then the error carries 0701002", async () => {
    const id = await seminar(1);
    await gql(
      (await member()).token,
      "mutation ($id: ID!) { enrollSeminar(seminarId: $id, shareDetails: true) { seminarId } }",
      {
        id,
      },
    ).expect(200);
    const res = await gql(
      (await member()).token,
      "mutation ($id: ID!) { enrollSeminar(seminarId: $id, shareDetails: true) { seminarId } }",
      { id },
    );
    expect(res.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0701002" });
  });

  it("When member B reads applied seminars or cancels member A's enrolment, then B sees none and A's stays", async () => {
    const a = await member();
    const b = await member();
    const id = await seminar();
    await gql(a.token, "mutation ($id: ID!) { enrollSeminar(seminarId: $id, shareDetails: true) { seminarId } }", {
      id,
    }).expect(200);
    const theirs = await gql(b.token, APPLIED).expect(200);
    expect(theirs.body.data.appliedSeminars).toEqual({ totalCount: 0, items: [] });
    const cancel = await gql(b.token, "mutation ($id: ID!) { cancelSeminarEnrollment(seminarId: $id) }", { id });
    expect(cancel.body.errors[0].extensions).toMatchObject({ code: "NOT_FOUND", errorCode: "0109005" });
    const mine = await gql(a.token, APPLIED).expect(200);
    expect(mine.body.data.appliedSeminars.totalCount).toBe(1);
  });

  it("When a member enrols without consenting to share their details, then the error carries 0701007", async () => {
    const m = await member();
    const id = await seminar();
    for (const mutation of [
      "mutation ($id: ID!) { enrollSeminar(seminarId: $id) { seminarId } }",
      "mutation ($id: ID!) { enrollSeminar(seminarId: $id, shareDetails: false) { seminarId } }",
    ]) {
      const res = await gql(m.token, mutation, { id });
      expect(res.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0701007" });
    }
    const state = await gql(m.token, "query ($id: ID!) { seminarEnrollment(seminarId: $id) { enrolled } }", { id });
    expect(state.body.data.seminarEnrollment).toEqual({ enrolled: false });
  });

  it("When a member opens the apply panel, then the preview lists their details as the organiser receives them", async () => {
    const m = await member();
    const id = await seminar();
    const res = await gql(
      m.token,
      "query ($id: ID!) { seminarEnrollment(seminarId: $id) { organizerName sharedDetails { key label value } } }",
      { id },
    ).expect(200);
    const state = res.body.data.seminarEnrollment;
    expect(state.organizerName).toBe("テスト主催");
    expect(state.sharedDetails.map((d: { label: string }) => d.label)).toEqual(
      SHARED_MEMBER_FIELDS.map((f) => f.label),
    );
    expect(state.sharedDetails).toContainEqual({ key: "email", label: "メールアドレス", value: m.email });
    expect(state.sharedDetails).toContainEqual({
      key: "hospital_prefecture",
      label: "勤務先の所在地",
      value: "大阪府",
    });
  });

  it("When a visitor asks for applied seminars, then UNAUTHENTICATED", async () => {
    const res = await gql(undefined, APPLIED);
    expect(res.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});

describe("material consent and downloads", () => {
  const CONSENT = "{ materialConsent { consented sharedDetails { label value } } }";

  it("When member A consents, then member B's consent stays unasked and shows only B's details", async () => {
    const a = await member();
    const b = await member();
    const given = await gql(a.token, "mutation ($v: Int!) { giveMaterialConsent(consentVersion: $v) { consented } }", {
      v: MATERIAL_CONSENT_VERSION,
    }).expect(200);
    expect(given.body.data.giveMaterialConsent.consented).toBe(true);
    const bConsent = await gql(b.token, CONSENT).expect(200);
    expect(bConsent.body.data.materialConsent.consented).toBe(false);
    expect(JSON.stringify(bConsent.body)).toContain(b.email);
    expect(JSON.stringify(bConsent.body)).not.toContain(a.email);
    expect(bConsent.body.data.materialConsent.sharedDetails[2]).toEqual({ label: "勤務先の所在地", value: "大阪府" });
  });

  it("When a consenting member requests three services' materials, then the one-time URL streams a zip through the site origin", async () => {
    const m = await member();
    await gql(m.token, "mutation ($v: Int!) { giveMaterialConsent(consentVersion: $v) { consented } }", {
      v: MATERIAL_CONSENT_VERSION,
    });
    const ids = await stack.db
      .selectFrom("material_files")
      .select("service_id")
      .distinct()
      .orderBy("service_id")
      .limit(3)
      .execute();
    const requested = await gql(
      m.token,
      "mutation ($ids: [ID!]!) { requestMaterialBundleDownload(serviceIds: $ids) { url } }",
      { ids: ids.map((r) => String(r.service_id)) },
    ).expect(200);
    expect(requested.body.errors).toBeUndefined();
    const res = await request(stack.bff.httpServer)
      .get(requested.body.data.requestMaterialBundleDownload.url)
      .set("authorization", `Bearer ${m.token}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
    expect((res.body as Buffer).subarray(0, 2).toString()).toBe("PK");
  });

  it("When a visitor follows an old download link, then the browser goes to the material page, which asks them to log in", async () => {
    const res = await request(stack.bff.httpServer)
      .get("/downloads/services/1/materials?from=/services/material_download/1")
      .expect(303);
    expect(res.headers.location).toBe("/services/material_download/1");
  });

  it("When a visitor follows a one-time download URL, then the browser goes to login", async () => {
    const res = await request(stack.bff.httpServer)
      .get(`/downloads/materials/${"a".repeat(43)}`)
      .expect(303);
    expect(res.headers.location).toBe("/login?redirect=%2Freview");
  });
});

describe("concierge requests and the consideration list", () => {
  const SEND =
    "mutation ($input: ConciergeRequestInput!) { sendConciergeRequest(input: $input) { id inquiryTypeLabel body } }";
  const INPUT = {
    inquiryType: 2,
    body: "資料請求の進め方を相談したいです。",
    contactName: "試験 花子",
    contactEmail: "hanako@example.jp",
    hospitalName: "なにわテスト病院",
  };

  it("When a member sends a request, then it is answered with its type label; member B's list does not show it", async () => {
    const a = await member();
    const b = await member();
    const sent = await gql(a.token, SEND, { input: INPUT }).expect(200);
    expect(sent.body.data.sendConciergeRequest).toMatchObject({
      inquiryTypeLabel: "商談・資料請求について",
      body: INPUT.body,
    });
    const mine = await gql(a.token, "{ conciergeRequests { id } }").expect(200);
    expect(mine.body.data.conciergeRequests).toHaveLength(1);
    const theirs = await gql(b.token, "{ conciergeRequests { id } }").expect(200);
    expect(theirs.body.data.conciergeRequests).toEqual([]);
  });

  it("When the body is over 500 characters, then 0101004 with the field error", async () => {
    const m = await member();
    const res = await gql(m.token, SEND, { input: { ...INPUT, body: "あ".repeat(501) } });
    expect(res.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0101004" });
  });

  it("When member A adds a service, then member B's list stays empty and B's removal does not touch A's", async () => {
    const a = await member();
    const b = await member();
    await gql(a.token, 'mutation { addToConsideration(serviceId: "1") }').expect(200);
    const theirs = await gql(b.token, "{ considerationList { serviceId } }").expect(200);
    expect(theirs.body.data.considerationList).toEqual([]);
    await gql(b.token, 'mutation { removeFromConsideration(serviceId: "1") }').expect(200);
    const mine = await gql(a.token, "{ considerationList { serviceId stage stageLabel } }").expect(200);
    expect(mine.body.data.considerationList).toEqual([{ serviceId: "1", stage: 1, stageLabel: "リストに追加" }]);
  });
});
