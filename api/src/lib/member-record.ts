import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, MembersTable } from "../db/schema.js";

/** A member as the api reads it: every column but the account link, withdrawal and row times. */
export type MemberRow = Omit<
  Selectable<MembersTable>,
  "account_id" | "account_kind" | "status_popup_closed_date" | "withdrawn_at" | "created_at" | "updated_at"
> & { status_popup_closed_date: string | null };

/** A live (not withdrawn) member with the columns of the membership, by its account or by its user id. */
export async function findLiveMember(
  db: Kysely<Database>,
  column: "account_id" | "user_id",
  id: number,
): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom("members")
    .select([
      "user_id",
      "last_name",
      "first_name",
      "email",
      "hospital_prefecture",
      "hospital_name",
      "department",
      "role_in_department",
      "position",
      "working_corporate_type",
      "corporate_types",
      "sickbed_number",
      "email_magazine",
      "referral_code",
      "is_pre_member",
      "terms_of_use_version",
      sql<string | null>`to_char(status_popup_closed_date, 'YYYY-MM-DD')`.as("status_popup_closed_date"),
    ])
    .where(column, "=", id)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  return row ? { ...row, corporate_types: row.corporate_types.map(Number) } : undefined;
}
