import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMailer } from "@iryo/api/lib/mail/mailer";
import { errorMessage } from "@iryo/domain/error-catalogue";
import { toSlashDate } from "@iryo/domain/tokyo-date";
import { addWorkingDays } from "@iryo/domain/working-days";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, postGraphql, startTestStack, type TestStack } from "../../test/stack.js";

let stack: TestStack;
const tokens: Record<"memberA" | "memberB" | "providerX" | "providerY", string> = {
  memberA: "",
  memberB: "",
  providerX: "",
  providerY: "",
};
let negotiationId: string;
let serviceId: string;
let outboxDir: string;

const idToken = (email: string) => apiIdToken(stack.apiUrl, email);

function gql(who: keyof typeof tokens, query: string, variables: Record<string, unknown> = {}) {
  return postGraphql(stack.bff.httpServer, query, variables, bearerHeader(tokens[who]));
}

const slot = (n: number) => ({
  date: toSlashDate(addWorkingDays(new Date(), 3 + n)),
  startTime: "10:00",
  endTime: "11:00",
});

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "iryo-bff-negotiation-mail-"));
  stack = await startTestStack({}, { mailer: createMailer({ outboxDir, log: () => {} }) });
  tokens.memberA = await idToken("demo@iryo-it-navi.example");
  // An active member who is no party to member A's negotiations (a pre-member is refused before that, ADR 102).
  tokens.memberB = await idToken("business@iryo-it-navi.example");
  tokens.providerX = await idToken("provider@iryo-it-navi.example");
  tokens.providerY = await idToken("provider-02@iryo-it-navi.example");
  const inbox = await gql("providerX", "{ providerNegotiations { items { service { id } } } }").expect(200);
  serviceId = inbox.body.data.providerNegotiations.items[0].service.id;
  const applied = await gql(
    "memberA",
    "mutation ($input: ApplyNegotiationInput!) { applyNegotiation(input: $input) }",
    { input: { serviceId, meetingType: 2, preferredSlots: [slot(0), slot(1), slot(2)] } },
  ).expect(200);
  expect(applied.body.errors).toBeUndefined();
  negotiationId = applied.body.data.applyNegotiation;
  // A seeded stack and four sign-ins take a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await stack?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const DETAIL =
  "query ($id: ID!) { negotiation(id: $id) { id status statusLabel updatedAt viewerSide nextStatuses slots { id } } }";
const MESSAGES =
  "query ($id: ID!) { negotiationMessages(negotiationId: $id) { messages { id senderType message } hasMore } }";
const SEND =
  "mutation ($id: ID!, $m: String!) { sendNegotiationMessage(negotiationId: $id, message: $m) { id senderType } }";

describe("me", () => {
  it("When a provider account asks me, then it is a provider with no membership gate and no member menu", async () => {
    const res = await gql(
      "providerX",
      "{ me { loggedIn isProvider needsRegistration needsUserInfoUpdate showsMemberMenu } }",
    );
    expect(res.body.data.me).toEqual({
      loggedIn: true,
      isProvider: true,
      needsRegistration: false,
      needsUserInfoUpdate: false,
      showsMemberMenu: false,
    });
    const member = await gql("memberA", "{ me { isProvider showsMemberMenu } }");
    expect(member.body.data.me).toEqual({ isProvider: false, showsMemberMenu: true });
  });
});

describe("the room over GraphQL", () => {
  it("When the provider confirms a slot and both write, then the member sees the date and both lines", async () => {
    const seen = await gql("providerX", DETAIL, { id: negotiationId });
    const n = seen.body.data.negotiation;
    expect(n.viewerSide).toBe("provider");
    const confirmed = await gql(
      "providerX",
      "mutation ($id: ID!, $u: String!, $s: ID) { providerUpdateNegotiationStatus(negotiationId: $id, status: 2, updatedAt: $u, slotId: $s) { status updatedAt } }",
      { id: negotiationId, u: n.updatedAt, s: n.slots[0].id },
    );
    expect(confirmed.body.data.providerUpdateNegotiationStatus.status).toBe(2);
    await gql("memberA", SEND, { id: negotiationId, m: "当日はよろしくお願いします。" }).expect(200);
    await gql("providerX", SEND, { id: negotiationId, m: "お待ちしております。" }).expect(200);
    const member = await gql("memberA", DETAIL, { id: negotiationId });
    expect(member.body.data.negotiation).toMatchObject({ status: 2, statusLabel: "日程確定", viewerSide: "member" });
    const messages = await gql("memberA", MESSAGES, { id: negotiationId });
    expect(messages.body.data.negotiationMessages.messages.map((m: { senderType: number }) => m.senderType)).toEqual([
      1, 2, 3, 3,
    ]);
  });

  it("When the member applies again while the negotiation is open, then the error carries 0801002 (CONFLICT) and its id", async () => {
    const res = await gql("memberA", "mutation ($input: ApplyNegotiationInput!) { applyNegotiation(input: $input) }", {
      input: { serviceId, meetingType: 1, preferredSlots: [slot(0), slot(1), slot(2)] },
    });

    expect(res.body.errors[0].message).toBe(errorMessage("0801002"));
    expect(res.body.errors[0].extensions).toEqual({
      code: "CONFLICT",
      errorCode: "0801002",
      errorParams: { negotiation_id: Number(negotiationId) },
    });
  });

  it("When a stale version is sent, then the error carries 0109001 (CONFLICT)", async () => {
    const res = await gql(
      "memberA",
      "mutation ($items: [NegotiationStatusUpdateInput!]!) { updateNegotiationStatuses(items: $items) { id } }",
      { items: [{ negotiationId, status: 4, updatedAt: "2020-01-01T00:00:00.000Z" }] },
    );
    expect(res.body.errors[0].extensions).toMatchObject({ code: "CONFLICT", errorCode: "0109001" });
  });
});

describe("access: member B and provider Y through GraphQL", () => {
  const who = ["memberB", "providerY"] as const;

  it.each(who)("When %s reads member A's negotiation, then NOT_FOUND 0109005", async (caller) => {
    const res = await gql(caller, DETAIL, { id: negotiationId });
    expect(res.body.errors[0].extensions).toMatchObject({ code: "NOT_FOUND", errorCode: "0109005" });
  });

  it.each(who)("When %s reads its messages, then NOT_FOUND 0109005", async (caller) => {
    const res = await gql(caller, MESSAGES, { id: negotiationId });
    expect(res.body.errors[0].extensions.errorCode).toBe("0109005");
  });

  it.each(who)("When %s writes in its room, then NOT_FOUND 0109005", async (caller) => {
    const res = await gql(caller, SEND, { id: negotiationId, m: "割り込み" });
    expect(res.body.errors[0].extensions.errorCode).toBe("0109005");
  });

  it("When member B changes its status or provider Y cancels it, then 0109005 and nothing changes", async () => {
    const { updatedAt } = (await gql("memberA", DETAIL, { id: negotiationId })).body.data.negotiation;
    const b = await gql(
      "memberB",
      "mutation ($items: [NegotiationStatusUpdateInput!]!) { updateNegotiationStatuses(items: $items) { id } }",
      { items: [{ negotiationId, status: 6, postponedReason: "x", updatedAt }] },
    );
    expect(b.body.errors[0].extensions.errorCode).toBe("0109005");
    const y = await gql(
      "providerY",
      "mutation ($id: ID!, $u: String!) { providerUpdateNegotiationStatus(negotiationId: $id, status: 5, updatedAt: $u) { id } }",
      { id: negotiationId, u: updatedAt },
    );
    expect(y.body.errors[0].extensions.errorCode).toBe("0109005");
    const after = await gql("memberA", DETAIL, { id: negotiationId });
    expect(after.body.data.negotiation.updatedAt).toBe(updatedAt);
  });

  it("When member B lists, then member A's negotiation is not there; a member asking the provider inbox is FORBIDDEN", async () => {
    const list = await gql("memberB", "{ negotiations { items { id } totalCount } }");
    expect(list.body.data.negotiations.items.map((n: { id: string }) => n.id)).not.toContain(negotiationId);
    const y = await gql("providerY", "{ providerNegotiations { items { id } } }");
    expect(y.body.data.providerNegotiations.items.map((n: { id: string }) => n.id)).not.toContain(negotiationId);
    const member = await gql("memberA", "{ providerNegotiations { items { id } } }");
    expect(member.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
  });
});
