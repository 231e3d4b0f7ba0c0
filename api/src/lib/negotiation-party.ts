import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthLocals } from "./auth/require-auth.js";

/** Which side of a negotiation the caller is on: its member, or an account of its provider. */
export type NegotiationParty =
  | { readonly side: "member"; readonly negotiationId: number; readonly userId: number }
  | { readonly side: "provider"; readonly negotiationId: number; readonly providerId: number };

/**
 * The caller's side of negotiation `negotiationId`, or undefined when the caller is neither its member
 * nor an account of its provider (the routes then answer 404, so that ids of others are not revealed).
 * The one access rule of negotiations, their messages and their files.
 */
export async function negotiationPartyOf(
  db: Kysely<Database>,
  negotiationId: number,
  caller: AuthLocals,
): Promise<NegotiationParty | undefined> {
  const row = await db
    .selectFrom("negotiations")
    .select(["id", "user_id", "provider_id"])
    .where("id", "=", negotiationId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (caller.userId !== null && row.user_id === caller.userId) {
    return { side: "member", negotiationId: row.id, userId: row.user_id };
  }
  if (caller.providerId !== null && row.provider_id === caller.providerId) {
    return { side: "provider", negotiationId: row.id, providerId: row.provider_id };
  }
  return undefined;
}
