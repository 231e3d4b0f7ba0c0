import { Ctx, FieldResolver, ID, Int, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { viewerOf } from "../../lib/editor-html/viewer.js";
import { forwardingResolver, optional, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { MediaTag } from "../../lib/mapping/media.js";
import { Service } from "../services/service.type.js";
import { Seminar, SeminarDetail, SeminarPage } from "./seminar.type.js";

export const SeminarsResolver = forwardingResolver(
  "seminars",
  ({ query }) => ({
    seminars: query(
      SeminarPage,
      { status: optional(Int), tag: optional(String), page: spread(PageArgs) },
      (seminars, { status, tag, page }) => seminars.search({ status, tag }, page),
    ),
    seminarTags: query([MediaTag], {}, (seminars) => seminars.tags()),
    seminar: query(SeminarDetail, { id: ID }, async (seminars, { id }, ctx) =>
      seminars.detail(id, await viewerOf(ctx)),
    ),
    searchSeminars: query(
      SeminarPage,
      { keyword: optional(String), page: spread(PageArgs) },
      (seminars, { keyword, page }) => seminars.keywordSearch(keyword ?? "", page),
    ),
  }),
  {
    seminars: "One page of seminars, by reception status and tag.",
    searchSeminars: "Seminars found by a keyword (≤ 50 characters).",
  },
);

@Resolver(() => Service)
export class ServiceSeminarsResolver {
  @FieldResolver(() => [Seminar], { description: "Seminars about this service (first page)." })
  async relatedSeminars(@Root() service: Service, @Ctx() ctx: BffContext): Promise<Seminar[]> {
    return (await ctx.dataSources.seminars.search({ serviceId: service.id })).items;
  }
}
