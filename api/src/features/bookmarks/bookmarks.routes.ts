import { addBookmark, listBookmarks, removeBookmark } from "@iryo/domain/contracts/bookmarks";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { type RequestHandler, Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { BookmarksService } from "./bookmarks.service.js";

/** Register before `/services/:id`: `/services/bookmarks` is a fixed path. */
export function bookmarksRoutes(service: BookmarksService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(expressPath(listBookmarks.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, listBookmarks, await service.list(userId, parseOrThrow(listBookmarks.query, req.query)));
  });
  router.put(expressPath(addBookmark.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, addBookmark, await service.add(userId, parseId(req.params.id)));
  });
  router.delete(expressPath(removeBookmark.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, removeBookmark, await service.remove(userId, parseId(req.params.id)));
  });
  return router;
}
