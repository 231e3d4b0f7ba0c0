import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { ArticleDraftInput, EditableArticle, OwnArticles } from "./provider-articles.type.js";
import { PublishingChange } from "./provider-listings.type.js";

/** The provider console's articles (ADR 163): every call is the api's, which checks the organisation. */
@Resolver()
export class ProviderArticlesResolver {
  @Query(() => OwnArticles, { description: "The organisation's articles with their state, and its services." })
  providerArticles(@Ctx() ctx: BffContext): Promise<OwnArticles> {
    return ctx.dataSources.providerArticles.list();
  }

  @Query(() => EditableArticle, { description: "A public article of the organisation to edit (NOT_FOUND for others)." })
  providerArticle(@Arg("articleId", () => ID) articleId: string, @Ctx() ctx: BffContext): Promise<EditableArticle> {
    return ctx.dataSources.providerArticles.editable(articleId);
  }

  @Query(() => EditableArticle, { description: "An article change of the organisation (a new article's draft)." })
  providerArticleChange(@Arg("changeId", () => ID) changeId: string, @Ctx() ctx: BffContext): Promise<EditableArticle> {
    return ctx.dataSources.providerArticles.change(changeId);
  }

  @Mutation(() => PublishingChange, {
    description: "Proposes a new article (errorCode 0601009 for an other-business organisation, 0501006).",
  })
  createArticleDraft(
    @Arg("input", () => ArticleDraftInput) input: ArticleDraftInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerArticles.create(input);
  }

  @Mutation(() => PublishingChange, { description: "Saves a draft of a public article (0501006, 0302001)." })
  saveArticleDraft(
    @Arg("articleId", () => ID) articleId: string,
    @Arg("input", () => ArticleDraftInput) input: ArticleDraftInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerArticles.save(articleId, input);
  }

  @Mutation(() => PublishingChange, { description: "Updates an article draft by its change id (0501006)." })
  updateArticleChange(
    @Arg("changeId", () => ID) changeId: string,
    @Arg("input", () => ArticleDraftInput) input: ArticleDraftInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerArticles.update(changeId, input);
  }

  @Mutation(() => PublishingChange, {
    description: "Proposes to delete a public article (0501007 while a listed service links it).",
  })
  retireArticleDraft(@Arg("articleId", () => ID) articleId: string, @Ctx() ctx: BffContext): Promise<PublishingChange> {
    return ctx.dataSources.providerArticles.retire(articleId);
  }

  @Mutation(() => PublishingChange, { description: "Submits an article draft for review (0302003: no change)." })
  submitArticleChange(@Arg("changeId", () => ID) changeId: string, @Ctx() ctx: BffContext): Promise<PublishingChange> {
    return ctx.dataSources.providerArticles.submit(changeId);
  }

  @Mutation(() => PublishingChange, { description: "Withdraws an article draft or undecided submission." })
  withdrawArticleChange(
    @Arg("changeId", () => ID) changeId: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerArticles.withdraw(changeId);
  }
}
