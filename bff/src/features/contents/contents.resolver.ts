import { Ctx, FieldResolver, ID, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { viewerOf } from "../../lib/editor-html/viewer.js";
import { forwardingResolver, optional, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { MediaTag } from "../../lib/mapping/media.js";
import { Service } from "../services/service.type.js";
import { Content, ContentDetail, ContentPage } from "./content.type.js";

export const ContentsResolver = forwardingResolver(
  "contents",
  ({ query }) => ({
    contents: query(ContentPage, { tag: optional(String), page: spread(PageArgs) }, (contents, { tag, page }) =>
      contents.search({ tag }, page),
    ),
    contentTags: query([MediaTag], {}, (contents) => contents.tags()),
    content: query(ContentDetail, { id: ID }, async (contents, { id }, ctx) =>
      contents.detail(id, await viewerOf(ctx)),
    ),
    searchContents: query(
      ContentPage,
      { keyword: optional(String), page: spread(PageArgs) },
      (contents, { keyword, page }) => contents.keywordSearch(keyword ?? "", page),
    ),
  }),
  {
    contents: "One page of articles, by tag.",
    content: "An article, cut to what the viewer may read.",
    searchContents: "Articles found by a keyword (≤ 50 characters).",
  },
);

@Resolver(() => Service)
export class ServiceContentsResolver {
  @FieldResolver(() => [Content], { description: "Articles about this service (first page)." })
  async relatedContents(@Root() service: Service, @Ctx() ctx: BffContext): Promise<Content[]> {
    return (await ctx.dataSources.contents.search({ serviceId: service.id })).items;
  }
}
