import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { fakeContext, signedInSession } from "../../test/fake-context.js";
import { MembershipResolver } from "./membership.resolver.js";
import type { WithdrawInput } from "./membership.type.js";

describe("MembershipResolver", () => {
  it("When a member withdraws, then /v1 is called with the reason and the session's cookies are cleared", async () => {
    const { session, jar } = signedInSession();
    const withdraw = vi.fn(async () => {});
    const input: WithdrawInput = { retirementReason: 8, retirementReasonOther: "転職のため" };
    const ctx = fakeContext({ membership: { withdraw } }, { session });
    await expect(new MembershipResolver().withdraw(input, ctx)).resolves.toBe(true);
    expect(withdraw).toHaveBeenCalledWith(input);
    expect(jar.cookies.size).toBe(0);
  });

  it("When the withdrawal fails, then the session is kept", async () => {
    const { session, jar } = signedInSession();
    const ctx = fakeContext(
      {
        membership: {
          withdraw: async () => {
            throw new Error("refused");
          },
        },
      },
      { session },
    );
    await expect(new MembershipResolver().withdraw({ retirementReason: 1 }, ctx)).rejects.toThrow("refused");
    expect(jar.cookies.size).toBe(2);
  });

  it("When the terms are accepted, then the version is answered as a string, and null when /v1 has none", async () => {
    const resolver = new MembershipResolver();
    await expect(
      resolver.agreeTermsOfUsage(fakeContext({ membership: { agreeTermsOfUsage: async () => 3 } })),
    ).resolves.toBe("3");
    await expect(
      resolver.agreeTermsOfUsage(fakeContext({ membership: { agreeTermsOfUsage: async () => null } })),
    ).resolves.toBeNull();
  });
});
