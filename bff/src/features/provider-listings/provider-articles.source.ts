import {
  createArticleDraft,
  getArticleChange,
  getEditableArticle,
  listOwnArticles,
  retireArticleDraft,
  saveArticleDraft,
  submitArticleChange,
  updateArticleChange,
  withdrawArticleChange,
} from "@iryo/domain/contracts/provider-articles";
import { RestSource } from "../../lib/rest-source.js";
import { type ArticleDraftInput, EditableArticle, OwnArticles } from "./provider-articles.type.js";
import { PublishingChange } from "./provider-listings.type.js";

const body = (input: ArticleDraftInput) => ({
  title: input.title,
  summary: input.summary,
  body_html: input.bodyHtml,
  before_login_html: input.beforeLoginHtml,
  after_login_html: input.afterLoginHtml,
  tags: input.tags,
  service_ids: input.serviceIds.map(Number),
});

/** /v1 calls of the articles in the workflow (ADR 163); the api checks organisation, role, links and HTML. */
export class ProviderArticlesSource extends RestSource {
  async list(): Promise<OwnArticles> {
    return OwnArticles.from(await this.call(listOwnArticles, {}));
  }

  async editable(articleId: string): Promise<EditableArticle> {
    return EditableArticle.from(await this.call(getEditableArticle, { params: { id: articleId } }));
  }

  async change(changeId: string): Promise<EditableArticle> {
    return EditableArticle.from(await this.call(getArticleChange, { params: { id: changeId } }));
  }

  async create(input: ArticleDraftInput): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(createArticleDraft, { body: body(input) }));
  }

  async save(articleId: string, input: ArticleDraftInput): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(saveArticleDraft, { params: { id: articleId }, body: body(input) }));
  }

  async update(changeId: string, input: ArticleDraftInput): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(updateArticleChange, { params: { id: changeId }, body: body(input) }));
  }

  async retire(articleId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(retireArticleDraft, { params: { id: articleId } }));
  }

  async submit(changeId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(submitArticleChange, { params: { id: changeId } }));
  }

  async withdraw(changeId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(withdrawArticleChange, { params: { id: changeId } }));
  }
}
