import {
  articleVersionSchema,
  restEditableArticleSchema,
  restOwnArticleSchema,
  restOwnArticlesSchema,
} from "@iryo/domain/contracts/provider-articles";
import { restLinkableItemSchema } from "@iryo/domain/contracts/provider-listings";
import { Field, ID, InputType } from "type-graphql";
import { contractType, listOf, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { PublishingChange } from "./provider-listings.type.js";

// The provider console's articles in the publishing workflow (ADR 163).

const ArticleService = contractType("ProviderArticleService", restLinkableItemSchema, {
  description: "A service of the organisation an article may be linked to (its name as `title`).",
});

const ArticleVersion = contractType("ProviderArticleVersion", articleVersionSchema, {
  description: "An article's version (ADR 163): cleaned HTML body and blocks, tags, linked services, or a deletion.",
  fields: {
    before_login_html: { description: "Shown only to visitors who are not signed in." },
    after_login_html: { description: "Shown only to signed-in members." },
    retire: { description: "The change deletes the article." },
  },
});

const OwnArticle = contractType("ProviderArticle", restOwnArticleSchema, {
  description: "An article of the organisation: a public one with its open change, or a new one proposed.",
  fields: {
    article_id: { name: "articleId" },
    status: { description: "public, or the state of its open (or last rejected) change." },
    change: nestedOrNull(PublishingChange),
  },
});

export const OwnArticles = contractType("ProviderArticles", restOwnArticlesSchema, {
  description: "The organisation's articles and the services they may link.",
  fields: { articles: listOf(OwnArticle), linkable_services: listOf(ArticleService) },
});
export type OwnArticles = InstanceType<typeof OwnArticles>;

export const EditableArticle = contractType("ProviderEditableArticle", restEditableArticleSchema, {
  description: "An article as its staff edit it: the open (or rejected) change's version, else the public one.",
  fields: {
    article_id: { name: "articleId" },
    version: nested(ArticleVersion),
    public_version: nestedOrNull(ArticleVersion),
    change: nestedOrNull(PublishingChange),
    linkable_services: listOf(ArticleService),
  },
});
export type EditableArticle = InstanceType<typeof EditableArticle>;

@InputType({ description: "An article's fields as staff send them; the api cleans the HTML." })
export class ArticleDraftInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String, { description: "Editor HTML shown to everyone." })
  bodyHtml!: string;

  @Field(() => String, { description: "Editor HTML shown only before sign-in." })
  beforeLoginHtml!: string;

  @Field(() => String, { description: "Editor HTML shown only after sign-in." })
  afterLoginHtml!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => [ID], { description: "The organisation's own services (0501006 otherwise)." })
  serviceIds!: string[];
}
