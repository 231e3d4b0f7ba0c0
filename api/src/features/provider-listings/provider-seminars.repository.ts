import type { SeminarVersion } from "@iryo/domain/contracts/provider-seminars";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { SEMINAR_DELIVERY_NOTE } from "@iryo/domain/seminar-schedule";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { receptionStatusSql } from "../../lib/seminar-columns.js";

type Db = Kysely<Database>;

const SEMINAR_VERSION_COLUMNS = [
  "s.id",
  "s.organizer_id",
  "s.title",
  "s.description_html",
  "s.meeting_type",
  "s.starts_at",
  "s.ends_at",
  "s.venue",
  "s.capacity",
  "s.reception_starts_at",
  "s.reception_ends_at",
  "s.reminder_at",
  "s.delivery_url",
  "s.archive_url",
  "s.archive_ends_at",
  "s.tags",
] as const;

export interface SeminarVersionRow {
  id: number;
  organizer_id: number | null;
  title: string;
  description_html: string;
  meeting_type: number;
  starts_at: Date;
  ends_at: Date;
  venue: string | null;
  capacity: number | null;
  reception_starts_at: Date | null;
  reception_ends_at: Date | null;
  reminder_at: Date | null;
  delivery_url: string | null;
  archive_url: string | null;
  archive_ends_at: Date | null;
  tags: string[];
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The public version of a seminar row and its linked services, in the shape drafts hold. */
export function versionOfRow(row: SeminarVersionRow, serviceIds: readonly number[]): SeminarVersion {
  return {
    title: row.title,
    description_html: row.description_html,
    meeting_type: row.meeting_type,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    venue: row.venue ?? "",
    capacity: row.capacity,
    reception_starts_at: iso(row.reception_starts_at),
    reception_ends_at: iso(row.reception_ends_at),
    reminder_at: iso(row.reminder_at),
    delivery_url: row.delivery_url ?? "",
    archive_url: row.archive_url ?? "",
    archive_ends_at: iso(row.archive_ends_at),
    tags: [...row.tags],
    service_ids: [...serviceIds].sort((a, b) => a - b),
  };
}

/** The public columns a version writes (approval). */
function rowOfVersion(version: SeminarVersion) {
  const online = version.meeting_type === MEETING_TYPE.ONLINE;
  return {
    title: version.title,
    description_html: version.description_html,
    meeting_type: version.meeting_type,
    starts_at: version.starts_at,
    ends_at: version.ends_at,
    venue: online ? null : version.venue,
    meeting_url: online ? SEMINAR_DELIVERY_NOTE : null,
    delivery_url: online ? version.delivery_url : null,
    capacity: version.capacity,
    reception_starts_at: version.reception_starts_at,
    reception_ends_at: version.reception_ends_at,
    reminder_at: version.reminder_at,
    archive_url: version.archive_url === "" ? null : version.archive_url,
    archive_ends_at: version.archive_ends_at,
    tags: [...version.tags],
    follows_schedule: true,
  };
}

/** Seminars in the publishing workflow (ADR 162): public versions, their services, enrolments and reminders. */
export function createProviderSeminarsRepository(db: Db) {
  return {
    db,

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async businessKind(trx: Db, providerId: number) {
      const row = await trx
        .selectFrom("providers")
        .select(["business_kind", "name"])
        .where("id", "=", providerId)
        .executeTakeFirst();
      return row;
    },

    /** The organisation's seminar, locked for the rest of the transaction; undefined when it is another's. */
    lockOwnSeminar(trx: Transaction<Database>, providerId: number, seminarId: number) {
      return trx
        .selectFrom("seminars as s")
        .select(SEMINAR_VERSION_COLUMNS)
        .where("s.id", "=", seminarId)
        .where("s.organizer_id", "=", providerId)
        .forUpdate()
        .executeTakeFirst();
    },

    seminar(trx: Db, seminarId: number): Promise<SeminarVersionRow | undefined> {
      return trx
        .selectFrom("seminars as s")
        .select(SEMINAR_VERSION_COLUMNS)
        .where("s.id", "=", seminarId)
        .executeTakeFirst();
    },

    async lockSeminarRow(trx: Transaction<Database>, seminarId: number): Promise<void> {
      await trx.selectFrom("seminars").select("id").where("id", "=", seminarId).forUpdate().execute();
    },

    async lockChange(trx: Transaction<Database>, changeId: number) {
      return trx
        .selectFrom("publishing_changes")
        .select(["id", "provider_id", "object_id", "state"])
        .where("id", "=", changeId)
        .where("object_type", "=", "seminar")
        .forUpdate()
        .executeTakeFirst();
    },

    /** A seminar change's object (null for a new seminar); undefined when it is not a seminar change. */
    async objectOfChange(trx: Db, changeId: number) {
      const row = await trx
        .selectFrom("publishing_changes")
        .select("object_id")
        .where("id", "=", changeId)
        .where("object_type", "=", "seminar")
        .executeTakeFirst();
      return row ? row.object_id : undefined;
    },

    async serviceIdsOf(trx: Db, seminarId: number): Promise<number[]> {
      const rows = await trx
        .selectFrom("seminar_services")
        .select("service_id")
        .where("seminar_id", "=", seminarId)
        .orderBy("service_id")
        .execute();
      return rows.map((r) => r.service_id);
    },

    /** The organisation's services (the ones its seminars may link). */
    ownServices(trx: Db, providerId: number) {
      return trx
        .selectFrom("services")
        .select(["id", "name"])
        .where("provider_id", "=", providerId)
        .orderBy("name")
        .orderBy("id")
        .execute();
    },

    async serviceNames(trx: Db, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await trx.selectFrom("services").select(["id", "name"]).where("id", "in", ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The organisation's seminars with their reception status at `at` and live enrolments, newest first. */
    ownSeminars(providerId: number, at: Date) {
      return db
        .selectFrom("seminars as s")
        .select([
          "s.id",
          "s.title",
          "s.starts_at",
          receptionStatusSql(at).as("reception_status"),
          (eb) =>
            eb
              .selectFrom("seminar_enrolments as e")
              .select(sql<number>`count(*)::int`.as("n"))
              .whereRef("e.seminar_id", "=", "s.id")
              .where("e.cancelled_at", "is", null)
              .as("enrolled_count"),
        ])
        .where("s.organizer_id", "=", providerId)
        .orderBy("s.starts_at", "desc")
        .orderBy("s.id", "desc")
        .execute();
    },

    /** The organisation's seminar changes: the newest per seminar, and those proposing new seminars. */
    seminarChanges(providerId: number) {
      return db
        .selectFrom("publishing_changes")
        .select(["id", "object_id", "state"])
        .where("provider_id", "=", providerId)
        .where("object_type", "=", "seminar")
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(500)
        .execute();
    },

    /** Writes an approved version: a new seminar (answers its id) or an existing one in place. */
    async writeSeminar(
      trx: Transaction<Database>,
      target: { id: number } | { organizer_id: number; organizer_name: string },
      version: SeminarVersion,
      serviceIds: readonly number[],
      at: Date,
    ): Promise<number> {
      const values = rowOfVersion(version);
      let id: number;
      if ("id" in target) {
        await trx
          .updateTable("seminars")
          .set({ ...values, updated_at: at })
          .where("id", "=", target.id)
          .execute();
        id = target.id;
      } else {
        const row = await trx
          .insertInto("seminars")
          .values({
            ...values,
            reception_status: 1,
            organizer_id: target.organizer_id,
            organizer_name: target.organizer_name,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      await trx.deleteFrom("seminar_services").where("seminar_id", "=", id).execute();
      if (serviceIds.length > 0) {
        await trx
          .insertInto("seminar_services")
          .values(serviceIds.map((service_id) => ({ seminar_id: id, service_id })))
          .execute();
      }
      return id;
    },

    /** A moved reminder goes again at its new time. */
    async resetReminder(trx: Transaction<Database>, seminarId: number): Promise<void> {
      await trx.updateTable("seminars").set({ reminder_sent_at: null }).where("id", "=", seminarId).execute();
    },

    async setChangeObject(trx: Transaction<Database>, changeId: number, seminarId: number): Promise<void> {
      await trx.updateTable("publishing_changes").set({ object_id: seminarId }).where("id", "=", changeId).execute();
    },

    async enrolledCount(seminarId: number): Promise<number> {
      const row = await db
        .selectFrom("seminar_enrolments")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("seminar_id", "=", seminarId)
        .where("cancelled_at", "is", null)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Every enrolment of a seminar, newest first, with the details copied under consent (ADR 173). */
    enrollments(seminarId: number) {
      return db
        .selectFrom("seminar_enrolments")
        .select(["id", "enrolled_at", "cancelled_at", "consented_at", "shared_details"])
        .where("seminar_id", "=", seminarId)
        .orderBy("enrolled_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    /** Seminars whose reminder time has come and whose reminder has not gone (and that have not started). */
    dueReminders(at: Date) {
      return db
        .selectFrom("seminars as s")
        .select(["s.id"])
        .where("s.reminder_at", "<=", at)
        .where("s.reminder_sent_at", "is", null)
        .where("s.starts_at", ">", at)
        .orderBy("s.reminder_at")
        .limit(100)
        .execute();
    },

    /** Claims a seminar's reminder (once: the row is marked sent in the claiming transaction). */
    async claimReminder(trx: Transaction<Database>, seminarId: number, at: Date) {
      return trx
        .updateTable("seminars")
        .set({ reminder_sent_at: at })
        .where("id", "=", seminarId)
        .where("reminder_sent_at", "is", null)
        .where("reminder_at", "<=", at)
        .returning([
          "id",
          "title",
          "meeting_type",
          "starts_at",
          "ends_at",
          "venue",
          "delivery_url",
          "archive_url",
          "organizer_name",
        ])
        .executeTakeFirst();
    },

    /** The live enrolled members of a seminar (name and address for the reminder). */
    enrolledMembers(trx: Db, seminarId: number) {
      return trx
        .selectFrom("seminar_enrolments as e")
        .innerJoin("members as m", "m.user_id", "e.user_id")
        .select(["m.email", "m.last_name", "m.first_name"])
        .where("e.seminar_id", "=", seminarId)
        .where("e.cancelled_at", "is", null)
        .where("m.withdrawn_at", "is", null)
        .orderBy("e.id")
        .execute();
    },
  };
}

export type ProviderSeminarsRepository = ReturnType<typeof createProviderSeminarsRepository>;
