import { describe, expect, it } from "vitest";
import { needsRegistration, needsTermsAcceptance, needsUserInfoUpdate, showsMemberMenu } from "./session-flags.js";

const member = { user_id: "u1", is_pre_member: false, terms_of_use_version: 3 };

describe("session flags (product §4.3)", () => {
  it("When a full member with the current terms is logged in, then no flag is raised and the menu shows", () => {
    expect(needsUserInfoUpdate(true, member)).toBe(false);
    expect(needsRegistration(true, member)).toBe(false);
    expect(needsTermsAcceptance(true, member, 3)).toBe(false);
    expect(showsMemberMenu(true, member, 3)).toBe(true);
  });

  it("When nobody is logged in, then no flag is raised and no menu shows", () => {
    expect(needsUserInfoUpdate(false, { ...member, is_pre_member: true })).toBe(false);
    expect(needsRegistration(false, {})).toBe(false);
    expect(needsTermsAcceptance(false, member, 4)).toBe(false);
    expect(showsMemberMenu(false, member, 3)).toBe(false);
  });

  it("When a pre-member with a user_id is logged in, then the user info must be updated", () => {
    expect(needsUserInfoUpdate(true, { ...member, is_pre_member: true })).toBe(true);
    expect(needsUserInfoUpdate(true, { ...member, terms_of_use_version: null })).toBe(true);
    expect(showsMemberMenu(true, { ...member, is_pre_member: true }, 3)).toBe(false);
  });

  it("When the user has neither terms version nor user_id, then registration is needed", () => {
    expect(needsRegistration(true, { is_pre_member: false })).toBe(true);
    expect(needsRegistration(true, { user_id: "u1" })).toBe(false);
    expect(needsUserInfoUpdate(true, { is_pre_member: true })).toBe(false);
  });

  it("When the system terms version moves on by one, then the member must accept the new terms", () => {
    expect(needsTermsAcceptance(true, member, 4)).toBe(true);
    expect(needsTermsAcceptance(true, member, "3")).toBe(false);
    expect(showsMemberMenu(true, member, 4)).toBe(false);
  });

  it("When the system version is 0 or the member is a pre-member or has no version, then no terms acceptance", () => {
    expect(needsTermsAcceptance(true, member, 0)).toBe(false);
    expect(needsTermsAcceptance(true, member, undefined)).toBe(false);
    expect(needsTermsAcceptance(true, { ...member, is_pre_member: true }, 4)).toBe(false);
    expect(needsTermsAcceptance(true, { ...member, terms_of_use_version: "" }, 4)).toBe(false);
  });
});
