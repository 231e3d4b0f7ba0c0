import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { paginationQuerySchema } from "../pagination.js";
import { endpointGroup } from "./endpoint.js";
import { namedRow, pageMetaShape, serviceLogoUrlSchema } from "./shared.js";

/** A bookmarked service as the bookmark page lists it. */
export const restBookmarkSchema = z.object({
  ...namedRow("service"),
  summary: z.string(),
  logo_image_filepath: serviceLogoUrlSchema(),
  ...namedRow("provider"),
  updated_at: z.string(),
  bookmarked_at: z.string(),
});

/** The state after an add or a remove: whether the service is bookmarked, and how many the member has. */
export const restBookmarkStateSchema = z.object({
  service_id: z.number().int(),
  bookmarked: z.boolean(),
  bookmark_count: z.number().int(),
});

const bookmark = endpointGroup({ tag: "bookmarks", access: ACTIVE_MEMBERS });

export const listBookmarks = bookmark.get("/services/bookmarks", {
  summary: "One page of the member's bookmarks, newest first (at most 50 exist)",
  query: paginationQuerySchema,
  response: z.object({ bookmarks: z.array(restBookmarkSchema), ...pageMetaShape }),
});

/** PUT is idempotent: bookmarking a bookmarked service answers the same state and stores nothing new. */
export const addBookmark = bookmark.put("/services/{id}/bookmarks", {
  summary: "Bookmarks a service (idempotent); the 51st answers 1001001",
  response: restBookmarkStateSchema,
  errors: ["1001001", "0109005"],
});

/** DELETE is idempotent too: removing a bookmark that is not there answers bookmarked: false. */
export const removeBookmark = bookmark.delete("/services/{id}/bookmarks", {
  summary: "Removes a bookmark (idempotent)",
  response: restBookmarkStateSchema,
  errors: ["0109005"],
});
