import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * Runs `work` in a transaction that first locks the member's row (SELECT … FOR UPDATE), so that the
 * count-then-insert of one member's parallel requests is serialised and a per-member limit holds.
 */
export function withMemberLock<T>(
  db: Kysely<Database>,
  userId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("members").select("user_id").where("user_id", "=", userId).forUpdate().execute();
    return work(trx);
  });
}
