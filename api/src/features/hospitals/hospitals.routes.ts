import { expressPath } from "@iryo/domain/contracts/endpoint";
import { listHospitals } from "@iryo/domain/contracts/hospitals";
import { Router } from "express";
import { send, validate } from "../../lib/http.js";
import type { HospitalsRepository } from "./hospitals.repository.js";

/** GET /common/hospitals?prefecture=13&keyword=中央: the autocomplete of the membership forms. */
export function hospitalsRoutes(repo: HospitalsRepository): Router {
  const router = Router();
  router.get(expressPath(listHospitals.path), validate(listHospitals), async (_req, res) => {
    const { prefecture, keyword } = res.locals.input.query;
    const rows = await repo.suggestions(prefecture, keyword);
    send(res, listHospitals, {
      hospitals: rows.map((r) => ({ hospital_id: r.id, hospital_name: r.name, prefecture: r.prefecture })),
    });
  });
  return router;
}
