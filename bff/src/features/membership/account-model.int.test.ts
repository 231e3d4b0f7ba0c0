// The account model through GraphQL (ADR 102, issue 21): the api refuses callers an endpoint does not
// admit, and the BFF passes the refusal on with its code; only active members read members-only parts.

import { DEMO_MEMBER_EMAIL, DEMO_PRE_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { DEMO_PROVIDER_EMAIL } from "@iryo/api/seed/negotiations.seed";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();

const tokens: Record<"member" | "pre" | "provider", string> = { member: "", pre: "", provider: "" };

beforeAll(async () => {
  const apiUrl = stack().apiUrl;
  tokens.member = await apiIdToken(apiUrl, DEMO_MEMBER_EMAIL);
  tokens.pre = await apiIdToken(apiUrl, DEMO_PRE_MEMBER_EMAIL);
  tokens.provider = await apiIdToken(apiUrl, DEMO_PROVIDER_EMAIL);
});

const MEMBERSHIP = {
  lastName: "業者",
  firstName: "太郎",
  email: "anyone@example.jp",
  hospitalPrefecture: 13,
  hospitalName: "千代田中央病院",
  department: 7,
  roleInDepartment: 6,
  position: "課長",
  workingCorporateType: 4,
  corporateTypes: [10],
  sickbedNumber: 100,
  emailMagazine: 1,
};

describe("who may call what, through GraphQL", () => {
  it("When a provider account registers a membership, then FORBIDDEN with 0109002", async () => {
    const res = await gql(
      "mutation ($input: MembershipInput!) { registerMembership(input: $input) }",
      { input: MEMBERSHIP },
      bearerHeader(tokens.provider),
    ).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
  });

  it("When a pre-member bookmarks a service, then FORBIDDEN with 0109002", async () => {
    const res = await gql(
      'mutation { addBookmark(serviceId: "1") { bookmarked } }',
      {},
      bearerHeader(tokens.pre),
    ).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
  });

  it("When each account asks who it is, then me names its kind and state", async () => {
    const ME = "{ me { accountKind memberState isProvider showsMemberMenu } }";
    const member = await gql(ME, {}, bearerHeader(tokens.member)).expect(200);
    expect(member.body.data.me).toEqual({
      accountKind: "member",
      memberState: "full",
      isProvider: false,
      showsMemberMenu: true,
    });
    const pre = await gql(ME, {}, bearerHeader(tokens.pre)).expect(200);
    expect(pre.body.data.me).toMatchObject({
      accountKind: "member",
      memberState: "pre-member",
      showsMemberMenu: false,
    });
    const provider = await gql(ME, {}, bearerHeader(tokens.provider)).expect(200);
    expect(provider.body.data.me).toEqual({
      accountKind: "provider",
      memberState: null,
      isProvider: true,
      showsMemberMenu: false,
    });
  });
});

describe("members-only parts of an article", () => {
  const DETAIL = '{ content(id: "1") { bodyHtml hasMembersOnlyPart viewerIsMember } }';

  it("When an active member reads the article, then the after-login block shows", async () => {
    const res = await gql(DETAIL, {}, bearerHeader(tokens.member)).expect(200);
    expect(res.body.data.content.hasMembersOnlyPart).toBe(true);
    expect(res.body.data.content.bodyHtml).toContain("会員限定");
  });

  it.each([
    ["a pre-member", "pre"],
    ["a provider account", "provider"],
  ] as const)("When %s reads the article, then it sees what a visitor sees", async (_label, who) => {
    const res = await gql(DETAIL, {}, bearerHeader(tokens[who])).expect(200);
    expect(res.body.data.content.viewerIsMember).toBe(false);
    expect(res.body.data.content.bodyHtml).not.toContain("会員限定");
    expect(res.body.data.content.bodyHtml).toContain('data-visibility="before-login"');
  });
});
