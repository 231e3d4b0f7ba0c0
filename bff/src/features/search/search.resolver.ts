import { Arg, Args, Ctx, Int, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs, SearchPageArgs } from "../../lib/graphql/paginated.js";
import { CategorySearchPage, ServiceSearchPage } from "./search.type.js";

@Resolver()
export class SearchResolver {
  @Query(() => ServiceSearchPage, {
    description: "Services whose name, summary, provider or categories hold every word of the keyword (≤ 50).",
  })
  searchServices(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | null | undefined,
    @Args(() => SearchPageArgs) page: SearchPageArgs,
    @Arg("facets", () => [Int], { nullable: true, description: "SERVICE_FACET codes a service must all have." })
    facets: number[] | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceSearchPage> {
    return ctx.dataSources.search.services(keyword ?? undefined, page, facets);
  }

  @Query(() => CategorySearchPage, { description: "Categories whose name or description holds every word." })
  searchCategories(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<CategorySearchPage> {
    return ctx.dataSources.search.categories(keyword ?? undefined, page);
  }
}
