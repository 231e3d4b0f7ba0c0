import { HOSPITAL_SUGGESTION_LIMIT } from "@iryo/domain/contracts/hospitals";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { containsPattern } from "../../lib/db/like.js";

export function createHospitalsRepository(db: Kysely<Database>) {
  return {
    /** The hospitals of a prefecture (any when undefined) whose name contains the keyword, by prefecture and name. */
    suggestions(prefecture: number | undefined, keyword: string | undefined) {
      let query = db.selectFrom("hospitals").select(["id", "name", "prefecture"]);
      if (prefecture !== undefined) query = query.where("prefecture", "=", prefecture);
      if (keyword) query = query.where("name", "like", containsPattern(keyword));
      return query.orderBy("prefecture").orderBy("name").limit(HOSPITAL_SUGGESTION_LIMIT).execute();
    },
  };
}

export type HospitalsRepository = ReturnType<typeof createHospitalsRepository>;
