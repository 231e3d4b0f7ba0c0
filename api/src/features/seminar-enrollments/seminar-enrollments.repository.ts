import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { countRows } from "../../lib/row-sql.js";
import { seminarScheduleColumns } from "../../lib/seminar-columns.js";

/** A seminar's columns with its reception status at `at` (ADR 162), as the visitors' lists show it. */
const seminarColumns = (at: Date) =>
  [
    "s.id",
    ...seminarScheduleColumns(at),
    "s.meeting_url",
    "s.organizer_name",
    "s.thumbnail_path",
    "s.reception_starts_at",
    "s.reception_ends_at",
  ] as const;

export function createSeminarEnrollmentsRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const columnsNow = () => seminarColumns(now());
  return {
    db,
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** The seminar row, locked until the transaction ends: enrollments of one seminar queue up here. */
    lockSeminar(trx: Transaction<Database>, id: number) {
      return trx.selectFrom("seminars as s").select(columnsNow()).where("s.id", "=", id).forUpdate().executeTakeFirst();
    },

    seminar(id: number) {
      return db
        .selectFrom("seminars as s")
        .select(columnsNow())
        .where("s.id", "=", id)
        .where(providerIsLive("s.organizer_id"))
        .executeTakeFirst();
    },

    member(exec: Kysely<Database>, userId: number) {
      return exec
        .selectFrom("members")
        .select([
          "user_id",
          "last_name",
          "first_name",
          "email",
          "corporate_types",
          "hospital_prefecture",
          "hospital_name",
          "department",
          "position",
        ])
        .where("user_id", "=", userId)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
    },

    liveCount(exec: Kysely<Database>, seminarId: number): Promise<number> {
      return countRows(exec, "seminar_enrolments", { seminar_id: seminarId, cancelled_at: null });
    },

    liveEnrollment(exec: Kysely<Database>, seminarId: number, userId: number) {
      return exec
        .selectFrom("seminar_enrolments")
        .select(["id", "enrolled_at"])
        .where("seminar_id", "=", seminarId)
        .where("user_id", "=", userId)
        .where("cancelled_at", "is", null)
        .executeTakeFirst();
    },

    /** A new enrolment with the consented details copied as they were shown (ADR 173). */
    insert(trx: Transaction<Database>, seminarId: number, userId: number, at: Date, sharedDetails: string) {
      return trx
        .insertInto("seminar_enrolments")
        .values({
          seminar_id: seminarId,
          user_id: userId,
          enrolled_at: at,
          consented_at: at,
          shared_details: sharedDetails,
        })
        .returning(["id", "enrolled_at"])
        .executeTakeFirstOrThrow();
    },

    async cancel(trx: Transaction<Database>, enrollmentId: number, at: Date) {
      await trx.updateTable("seminar_enrolments").set({ cancelled_at: at }).where("id", "=", enrollmentId).execute();
    },

    async appliedBy(userId: number, limit: number, offset: number) {
      const base = db
        .selectFrom("seminar_enrolments as e")
        .innerJoin("seminars as s", "s.id", "e.seminar_id")
        .where("e.user_id", "=", userId)
        .where("e.cancelled_at", "is", null);
      const [rows, total] = await Promise.all([
        base
          .select([...columnsNow(), "e.id as enrolment_id", "e.enrolled_at"])
          .orderBy("s.starts_at", "asc")
          .orderBy("e.id", "asc")
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },
  };
}

export type SeminarEnrollmentsRepository = ReturnType<typeof createSeminarEnrollmentsRepository>;
