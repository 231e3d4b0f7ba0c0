import * as z from "zod/mini";
import { PROVIDER_STAFF } from "../account.js";
import {
  ARTICLE_BLOCK_MAX,
  ARTICLE_BODY_MAX,
  ARTICLE_SERVICE_LIMIT,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAG_LIMIT,
  ARTICLE_TAG_MAX,
  ARTICLE_TITLE_MAX,
} from "../provider-article.js";
import { CHANGE_STATES } from "../publishing.js";
import { INT32_MAX } from "../row-id.js";
import { maxLength, requiredText } from "../validation/rules.js";
import { endpointGroup } from "./endpoint.js";
import { restChangeSchema, restLinkableItemSchema } from "./provider-listings.js";

const int = () => z.number().check(z.int());

/**
 * An article's version as a change holds it (ADR 163): the cleaned body and its two visibility blocks
 * apart, tags, the organisation's services it is linked to, or a retirement.
 */
export const articleVersionSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body_html: z.string(),
  before_login_html: z.string(),
  after_login_html: z.string(),
  tags: z.array(z.string()),
  service_ids: z.array(int()),
  retire: z.boolean(),
});
export type ArticleVersion = z.output<typeof articleVersionSchema>;

/** What staff send for a new article or an edit; the api cleans the HTML with the editor's allow-list. */
export const articleDraftBodySchema = z.object({
  title: requiredText(ARTICLE_TITLE_MAX),
  summary: z.string().check(z.trim(), maxLength(ARTICLE_SUMMARY_MAX)),
  body_html: requiredText(ARTICLE_BODY_MAX),
  before_login_html: z.string().check(maxLength(ARTICLE_BLOCK_MAX)),
  after_login_html: z.string().check(maxLength(ARTICLE_BLOCK_MAX)),
  tags: z.array(z.string().check(z.trim(), maxLength(ARTICLE_TAG_MAX))).check(z.maxLength(ARTICLE_TAG_LIMIT)),
  service_ids: z.array(int().check(z.positive(), z.lte(INT32_MAX))).check(z.maxLength(ARTICLE_SERVICE_LIMIT)),
});
export type ArticleDraftBody = z.output<typeof articleDraftBodySchema>;

/** An article of the organisation as its staff see it in the list. */
export const restOwnArticleSchema = z.object({
  /** The public article's id (null for a new article not approved yet). */
  article_id: z.nullable(int()),
  title: z.string(),
  /** public: no open change; else the state of its open (or last rejected) change. */
  status: z.enum(["public", ...CHANGE_STATES]),
  change: z.nullable(restChangeSchema),
  published_at: z.nullable(z.string()),
});

export const restEditableArticleSchema = z.object({
  /** The public article's id (null for a new article). */
  article_id: z.nullable(int()),
  /** The open (or last rejected) change's version, else the public one. */
  version: articleVersionSchema,
  /** What visitors see now (null for a new article). */
  public_version: z.nullable(articleVersionSchema),
  change: z.nullable(restChangeSchema),
  /** The organisation's services an article may be linked to. */
  linkable_services: z.array(restLinkableItemSchema),
});

export const restOwnArticlesSchema = z.object({
  articles: z.array(restOwnArticleSchema),
  /** The organisation's services a new article may be linked to. */
  linkable_services: z.array(restLinkableItemSchema),
});

const staff = endpointGroup({ tag: "provider-articles", access: PROVIDER_STAFF, errors: ["0109005"] });

export const listOwnArticles = staff.get("/provider/articles", {
  summary: "The organisation's articles with where each stands, new proposals, and its services to link",
  response: restOwnArticlesSchema,
});

export const getEditableArticle = staff.get("/provider/articles/{id}", {
  summary: "A public article of the organisation as its staff edit it: the open draft, else the public version",
  response: restEditableArticleSchema,
});

export const getArticleChange = staff.get("/provider/article-changes/{id}", {
  summary: "One article change of the organisation with its version (a new article's draft is edited here)",
  response: restEditableArticleSchema,
});

export const createArticleDraft = staff.post("/provider/articles", {
  summary: "Proposes a new article (a draft); the HTML is cleaned with the editor's allow-list",
  body: articleDraftBodySchema,
  response: restChangeSchema,
  status: 201,
  errors: ["0101001", "0101004", "0501006", "0601009"],
});

export const saveArticleDraft = staff.put("/provider/articles/{id}/draft", {
  summary: "Saves a draft of a public article (creates the one open change, or updates it)",
  body: articleDraftBodySchema,
  response: restChangeSchema,
  errors: ["0101001", "0101004", "0501006", "0302001"],
});

export const updateArticleChange = staff.put("/provider/article-changes/{id}", {
  summary: "Updates an article draft by its change id (a new article's, or a public one's)",
  body: articleDraftBodySchema,
  response: restChangeSchema,
  errors: ["0101001", "0101004", "0501006", "0302002"],
});

export const retireArticleDraft = staff.post("/provider/articles/{id}/retire", {
  summary: "Proposes to delete a public article (a draft): refused while a listed service is linked to it (0501007)",
  response: restChangeSchema,
  errors: ["0501007", "0302001"],
});

export const submitArticleChange = staff.post("/provider/article-changes/{id}/submit", {
  summary: "Submits an article draft for review; the diff (title, body, blocks, tags, services) is kept",
  response: restChangeSchema,
  errors: ["0302002", "0302003", "0501006", "0501007"],
});

export const withdrawArticleChange = staff.delete("/provider/article-changes/{id}", {
  summary: "Withdraws an article draft or submission before a decision (deletes a never-published draft)",
  response: restChangeSchema,
  errors: ["0302002"],
});
