import { z } from "zod";
import { contentSearchQuerySchema, keywordSearchQuerySchema } from "../media-query.js";
import { defineEndpoint } from "./endpoint.js";
import { pageMetaShape, restServiceRefSchema, restTagCountSchema } from "./shared.js";

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

const contentPage = z.object({ contents: z.array(restContentSchema), ...pageMetaShape });
const tag = "contents";

export const topContents = defineEndpoint({
  method: "GET",
  path: "/contents/top-list",
  summary: "The articles of the home page",
  tag,
  access: "public",
  response: z.object({ contents: z.array(restContentSchema) }),
});

export const contentTags = defineEndpoint({
  method: "GET",
  path: "/contents/tags",
  summary: "Every article tag with its count",
  tag,
  access: "public",
  response: z.object({ tags: z.array(restTagCountSchema) }),
});

export const searchContents = defineEndpoint({
  method: "GET",
  path: "/contents/search",
  summary: "One page of articles by tag and service",
  tag,
  access: "public",
  query: contentSearchQuerySchema,
  response: contentPage,
});

export const keywordSearchContents = defineEndpoint({
  method: "GET",
  path: "/searches/content",
  summary: "One page of the articles whose text holds every term of the keyword",
  tag,
  access: "public",
  query: keywordSearchQuerySchema,
  response: contentPage,
  errors: ["0101004"],
});

export const contentDetailByQuery = defineEndpoint({
  method: "GET",
  path: "/contents",
  summary: "An article (SPEC §7 form: the id in the query)",
  tag,
  access: "public",
  query: z.object({ id: z.string().optional() }),
  response: restContentDetailSchema,
  errors: ["0109005"],
});

export const contentDetail = defineEndpoint({
  method: "GET",
  path: "/contents/{id}",
  summary: "An article with its raw body HTML and related services",
  tag,
  access: "public",
  response: restContentDetailSchema,
  errors: ["0109005"],
});
