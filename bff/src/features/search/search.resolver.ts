import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { CategorySearchPage, ServiceSearchPage } from "./search.type.js";

@Resolver()
export class SearchResolver {
  @Query(() => ServiceSearchPage, {
    description: "Services whose name, summary, provider or categories hold every word of the keyword (≤ 50).",
  })
  searchServices(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | undefined,
    @Arg("sort", () => String, { nullable: true, description: "updated (default), rating or reviews." })
    sort: string | undefined,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceSearchPage> {
    return ctx.dataSources.search.services(
      keyword ?? undefined,
      sort ?? undefined,
      pageSize ?? undefined,
      pageNumber ?? undefined,
    );
  }

  @Query(() => CategorySearchPage, { description: "Categories whose name or description holds every word." })
  searchCategories(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | undefined,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<CategorySearchPage> {
    return ctx.dataSources.search.categories(keyword ?? undefined, pageSize ?? undefined, pageNumber ?? undefined);
  }
}
