import type { CorporateType } from "@iryo/domain/classification";
import type { RatingInput } from "@iryo/domain/validation/rating-input";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { RATING_CONTENT_COLUMNS } from "../../lib/catalog/rating-content.js";
import { serviceLogoUrl } from "../../lib/catalog/service-logo.js";
import { withMemberLock } from "../../lib/member-lock.js";
import { countRows } from "../../lib/row-sql.js";

const OWN_COLUMNS = [
  "r.id",
  "r.service_id",
  "s.name as service_name",
  serviceLogoUrl("s").as("logo_image_filepath"),
  ...RATING_CONTENT_COLUMNS,
  "r.status",
  "r.moderation",
  "r.rejection_reason",
  "r.rejection_note",
  "r.version",
  "r.created_at",
  "r.updated_at",
  "r.published_at",
] as const;

function values(input: RatingInput) {
  return {
    price_appropriateness: input.scores.price_appropriateness,
    introduction_effect: input.scores.introduction_effect,
    ease_of_use: input.scores.ease_of_use,
    support_system: input.scores.support_system,
    ease_of_introduction: input.scores.ease_of_introduction,
    good_point: input.good_point,
    improvement_point: input.improvement_point,
    role: input.role,
    usage_status: input.usage_status,
    facility_corporate_type: input.facility_corporate_type,
    bed_count: input.bed_count,
    department: input.department,
  };
}

export function createMemberRatingsRepository(db: Kysely<Database>) {
  function own(q: Kysely<Database>) {
    return q.selectFrom("ratings as r").innerJoin("services as s", "s.id", "r.service_id").select(OWN_COLUMNS);
  }

  return {
    withMemberLock<T>(userId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return withMemberLock(db, userId, work);
    },

    async corporateTypes(trx: Kysely<Database>, userId: number): Promise<CorporateType[]> {
      const row = await trx
        .selectFrom("members")
        .select("corporate_types")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return (row?.corporate_types ?? []) as CorporateType[];
    },

    async serviceName(trx: Kysely<Database>, serviceId: number): Promise<string | undefined> {
      const row = await trx.selectFrom("services").select("name").where("id", "=", serviceId).executeTakeFirst();
      return row?.name;
    },

    countOf(trx: Kysely<Database>, userId: number): Promise<number> {
      return countRows(trx, "ratings", { user_id: userId });
    },

    ownOfService(trx: Kysely<Database>, userId: number, serviceId: number) {
      return own(trx).where("r.user_id", "=", userId).where("r.service_id", "=", serviceId).executeTakeFirst();
    },

    ownById(trx: Kysely<Database>, userId: number, ratingId: number) {
      return own(trx).where("r.user_id", "=", userId).where("r.id", "=", ratingId).executeTakeFirst();
    },

    /** What the affiliation flag compares (ADR 148): the member's hospital and address, the provider's name and site. */
    affiliation(trx: Kysely<Database>, userId: number, serviceId: number) {
      return trx
        .selectFrom("members as m")
        .innerJoin("accounts as a", "a.id", "m.account_id")
        .innerJoin("services as s", (join) => join.on("s.id", "=", serviceId))
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .select(["m.hospital_name", "a.email", "p.name as provider_name", "p.website_url"])
        .where("m.user_id", "=", userId)
        .executeTakeFirst();
    },

    /**
     * Inserts, waiting for moderation with the flags computed now; undefined when the member already
     * rated the service (the unique index decides).
     */
    async insert(
      trx: Kysely<Database>,
      userId: number,
      serviceId: number,
      input: RatingInput,
      flags: readonly string[],
      now: Date,
    ) {
      const row = await trx
        .insertInto("ratings")
        .values({
          ...values(input),
          service_id: serviceId,
          user_id: userId,
          status: "pending",
          moderation: "waiting",
          moderation_flags: [...flags],
          created_at: now,
        })
        .onConflict((oc) => oc.columns(["service_id", "user_id"]).where("user_id", "is not", null).doNothing())
        .returning("id")
        .executeTakeFirst();
      return row?.id;
    },

    /** The service of a member's own rating (to compute the flags of an edit), or undefined. */
    async serviceOfOwn(userId: number, ratingId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom("ratings")
        .select("service_id")
        .where("id", "=", ratingId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.service_id;
    },

    /**
     * Updates when `version` is current; the rating waits for moderation and publication again, with its
     * flags computed anew and any earlier decision cleared. False when stale.
     */
    async update(
      userId: number,
      ratingId: number,
      version: number,
      input: RatingInput,
      flags: readonly string[],
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable("ratings")
        .set({
          ...values(input),
          status: "pending",
          published_at: null,
          moderation: "waiting",
          moderation_flags: [...flags],
          rejection_reason: null,
          rejection_note: null,
          moderated_at: null,
          moderated_by: null,
          updated_at: now,
          version: sql<number>`version + 1`,
        })
        .where("id", "=", ratingId)
        .where("user_id", "=", userId)
        .where("version", "=", version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(userId: number, ratingId: number): Promise<boolean> {
      const result = await db
        .deleteFrom("ratings")
        .where("id", "=", ratingId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async page(userId: number, limit: number, offset: number) {
      return own(db)
        .where("r.user_id", "=", userId)
        .orderBy(sql`coalesce(r.updated_at, r.created_at)`, "desc")
        .orderBy("r.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    get db() {
      return db;
    },
  };
}

export type MemberRatingsRepository = ReturnType<typeof createMemberRatingsRepository>;
export type OwnRatingRow = NonNullable<Awaited<ReturnType<MemberRatingsRepository["ownById"]>>>;
