// Operators for the integration tests (ADR 147): an operator account of a role, signed in with its
// password and, unless told otherwise, past the second factor with a code of its TOTP secret.

import type { OperatorRole } from "@iryo/domain/account";
import { Secret, TOTP } from "otpauth";
import request from "supertest";
import { type AuthTestKit, bearer, newSession, type Tokens, testEmail } from "./auth.test-kit.js";

export interface TestOperator extends Tokens {
  readonly accountId: number;
  readonly email: string;
  readonly secret: string;
}

/** The TOTP code of `secret` at `at` (what the operator's authenticator app shows). */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });
}

/**
 * Makes the signed-in account `email` an operator of `role` (an operator_accounts row with a new TOTP
 * secret) and, when `verified`, passes the second factor with the code of `at`. For tests that build their
 * own app rather than the auth test kit.
 */
export async function makeOperator(
  target: { app: AuthTestKit["app"] | string; db: AuthTestKit["database"]["db"] },
  email: string,
  tokens: Pick<Tokens, "id_token">,
  role: OperatorRole,
  { verified = true, at = new Date() }: { verified?: boolean; at?: Date } = {},
): Promise<{ accountId: number; secret: string }> {
  const account = await target.db
    .updateTable("accounts")
    .set({ kind: "operator" })
    .where("email", "=", email)
    .returning("id")
    .executeTakeFirstOrThrow();
  const secret = new Secret({ size: 20 }).base32;
  await target.db
    .insertInto("operator_accounts")
    .values({ account_id: account.id, role, display_name: `試験${role}`, totp_secret: secret })
    .execute();
  if (verified) {
    await request(target.app)
      .post("/v1/operator/session/totp")
      .set(bearer(tokens))
      .send({ code: totpCode(secret, at) })
      .expect(200);
  }
  return { accountId: account.id, secret };
}

/** A new operator of `role`; `verified` (default) passes the second factor with the code of now. */
export async function newOperator(
  kit: AuthTestKit,
  role: OperatorRole,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestOperator> {
  const email = testEmail(`operator-${role}`);
  const tokens = await newSession(kit, email);
  const made = await makeOperator({ app: kit.app, db: kit.database.db }, email, tokens, role, {
    verified,
    at: kit.now(),
  });
  return { ...tokens, ...made, email };
}
