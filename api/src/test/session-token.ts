import { randomUUID } from "node:crypto";
import { REFRESH_TOKEN_VALID_MS } from "@iryo/domain/auth-policy";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { randomToken, sha256 } from "../lib/auth/secrets.js";
import type { TokenService } from "../lib/auth/tokens.js";

/**
 * An id token for a test fixture, with a live session behind it: the access guard accepts a token only
 * while its session (refresh-token family, the `sid` claim) is not revoked (ADR 050), so a fixture
 * that mints tokens directly must open a session too.
 */
export async function sessionToken(
  db: Kysely<Database>,
  tokens: TokenService,
  claims: { readonly accountId: number; readonly email: string | null },
): Promise<string> {
  const sessionId = randomUUID();
  await db
    .insertInto("auth_refresh_tokens")
    .values({
      token_hash: sha256(randomToken()),
      account_id: claims.accountId,
      family_id: sessionId,
      expires_at: new Date(Date.now() + REFRESH_TOKEN_VALID_MS),
    })
    .execute();
  return tokens.sign({ ...claims, sessionId });
}
