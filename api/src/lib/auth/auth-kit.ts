import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { type AuthSettings, authSettings } from "./auth-settings.js";
import { createOptionalAuth, createRequireAuth } from "./require-auth.js";
import { createTokenService } from "./tokens.js";

/** The identity provider's settings, token service and the `requireAuth` middleware of one app. */
export function createAuthKit(db: Kysely<Database>, overrides: Partial<AuthSettings> = {}) {
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
    requireAuth: createRequireAuth(tokens, db),
    optionalAuth: createOptionalAuth(tokens, db),
  };
}

export type AuthKit = ReturnType<typeof createAuthKit>;
