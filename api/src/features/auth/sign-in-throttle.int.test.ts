// The sign-in throttle for a hospital whose staff all sign in through one address (ADR 215).
import { ACCOUNT_SIGN_IN_THROTTLE, SIGN_IN_ADDRESS_THROTTLE } from "@iryo/domain/auth-policy";
import { DAY_MS, HOUR_MS } from "@iryo/domain/constants";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { TEST_SCRYPT_N } from "../../db/test-database.js";
import { hashPassword } from "../../lib/auth/password.js";
import {
  type AuthTestKit,
  PASSWORD,
  startAuthTestKit,
  TEST_PROXY_SECRET,
  testEmail,
} from "../../test/auth.test-kit.js";
import { useKit } from "../../test/use-kit.js";

/** The hospital's one address, as the BFF forwards it. */
const HOSPITAL = "203.0.113.50";
const WRONG = "Wrong1234";

/** `count` confirmed accounts with PASSWORD, written straight to the database (signing up 300 would be slow). */
async function confirmedAccounts(kit: AuthTestKit, label: string, count: number): Promise<string[]> {
  const hash = await hashPassword(PASSWORD, TEST_SCRYPT_N);
  const emails = Array.from({ length: count }, () => testEmail(label));
  await kit.database.db
    .insertInto("accounts")
    .values(emails.map((email) => ({ email, password_hash: hash, email_confirmed_at: kit.now() })))
    .execute();
  return emails;
}

function signInFromHospital(kit: AuthTestKit, email: string, password: string) {
  return request(kit.app)
    .post("/v1/auth/sign-in")
    .set("X-Forwarded-For", HOSPITAL)
    .set("X-Proxy-Secret", TEST_PROXY_SECRET)
    .send({ email, password });
}

/** A wrong password answered as one (not refused by the throttle before the password was looked at). */
const isWrongPassword = (res: request.Response) =>
  res.status === 400 && res.body.error_code === "0201001" && res.headers["retry-after"] === undefined;

describe("sign-in throttle at the production limits", () => {
  // The production address policy, except that its failures are never forgotten: the clock jumps an
  // hour after each of the one account's failures, and the count must still hold all of them.
  const kit = useKit(() =>
    startAuthTestKit({ signInAddressThrottle: { ...SIGN_IN_ADDRESS_THROTTLE, windowMs: 30 * DAY_MS } }),
  );

  // 400 sign-ins and 80 lock mails: about 20 s on an idle machine, several times that on a busy one.
  it("When one account fails 100 times from a hospital's address, then its 300 colleagues there still sign in", {
    timeout: 240_000,
  }, async () => {
    // Arrange
    const staff = await confirmedAccounts(kit, "staff", 300);
    const [forgetful] = await confirmedAccounts(kit, "forgetful", 1);
    const statuses: number[] = [];
    let failures = 0;
    // Act: three colleagues sign in right after each wrong password, at the same instant; then the clock
    // waits out whatever the account earned (at most its lock), so that its next wrong password counts too.
    for (let round = 0; round < 100; round++) {
      if (isWrongPassword(await signInFromHospital(kit, forgetful as string, WRONG))) failures++;
      for (const email of staff.slice(round * 3, round * 3 + 3)) {
        statuses.push((await signInFromHospital(kit, email, PASSWORD)).status);
      }
      kit.advance(ACCOUNT_SIGN_IN_THROTTLE.lockMs);
    }
    // Assert
    expect(failures).toBe(100);
    expect(statuses).toEqual(Array.from({ length: 300 }, () => 200));
  });

  it("When a sign-in is throttled, then even the right password gets 429 0201012 with the wait in the message, for an unknown address alike", async () => {
    // Arrange: three failures are free; the fourth try must wait a second.
    const [member] = await confirmedAccounts(kit, "throttled", 1);
    const ghost = testEmail("ghost");
    for (const email of [member as string, ghost]) {
      for (let i = 0; i < 3; i++) expect(isWrongPassword(await signInFromHospital(kit, email, WRONG))).toBe(true);
    }
    // Act
    const refused = await signInFromHospital(kit, member as string, PASSWORD);
    const refusedGhost = await signInFromHospital(kit, ghost, PASSWORD);
    // Assert
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.body).toEqual({
      error_code: "0201012",
      error_message:
        "ログインの試行が続けて失敗したため、一時的にログインを制限しています。1秒ほど待ってから、もう一度お試しください。",
      error_params: { Wait: "1秒" },
    });
    expect(refusedGhost.status).toBe(429);
    expect(refusedGhost.body).toEqual(refused.body);
    kit.advance(1_000);
    expect((await signInFromHospital(kit, member as string, PASSWORD)).status).toBe(200);
  });
});

describe("sign-in throttle of an address: what a success takes back", () => {
  // Five failures from one address start a wait of an hour, so that one too many shows at once.
  const kit = useKit(() =>
    startAuthTestKit({
      signInAddressThrottle: {
        freeFailures: 5,
        baseDelayMs: HOUR_MS,
        maxDelayMs: HOUR_MS,
        lockFailures: 1_000,
        lockMs: HOUR_MS,
        windowMs: DAY_MS,
      },
    }),
  );

  it("When an account signs in after failing from an address, then its failures there no longer count against the address", async () => {
    // Arrange: two typos of one member (a third would make the account wait), then the right password.
    const [typist, colleague] = await confirmedAccounts(kit, "typist", 2);
    for (let i = 0; i < 2; i++)
      expect(isWrongPassword(await signInFromHospital(kit, typist as string, WRONG))).toBe(true);
    expect((await signInFromHospital(kit, typist as string, PASSWORD)).status).toBe(200);
    // Act: four failures of others from the same address; with the typos still counted they would be six.
    for (let i = 0; i < 4; i++)
      expect(isWrongPassword(await signInFromHospital(kit, testEmail("nobody"), WRONG))).toBe(true);
    const afterFour = await signInFromHospital(kit, colleague as string, PASSWORD);
    expect(isWrongPassword(await signInFromHospital(kit, testEmail("nobody"), WRONG))).toBe(true);
    const afterFive = await signInFromHospital(kit, colleague as string, PASSWORD);
    // Assert: four failures pass; the fifth is the address's limit, so the throttle does work here.
    expect(afterFour.status).toBe(200);
    expect(afterFive.status).toBe(429);
    expect(afterFive.body.error_code).toBe("0201012");
  });
});
