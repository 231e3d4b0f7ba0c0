import { describe, expect, it } from "vitest";
import {
  ACTIVE_MEMBERS,
  ALL_CALLERS,
  ANY_ACCOUNT,
  ANY_MEMBER,
  admits,
  callerLabel,
  MEMBER_STATES,
  memberStateOf,
  NEGOTIATION_PARTIES,
  needsSecondFactor,
  OPERATOR_ADMINS,
  OPERATOR_SESSION,
  OPERATORS,
  PROVIDER_STAFF,
  RATING_MODERATORS,
} from "./account.js";

const membership = { is_pre_member: false, terms_of_use_version: 3, corporate_types: [10] };

describe("memberStateOf (product §4.3 gates, in order)", () => {
  it.each([
    ["no membership yet", undefined, "registering"],
    ["a pre-member", { ...membership, is_pre_member: true }, "pre-member"],
    ["no terms version", { ...membership, terms_of_use_version: null }, "pre-member"],
    ["an older terms version", { ...membership, terms_of_use_version: 2 }, "needs-terms"],
    ["only other business", { ...membership, corporate_types: [99] }, "other-business"],
    ["other business among others", { ...membership, corporate_types: [10, 99] }, "full"],
    ["everything in order", membership, "full"],
  ] as const)("When the account has %s, then it is %s", (_label, input, state) => {
    expect(memberStateOf(input, 3)).toBe(state);
  });

  it("When no terms version is published, then an agreed member is not asked again", () => {
    expect(memberStateOf({ ...membership, terms_of_use_version: 1 }, null)).toBe("full");
  });
});

describe("admits", () => {
  it("When a call admits active members, then only full and other-business members get through", () => {
    const admitted = ALL_CALLERS.filter((caller) => admits(ACTIVE_MEMBERS, caller)).map(callerLabel);
    expect(admitted).toEqual(["member:other-business", "member:full"]);
  });

  it("When a call admits both sides of a negotiation, then provider staff get through and operators do not", () => {
    expect(admits(NEGOTIATION_PARTIES, { kind: "provider" })).toBe(true);
    expect(admits(NEGOTIATION_PARTIES, { kind: "operator" })).toBe(false);
    expect(admits(NEGOTIATION_PARTIES, { kind: "member", state: "pre-member" })).toBe(false);
  });

  it("When a call is for provider staff, then no member of any state gets through", () => {
    expect(MEMBER_STATES.some((state) => admits(PROVIDER_STAFF, { kind: "member", state }))).toBe(false);
    expect(admits(PROVIDER_STAFF, { kind: "provider" })).toBe(true);
  });

  it("When a call admits any account, then every kind and state gets through; any member, no provider or operator", () => {
    expect(ALL_CALLERS.every((caller) => admits(ANY_ACCOUNT, caller))).toBe(true);
    expect(ALL_CALLERS.filter((caller) => admits(ANY_MEMBER, caller)).map(callerLabel)).toEqual(
      MEMBER_STATES.map((state) => `member:${state}`),
    );
    expect(admits(ANY_MEMBER, { kind: "operator" })).toBe(false);
  });
});

describe("operators and the second factor (ADR 147)", () => {
  it("When an operator has not passed the second factor, then only calls for any operator session admit them", () => {
    expect(admits(OPERATOR_SESSION, { kind: "operator" })).toBe(true);
    expect(admits(OPERATORS, { kind: "operator" })).toBe(false);
    expect(needsSecondFactor(OPERATORS, { kind: "operator" })).toBe(true);
    expect(needsSecondFactor(OPERATORS, { kind: "operator", role: "editor" })).toBe(false);
    expect(needsSecondFactor(OPERATOR_SESSION, { kind: "operator" })).toBe(false);
    expect(needsSecondFactor(OPERATORS, { kind: "provider" })).toBe(false);
  });

  it("When a call names roles, then only those roles get through, and labels name the role", () => {
    const admitted = ALL_CALLERS.filter((caller) => admits(RATING_MODERATORS, caller)).map(callerLabel);
    expect(admitted).toEqual(["operator:moderator", "operator:admin"]);
    expect(ALL_CALLERS.filter((caller) => admits(OPERATOR_ADMINS, caller)).map(callerLabel)).toEqual([
      "operator:admin",
    ]);
    expect([callerLabel({ kind: "provider" }), callerLabel({ kind: "operator" })]).toEqual(["provider", "operator"]);
  });
});
