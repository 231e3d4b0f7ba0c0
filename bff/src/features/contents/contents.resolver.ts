import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { viewerOf } from "../../lib/editor-html/viewer.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { MediaTag } from "../../lib/mapping/media.js";
import { Service } from "../services/service.type.js";
import { Content, ContentDetail, ContentPage } from "./content.type.js";

@Resolver()
export class ContentsResolver {
  @Query(() => ContentPage, { description: "One page of articles, by tag." })
  contents(
    @Arg("tag", () => String, { nullable: true }) tag: string | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<ContentPage> {
    return ctx.dataSources.contents.search({ tag }, page);
  }

  @Query(() => [MediaTag])
  contentTags(@Ctx() ctx: BffContext): Promise<MediaTag[]> {
    return ctx.dataSources.contents.tags();
  }

  @Query(() => ContentDetail, { description: "An article, cut to what the viewer may read." })
  async content(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<ContentDetail> {
    const viewer = await viewerOf({
      signedIn: ctx.session.present,
      loginInfo: () => ctx.dataSources.membership.loginInfo(),
    });
    return ctx.dataSources.contents.detail(id, viewer);
  }

  @Query(() => ContentPage, { description: "Articles found by a keyword (≤ 50 characters)." })
  searchContents(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<ContentPage> {
    return ctx.dataSources.contents.keywordSearch(keyword ?? "", page);
  }
}

@Resolver(() => Service)
export class ServiceContentsResolver {
  @FieldResolver(() => [Content], { description: "Articles about this service (first page)." })
  async relatedContents(@Root() service: Service, @Ctx() ctx: BffContext): Promise<Content[]> {
    return (await ctx.dataSources.contents.search({ serviceId: service.id })).items;
  }
}
