import { z } from "zod";
import { contentSearchQuerySchema } from "../media-query.js";
import { mediaEndpoints } from "./media.js";
import { restServiceRefSchema } from "./shared.js";

export const restContentSchema = z.object({
  content_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  author_name: z.string(),
  tags: z.array(z.string()),
  thumbnail_path: z.string().nullable(),
  published_at: z.string(),
});

/** The detail: the raw editor HTML (the BFF sanitises it and applies the visibility blocks). */
export const restContentDetailSchema = restContentSchema.extend({
  body_html: z.string(),
  updated_at: z.string(),
  services: z.array(restServiceRefSchema),
});

/** The six calls of contents as one group (the api's media routes take it whole). */
export const contentEndpoints = mediaEndpoints(
  "contents",
  { one: "article", many: "articles", anOne: "An article" },
  { item: restContentSchema, detail: restContentDetailSchema, searchQuery: contentSearchQuerySchema },
  {
    top: "The articles of the home page",
    search: "One page of articles by tag and service",
    detail: "An article with its raw body HTML and related services",
  },
);

export const {
  top: topContents,
  tags: contentTags,
  search: searchContents,
  keywordSearch: keywordSearchContents,
  detailByQuery: contentDetailByQuery,
  detail: contentDetail,
} = contentEndpoints;
