import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

/** Reads and writes of the operators' verification of service attributes (ADR 170). */
export function createAttributeVerificationRepository(db: Kysely<Database>) {
  return {
    db,

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Services with unverified published groups, oldest as-of date first, and how many there are. */
    async unverifiedPage(page: number, pageSize: number) {
      const unverified = db
        .selectFrom("service_attributes")
        .select([
          "service_id",
          sql<string>`to_char(min(as_of), 'YYYY-MM-DD')`.as("oldest_as_of"),
          sql<number[]>`array_agg(attribute_group order by attribute_group)`.as("groups"),
        ])
        .where("verified_at", "is", null)
        .where("draft", "=", false)
        .groupBy("service_id");
      const [rows, count] = await Promise.all([
        db
          .selectFrom(unverified.as("u"))
          .innerJoin("services as s", "s.id", "u.service_id")
          .innerJoin("providers as p", "p.id", "s.provider_id")
          .select(["u.service_id", "s.name as service_name", "p.name as provider_name", "u.oldest_as_of", "u.groups"])
          .orderBy("u.oldest_as_of")
          .orderBy("u.service_id")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom(unverified.as("u"))
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The service's name and organisation, or undefined. */
    service(trx: Kysely<Database>, serviceId: number) {
      return trx
        .selectFrom("services as s")
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .select(["s.id", "s.name as service_name", "p.name as provider_name"])
        .where("s.id", "=", serviceId)
        .executeTakeFirst();
    },

    /** Who verified each published group (display names of operators). */
    verifiers(trx: Kysely<Database>, serviceId: number) {
      return trx
        .selectFrom("service_attributes as a")
        .leftJoin("operator_accounts as o", "o.account_id", "a.verified_by")
        .select(["a.attribute_group", "o.display_name"])
        .where("a.service_id", "=", serviceId)
        .where("a.draft", "=", false)
        .execute();
    },

    /** Locks a published group's row and answers its verification, or undefined when there is none. */
    lockGroup(trx: Transaction<Database>, serviceId: number, group: number) {
      return trx
        .selectFrom("service_attributes")
        .select(["verified_at", "verified_by"])
        .where("service_id", "=", serviceId)
        .where("attribute_group", "=", group)
        .where("draft", "=", false)
        .forUpdate()
        .executeTakeFirst();
    },

    async setVerification(
      trx: Transaction<Database>,
      serviceId: number,
      group: number,
      values: { verified_at: Date | null; verified_by: number | null },
    ): Promise<void> {
      await trx
        .updateTable("service_attributes")
        .set(values)
        .where("service_id", "=", serviceId)
        .where("attribute_group", "=", group)
        .where("draft", "=", false)
        .execute();
    },
  };
}

export type AttributeVerificationRepository = ReturnType<typeof createAttributeVerificationRepository>;
