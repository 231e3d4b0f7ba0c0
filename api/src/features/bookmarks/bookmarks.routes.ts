import { addBookmark, listBookmarks, removeBookmark } from "@iryo/domain/contracts/bookmarks";
import type { RequestHandler, Router } from "express";
import { forMember, forMemberRow } from "../../lib/auth/member-of.js";
import { contractRouter, parseOrThrow } from "../../lib/http.js";
import type { BookmarksService } from "./bookmarks.service.js";

/** Register before `/services/:id`: `/services/bookmarks` is a fixed path. */
export function bookmarksRoutes(service: BookmarksService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  on(
    listBookmarks,
    requireAuth,
    forMember((userId, req) => service.list(userId, parseOrThrow(listBookmarks.query, req.query))),
  );
  on(
    addBookmark,
    requireAuth,
    forMemberRow((userId, id) => service.add(userId, id)),
  );
  on(
    removeBookmark,
    requireAuth,
    forMemberRow((userId, id) => service.remove(userId, id)),
  );
  return router;
}
