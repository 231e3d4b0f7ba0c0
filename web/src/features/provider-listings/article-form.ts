// The editor's form values of an article and their conversion to and from GraphQL: the HTML parts stay
// texts (the api cleans them), tags are one line separated by commas, services are checkbox values. The
// limits are the contract's own (domain/src/contracts/provider-articles.ts).

import { articleDraftBodySchema } from "@iryo/domain/contracts/provider-articles";
import { encodeMessage, FIELD_MESSAGE_CODES } from "@iryo/domain/error-catalogue";
import { ARTICLE_TAG_LIMIT, ARTICLE_TAG_MAX, normaliseTags } from "@iryo/domain/provider-article";
import * as z from "zod/mini";
import type { ArticleDraftInput } from "../../graphql/types";
import type { ProviderEditableArticleFragment } from "./ProviderArticles.generated";

const rest = articleDraftBodySchema.shape;

/** Tags as typed: separated by commas (half- or full-width) or 「、」. */
const splitTags = (text: string) => normaliseTags(text.split(/[,，、]/));

export const articleFormSchema = z.object({
  title: rest.title,
  summary: rest.summary,
  bodyHtml: rest.body_html,
  beforeLoginHtml: rest.before_login_html,
  afterLoginHtml: rest.after_login_html,
  tags: z.string().check(
    z.refine(
      (text) => splitTags(text).length <= ARTICLE_TAG_LIMIT,
      encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: ARTICLE_TAG_LIMIT }),
    ),
    z.refine(
      (text) => splitTags(text).every((t) => [...t].length <= ARTICLE_TAG_MAX),
      encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: ARTICLE_TAG_MAX }),
    ),
  ),
  serviceIds: z.array(z.string()),
});
export type ArticleForm = z.infer<typeof articleFormSchema>;

export const EMPTY_ARTICLE: ArticleForm = {
  title: "",
  summary: "",
  bodyHtml: "",
  beforeLoginHtml: "",
  afterLoginHtml: "",
  tags: "",
  serviceIds: [],
};

export function articleFormOf(version: ProviderEditableArticleFragment["version"]): ArticleForm {
  return {
    title: version.title,
    summary: version.summary,
    bodyHtml: version.bodyHtml,
    beforeLoginHtml: version.beforeLoginHtml,
    afterLoginHtml: version.afterLoginHtml,
    tags: version.tags.join(", "),
    serviceIds: [...version.serviceIds],
  };
}

export function articleInputOf(values: ArticleForm): ArticleDraftInput {
  return {
    title: values.title,
    summary: values.summary,
    bodyHtml: values.bodyHtml,
    beforeLoginHtml: values.beforeLoginHtml,
    afterLoginHtml: values.afterLoginHtml,
    tags: splitTags(values.tags),
    serviceIds: values.serviceIds,
  };
}

/** Server field names (snake_case) → form fields, for the server's field errors. */
export const ARTICLE_SERVER_FIELDS = {
  body_html: "bodyHtml",
  before_login_html: "beforeLoginHtml",
  after_login_html: "afterLoginHtml",
  service_ids: "serviceIds",
} as const;
