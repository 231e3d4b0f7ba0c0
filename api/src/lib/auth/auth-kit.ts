import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { type AuthSettings, authSettings } from "./auth-settings.js";
import { callerOf, type TermsVersionSource } from "./require-auth.js";
import { createTokenService } from "./tokens.js";

/**
 * The identity provider's settings, token service and the caller of a bearer (for the access guard)
 * of one app.
 */
export function createAuthKit(
  db: Kysely<Database>,
  overrides: Partial<AuthSettings> = {},
  termsVersion: TermsVersionSource,
) {
  const settings = authSettings(overrides);
  const tokens = createTokenService({
    db,
    ...(settings.privateJwk ? { privateJwk: settings.privateJwk } : {}),
    ttlSeconds: settings.idTokenTtlSeconds,
    now: settings.now,
  });
  return {
    settings,
    tokens,
    callerOf: (authorization: string | undefined) => callerOf(authorization, tokens, db, termsVersion, settings.now),
  };
}
