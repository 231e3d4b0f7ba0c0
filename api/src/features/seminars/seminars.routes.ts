import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  keywordSearchSeminars,
  searchSeminars,
  seminarDetail,
  seminarDetailByQuery,
  seminarTags,
  topSeminars,
} from "@iryo/domain/contracts/seminars";
import { Router } from "express";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { createSeminarsService } from "./seminars.service.js";

export function seminarsRoutes(service: ReturnType<typeof createSeminarsService>): Router {
  const router = Router();
  router.get(expressPath(topSeminars.path), async (_req, res) => {
    send(res, topSeminars, await service.topList());
  });
  router.get(expressPath(seminarTags.path), async (_req, res) => {
    send(res, seminarTags, await service.tags());
  });
  router.get(expressPath(searchSeminars.path), async (req, res) => {
    send(res, searchSeminars, await service.search(parseOrThrow(searchSeminars.query, req.query)));
  });
  router.get(expressPath(keywordSearchSeminars.path), async (req, res) => {
    send(res, keywordSearchSeminars, await service.keywordSearch(parseOrThrow(keywordSearchSeminars.query, req.query)));
  });
  // SPEC §7 names the detail "/seminars" (id in the query); /seminars/{id} is the same.
  router.get(expressPath(seminarDetailByQuery.path), async (req, res) => {
    const id = typeof req.query.id === "string" ? req.query.id : undefined;
    send(res, seminarDetailByQuery, await service.detail(parseId(id)));
  });
  router.get(expressPath(seminarDetail.path), async (req, res) => {
    send(res, seminarDetail, await service.detail(parseId(req.params.id)));
  });
  return router;
}
