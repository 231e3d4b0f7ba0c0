import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { viewerOf } from "../../lib/editor-html/viewer.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { MediaTag } from "../../lib/mapping/media.js";
import { Service } from "../services/service.type.js";
import { Seminar, SeminarDetail, SeminarPage } from "./seminar.type.js";

@Resolver()
export class SeminarsResolver {
  @Query(() => SeminarPage, { description: "One page of seminars, by reception status and tag." })
  seminars(
    @Arg("status", () => Int, { nullable: true }) status: number | null | undefined,
    @Arg("tag", () => String, { nullable: true }) tag: string | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<SeminarPage> {
    return ctx.dataSources.seminars.search({ status, tag }, page);
  }

  @Query(() => [MediaTag])
  seminarTags(@Ctx() ctx: BffContext): Promise<MediaTag[]> {
    return ctx.dataSources.seminars.tags();
  }

  @Query(() => SeminarDetail)
  async seminar(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<SeminarDetail> {
    const viewer = await viewerOf({
      signedIn: ctx.session.present,
      loginInfo: () => ctx.dataSources.membership.loginInfo(),
    });
    return ctx.dataSources.seminars.detail(id, viewer);
  }

  @Query(() => SeminarPage, { description: "Seminars found by a keyword (≤ 50 characters)." })
  searchSeminars(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<SeminarPage> {
    return ctx.dataSources.seminars.keywordSearch(keyword ?? "", page);
  }
}

@Resolver(() => Service)
export class ServiceSeminarsResolver {
  @FieldResolver(() => [Seminar], { description: "Seminars about this service (first page)." })
  async relatedSeminars(@Root() service: Service, @Ctx() ctx: BffContext): Promise<Seminar[]> {
    return (await ctx.dataSources.seminars.search({ serviceId: service.id })).items;
  }
}
