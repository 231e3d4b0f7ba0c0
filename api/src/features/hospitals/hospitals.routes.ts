import { expressPath } from "@iryo/domain/contracts/endpoint";
import { HOSPITAL_SUGGESTION_LIMIT, listHospitals } from "@iryo/domain/contracts/hospitals";
import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { parseOrThrow, send } from "../../lib/http.js";

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /common/hospitals?prefecture=13&keyword=中央: the autocomplete of the membership forms. */
export function hospitalsRoutes(db: Kysely<Database>): Router {
  const router = Router();
  router.get(expressPath(listHospitals.path), async (req, res) => {
    const { prefecture, keyword } = parseOrThrow(listHospitals.query, req.query);
    let query = db.selectFrom("hospitals").select(["id", "name", "prefecture"]);
    if (prefecture !== undefined) query = query.where("prefecture", "=", prefecture);
    if (keyword) query = query.where("name", "like", `%${likeEscape(keyword)}%`);
    const rows = await query.orderBy("prefecture").orderBy("name").limit(HOSPITAL_SUGGESTION_LIMIT).execute();
    send(res, listHospitals, {
      hospitals: rows.map((r) => ({ hospital_id: r.id, hospital_name: r.name, prefecture: r.prefecture })),
    });
  });
  return router;
}
