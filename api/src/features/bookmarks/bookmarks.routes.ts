import { addBookmark, listBookmarks, removeBookmark } from "@iryo/domain/contracts/bookmarks";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
import type { BookmarksService } from "./bookmarks.service.js";

export function bookmarksRoutes(service: BookmarksService): Router {
  const router = Router();
  router.get(expressPath(listBookmarks.path), validate(listBookmarks), async (_req, res) => {
    const { query } = res.locals.input;
    send(res, listBookmarks, await service.list(memberOf(res).userId, query));
  });
  router.put(expressPath(addBookmark.path), validate(addBookmark), async (_req, res) => {
    send(res, addBookmark, await service.add(memberOf(res).userId, res.locals.input.params.id));
  });
  router.delete(expressPath(removeBookmark.path), validate(removeBookmark), async (_req, res) => {
    send(res, removeBookmark, await service.remove(memberOf(res).userId, res.locals.input.params.id));
  });
  return router;
}
