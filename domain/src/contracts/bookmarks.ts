import { z } from "zod";
import { paginationQuerySchema } from "../pagination.js";
import { defineEndpoint } from "./endpoint.js";
import { serviceLogoUrlSchema } from "./shared.js";

/** A bookmarked service as the bookmark page lists it. */
export const restBookmarkSchema = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  summary: z.string(),
  logo_image_filepath: serviceLogoUrlSchema(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  updated_at: z.string(),
  bookmarked_at: z.string(),
});

/** The state after an add or a remove: whether the service is bookmarked, and how many the member has. */
export const restBookmarkStateSchema = z.object({
  service_id: z.number().int(),
  bookmarked: z.boolean(),
  bookmark_count: z.number().int(),
});

export const listBookmarks = defineEndpoint({
  method: "GET",
  path: "/services/bookmarks",
  summary: "One page of the member's bookmarks, newest first (at most 50 exist)",
  tag: "bookmarks",
  access: "member",
  query: paginationQuerySchema,
  response: z.object({
    bookmarks: z.array(restBookmarkSchema),
    total_count: z.number().int(),
    page_size: z.number().int(),
    page_number: z.number().int(),
  }),
  errors: ["0109006", "0109002"],
});

/** PUT is idempotent: bookmarking a bookmarked service answers the same state and stores nothing new. */
export const addBookmark = defineEndpoint({
  method: "PUT",
  path: "/services/{id}/bookmarks",
  summary: "Bookmarks a service (idempotent); the 51st answers 1001001",
  tag: "bookmarks",
  access: "member",
  response: restBookmarkStateSchema,
  errors: ["1001001", "0109005", "0109006", "0109002"],
});

/** DELETE is idempotent too: removing a bookmark that is not there answers bookmarked: false. */
export const removeBookmark = defineEndpoint({
  method: "DELETE",
  path: "/services/{id}/bookmarks",
  summary: "Removes a bookmark (idempotent)",
  tag: "bookmarks",
  access: "member",
  response: restBookmarkStateSchema,
  errors: ["0109005", "0109006", "0109002"],
});
