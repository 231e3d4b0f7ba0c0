// Attendees who fill the seats of the fully booked demo seminar, so the full state of product §4.2
// (0701002) can be seen. They are fictional members who never sign in themselves: they share the
// demo member's password hash (hashing is deliberately slow and the seed runs in many tests).

import { CORPORATE_TYPE } from "@iryo/domain/classification";
import { EMAIL_MAGAZINE_FLAG } from "@iryo/domain/email-magazine";
import { sharedMemberDetails } from "@iryo/domain/material-download";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { createConfigDocuments, type SystemConfig } from "../lib/config-documents.js";
import { DEMO_SEMINARS } from "./media-data.js";
import { DEMO_MEMBER_EMAIL } from "./members.seed.js";
import type { SeedTime } from "./seed-time.js";

const LAST_NAMES = ["伊藤", "渡辺", "中村", "小林", "加藤", "吉田", "山口", "松本", "井上", "木村"] as const;
const FIRST_NAMES = ["美穂", "直樹", "陽子", "翔太", "恵", "拓也", "由紀", "健司"] as const;

/** `attendee-NN@iryo-it-navi.example` for the attendee at `index` (0-based). */
function demoAttendeeEmail(index: number): string {
  return `attendee-${String(index + 1).padStart(2, "0")}@iryo-it-navi.example`;
}

export async function seedSeminarAttendees(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const demoAccount = await trx
    .selectFrom("accounts")
    .select("password_hash")
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirst();
  if (!demoAccount) return;
  const registeredAt = time.at(-60, 10 * 60);
  const system = await createConfigDocuments().json<SystemConfig>("system_config");
  for (const seminar of DEMO_SEMINARS) {
    if (!seminar.fullyBooked || seminar.capacity === null) continue;
    const row = await trx.selectFrom("seminars").select("id").where("title", "=", seminar.title).executeTakeFirst();
    if (!row) continue;
    const seats = Array.from({ length: seminar.capacity }, (_, i) => i);
    const accounts = await trx
      .insertInto("accounts")
      .values(
        seats.map((i) => ({
          email: demoAttendeeEmail(i),
          password_hash: demoAccount.password_hash,
          email_confirmed_at: registeredAt,
        })),
      )
      .returning(["id", "email"])
      .execute();
    const rows = accounts.map((a, i) => ({
      account_id: a.id,
      last_name: LAST_NAMES[i % LAST_NAMES.length] as string,
      first_name: FIRST_NAMES[i % FIRST_NAMES.length] as string,
      email: demoAttendeeEmail(i),
      hospital_prefecture: 13,
      hospital_name: "医療ITナビ記念病院",
      department: 7,
      role_in_department: 6,
      position: "看護師",
      working_corporate_type: 4,
      corporate_types: [CORPORATE_TYPE.MEDICAL],
      sickbed_number: 320,
      email_magazine: EMAIL_MAGAZINE_FLAG.NO,
      referral_code: null,
      is_pre_member: false,
      terms_of_use_version: system?.termsOfUseVersion ?? null,
      created_at: registeredAt,
      updated_at: registeredAt,
    }));
    const members = await trx.insertInto("members").values(rows).returning("user_id").execute();
    await trx
      .insertInto("seminar_enrolments")
      .values(
        members.map((m, i) => {
          const enrolledAt = time.at(-7 + (i % 7), 9 * 60 + i);
          // Each attendee agreed to share the previewed details with the organiser (ADR 173).
          const member = rows[i] as (typeof rows)[number];
          return {
            seminar_id: row.id,
            user_id: m.user_id,
            enrolled_at: enrolledAt,
            consented_at: enrolledAt,
            shared_details: JSON.stringify(sharedMemberDetails(member)),
          };
        }),
      )
      .execute();
  }
}
