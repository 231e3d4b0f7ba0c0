import { addBookmark, listBookmarks, removeBookmark } from "@iryo/domain/contracts/bookmarks";
import type { RequestHandler, Router } from "express";
import { memberRouter } from "../../lib/auth/member-of.js";
import { parseOrThrow } from "../../lib/http.js";
import type { BookmarksService } from "./bookmarks.service.js";

/** Register before `/services/:id`: `/services/bookmarks` is a fixed path. */
export function bookmarksRoutes(service: BookmarksService, requireAuth: RequestHandler): Router {
  const { router, member, memberRow } = memberRouter(requireAuth);
  member(listBookmarks, (userId, req) => service.list(userId, parseOrThrow(listBookmarks.query, req.query)));
  memberRow(addBookmark, (userId, id) => service.add(userId, id));
  memberRow(removeBookmark, (userId, id) => service.remove(userId, id));
  return router;
}
