// Shared setup of the member-feature integration tests (bookmarks, ratings, member service pages):
// the auth test kit over the demo data, registered members, and as many services as a limit needs.

import { MEMBERSHIP_FORM_EXAMPLE } from "@iryo/domain/validation/membership-form.test-kit";
import request from "supertest";
import type { AppDeps } from "../app.js";
import { type AuthTestKit, bearer, newSession, startAuthTestKit, type Tokens, testEmail } from "./auth.test-kit.js";

export const MEDICAL = 10;
export const OTHER_BUSINESS = 99;

export interface MemberTestKit extends AuthTestKit {
  /** A signed-in, fully registered member with the given corporate types. */
  member(label: string, corporateTypes?: readonly number[]): Promise<Tokens & { userId: number }>;
  /** Ids of at least `n` services (extra ones are inserted for the first provider). */
  serviceIds(n: number): Promise<number[]>;
}

export async function startMemberTestKit(app: Partial<AppDeps> = {}): Promise<MemberTestKit> {
  const kit = await startAuthTestKit({}, { seed: true, app });
  const db = kit.database.db;
  return {
    ...kit,
    async member(label, corporateTypes = [MEDICAL]) {
      const email = testEmail(label);
      const tokens = await newSession(kit, email);
      const res = await request(kit.app)
        .post("/v1/membership")
        .set(bearer(tokens))
        .send({
          ...MEMBERSHIP_FORM_EXAMPLE,
          last_name: "試験",
          first_name: label,
          email,
          corporate_type: corporateTypes,
          sickbed_number: "200",
        });
      if (res.status !== 201) throw new Error(`membership: ${res.status} ${JSON.stringify(res.body)}`);
      return { ...tokens, userId: (res.body as { user_id: number }).user_id };
    },
    async serviceIds(n) {
      const existing = await db.selectFrom("services").select(["id", "provider_id"]).orderBy("id").execute();
      const first = existing[0];
      if (!first) throw new Error("no service in the demo data");
      if (existing.length < n) {
        await db
          .insertInto("services")
          .values(
            Array.from({ length: n - existing.length }, (_, i) => ({
              provider_id: first.provider_id,
              name: `試験サービス${existing.length + i + 1}`,
              logo_image_filepath: null,
            })),
          )
          .execute();
      }
      const rows = await db.selectFrom("services").select("id").orderBy("id").limit(n).execute();
      return rows.map((r) => r.id);
    },
  };
}
