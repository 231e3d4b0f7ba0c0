import { Ctx, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { Home } from "./home.type.js";

@Resolver()
export class HomeResolver {
  @Query(() => Home, { description: "Everything of the home page but its services (query topServices alongside)." })
  async home(@Ctx() ctx: BffContext): Promise<Home> {
    const { advertisements, contents, seminars, siteConfig } = ctx.dataSources;
    const [ads, articles, topSeminars, banners, counseling, slide] = await Promise.all([
      advertisements.topList(),
      contents.topList(),
      seminars.topList(),
      siteConfig.banners(),
      siteConfig.homeCounseling(),
      siteConfig.homeSlide(),
    ]);
    return { advertisements: ads, contents: articles, seminars: topSeminars, banners, counseling, slide };
  }
}
