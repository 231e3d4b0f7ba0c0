import {
  contentDetail,
  contentDetailByQuery,
  contentTags,
  keywordSearchContents,
  searchContents,
  topContents,
} from "@iryo/domain/contracts/contents";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { createContentsService } from "./contents.service.js";

export function contentsRoutes(service: ReturnType<typeof createContentsService>): Router {
  const router = Router();
  router.get(expressPath(topContents.path), async (_req, res) => {
    send(res, topContents, await service.topList());
  });
  router.get(expressPath(contentTags.path), async (_req, res) => {
    send(res, contentTags, await service.tags());
  });
  router.get(expressPath(searchContents.path), async (req, res) => {
    send(res, searchContents, await service.search(parseOrThrow(searchContents.query, req.query)));
  });
  router.get(expressPath(keywordSearchContents.path), async (req, res) => {
    send(res, keywordSearchContents, await service.keywordSearch(parseOrThrow(keywordSearchContents.query, req.query)));
  });
  // SPEC §7 names the detail "/contents" (id in the query); /contents/{id} is the same.
  router.get(expressPath(contentDetailByQuery.path), async (req, res) => {
    const id = typeof req.query.id === "string" ? req.query.id : undefined;
    send(res, contentDetailByQuery, await service.detail(parseId(id)));
  });
  router.get(expressPath(contentDetail.path), async (req, res) => {
    send(res, contentDetail, await service.detail(parseId(req.params.id)));
  });
  return router;
}
