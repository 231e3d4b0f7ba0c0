// Seminars through GraphQL (ADR 162): the rules answer their codes, and staff of one organisation reach
// nothing of another's seminars, drafts or enrolment lists.

import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import { DEMO_OPERATORS } from "@iryo/api/seed/operators.seed";
import { totpCode } from "@iryo/api/test/operator.test-kit";
import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const CREATE = `mutation($input: SeminarInput!) { createSeminarDraft(input: $input) { id state objectType } }`;
const LIST = `query { providerSeminars { seminars { seminarId title status change { id } } services { id name } } }`;
const CHANGE = `query($id: ID!) { providerSeminarChange(changeId: $id) { seminarId version { title } } }`;
const SUBMIT = `mutation($id: ID!) { submitSeminarChange(changeId: $id) { id state diff { label after } } }`;
const ENROLLMENTS = `query($id: ID!) { providerSeminarEnrollments(seminarId: $id) { seminarId enrolledCount } }`;
const EDIT = `query($id: ID!) { providerSeminar(seminarId: $id) { seminarId version { title } } }`;

type Headers = Record<string, string>;
let editorX: Headers;
let adminY: Headers;
let serviceX: string;
let serviceY: string;

const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();

function input(change: Record<string, unknown> = {}) {
  return {
    title: "GraphQL経由のセミナー",
    descriptionHtml: "<p>説明</p>",
    meetingType: 2,
    startsAt: at(6),
    endsAt: at(6, 2),
    venue: "",
    capacity: 30,
    receptionStartsAt: at(1),
    receptionEndsAt: at(5),
    reminderAt: at(5, 12),
    deliveryUrl: "https://meet.example.jp/g",
    archiveUrl: "",
    archiveEndsAt: null,
    tags: ["オンライン"],
    serviceIds: [serviceX],
    ...change,
  };
}

async function firstService(email: string): Promise<string> {
  const row = await stack()
    .db.selectFrom("services as s")
    .innerJoin("provider_accounts as p", "p.provider_id", "s.provider_id")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select(["s.id"])
    .where("a.email", "=", email)
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

beforeAll(async () => {
  editorX = await as(demoEditorEmail(0));
  adminY = await as(demoProviderEmail(1));
  serviceX = await firstService(DEMO_PROVIDER_EMAIL);
  serviceY = await firstService(demoProviderEmail(1));
});

describe("seminars through GraphQL", () => {
  it.each<[string, string, () => Record<string, unknown>]>([
    ["the reminder is after the start", "0701004", () => ({ reminderAt: at(6, 1) })],
    ["an online seminar has no delivery URL", "0701005", () => ({ deliveryUrl: "" })],
    ["the reception closes after the start", "0701006", () => ({ receptionEndsAt: at(6, 1) })],
    ["another organisation's service is linked", "0401001", () => ({ serviceIds: [serviceY] })],
  ])("When %s, then errorCode %s", async (_, code, change) => {
    const res = await gql(CREATE, { input: input(change()) }, editorX).expect(200);
    expect(res.body.errors[0].extensions.errorCode).toBe(code);
  });

  it("When an organisation of the other-business kind creates a seminar, then errorCode 0701001", async () => {
    const email = demoProviderEmail(2);
    const provider = await stack()
      .db.selectFrom("provider_accounts as p")
      .innerJoin("accounts as a", "a.id", "p.account_id")
      .select("p.provider_id")
      .where("a.email", "=", email)
      .executeTakeFirstOrThrow();
    await stack()
      .db.updateTable("providers")
      .set({ business_kind: "other_business" })
      .where("id", "=", provider.provider_id)
      .execute();
    const res = await gql(CREATE, { input: input({ serviceIds: [] }) }, await as(email)).expect(200);
    expect(res.body.errors[0].extensions.errorCode).toBe("0701001");
  });

  it("When an editor creates and submits, then the change is a seminar with Japanese labels; Y sees and reaches none of it", async () => {
    const created = await gql(CREATE, { input: input() }, editorX).expect(200);
    expect(created.body.errors).toBeUndefined();
    const change = created.body.data.createSeminarDraft;
    expect(change).toMatchObject({ state: "draft", objectType: "seminar" });
    const list = await gql(LIST, {}, editorX).expect(200);
    expect(list.body.data.providerSeminars.seminars).toContainEqual(
      expect.objectContaining({ seminarId: null, title: "GraphQL経由のセミナー", status: "draft" }),
    );
    expect(list.body.data.providerSeminars.services.map((s: { id: string }) => s.id)).toContain(serviceX);

    const theirs = await gql(LIST, {}, adminY).expect(200);
    expect(JSON.stringify(theirs.body.data)).not.toContain("GraphQL経由のセミナー");
    const peek = await gql(CHANGE, { id: change.id }, adminY).expect(200);
    expect(peek.body.errors[0].extensions.errorCode).toBe("0109005");
    const steal = await gql(SUBMIT, { id: change.id }, adminY).expect(200);
    expect(steal.body.errors[0].extensions.errorCode).toBe("0109005");

    const submitted = await gql(SUBMIT, { id: change.id }, editorX).expect(200);
    expect(submitted.body.data.submitSeminarChange.state).toBe("submitted");
    expect(submitted.body.data.submitSeminarChange.diff).toContainEqual({ label: "開催形式", after: "オンライン" });
  });

  it("When staff of Y ask for X's public seminar or its enrolments, then NOT_FOUND 0109005; X's own staff get them", async () => {
    const row = await stack()
      .db.selectFrom("seminars as s")
      .innerJoin("provider_accounts as p", "p.provider_id", "s.organizer_id")
      .innerJoin("accounts as a", "a.id", "p.account_id")
      .select("s.id")
      .where("a.email", "=", DEMO_PROVIDER_EMAIL)
      .executeTakeFirstOrThrow();
    const id = String(row.id);
    for (const query of [EDIT, ENROLLMENTS]) {
      const res = await gql(query, { id }, adminY).expect(200);
      expect(res.body.errors[0].extensions.errorCode).toBe("0109005");
    }
    const own = await gql(ENROLLMENTS, { id }, editorX).expect(200);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.providerSeminarEnrollments.seminarId).toBe(id);
  });
});

describe("enrolment is for members only", () => {
  const ENROL = "mutation($id: ID!) { enrollSeminar(seminarId: $id, shareDetails: true) { seminarId } }";

  it("When provider staff or an operator asks to enrol in an accepting seminar, then FORBIDDEN (0109002) and nothing is stored", async () => {
    const db = stack().db;
    const seminar = await db
      .selectFrom("seminars")
      .select("id")
      .where("reception_status", "=", 2)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const enrolments = async () =>
      (await db.selectFrom("seminar_enrolments").select("id").where("seminar_id", "=", seminar.id).execute()).length;
    const before = await enrolments();

    const [admin] = DEMO_OPERATORS;
    const operator = await as(admin.email);
    const verified = await gql(
      "mutation($c: String!) { verifyOperatorTotp(code: $c) { secondFactorVerified } }",
      { c: totpCode(admin.totp_secret, new Date()) },
      operator,
    ).expect(200);
    expect(verified.body.data.verifyOperatorTotp).toEqual({ secondFactorVerified: true });

    for (const caller of [editorX, adminY, operator]) {
      const res = await gql(ENROL, { id: String(seminar.id) }, caller).expect(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: FORBIDDEN_CODE });
    }
    expect(await enrolments()).toBe(before);
  });
});
