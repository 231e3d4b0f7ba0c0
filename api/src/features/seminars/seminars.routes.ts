import { expressPath } from "@iryo/domain/contracts/endpoint";
import { seminarEndpoints } from "@iryo/domain/contracts/seminars";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type RequestHandler, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { parseId, send, validate } from "../../lib/http.js";
import type { createSeminarsService } from "./seminars.service.js";

export function seminarsRoutes(service: ReturnType<typeof createSeminarsService>): Router {
  const { top, tags, search, keywordSearch, detailByQuery, detail } = seminarEndpoints;
  const router = Router();
  router.get(expressPath(top.path), validate(top), async (_req, res) => {
    send(res, top, await service.topList());
  });
  router.get(expressPath(tags.path), validate(tags), async (_req, res) => {
    send(res, tags, await service.tags());
  });
  router.get(expressPath(search.path), validate(search), async (_req, res) => {
    send(res, search, await service.search(res.locals.input.query));
  });
  router.get(expressPath(keywordSearch.path), validate(keywordSearch), async (_req, res) => {
    send(res, keywordSearch, await service.keywordSearch(res.locals.input.query));
  });
  // product §7 names the detail "/seminars" with the id in the query; "/seminars/{id}" is the same. A repeated
  // id names no row: 404, before the query is read.
  const oneId: RequestHandler = (req, _res, next) => {
    if (Array.isArray(req.query.id)) throw new AppError(NOT_FOUND_CODE);
    next();
  };
  router.get(expressPath(detailByQuery.path), oneId, validate(detailByQuery), async (_req, res) => {
    send(res, detailByQuery, await service.detail(parseId(res.locals.input.query.id)));
  });
  router.get(expressPath(detail.path), validate(detail), async (_req, res) => {
    send(res, detail, await service.detail(res.locals.input.params.id));
  });
  return router;
}
