import { Arg, Args, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { ServicePageArgs } from "../../lib/graphql/paginated.js";
import { Category, CategoryServicePage } from "./category.type.js";

@Resolver()
export class CategoriesResolver {
  @Query(() => [Category], { description: "Every category, in display order." })
  categories(@Ctx() ctx: BffContext): Promise<Category[]> {
    return ctx.dataSources.categories.list();
  }

  @Query(() => CategoryServicePage, {
    description: "One page of a category's services that have every asked facet (page size 20, 50 or 100).",
  })
  categoryServices(
    @Arg("categoryId", () => ID) categoryId: string,
    @Args(() => ServicePageArgs) page: ServicePageArgs,
    @Arg("facets", () => [Int], { nullable: true, description: "SERVICE_FACET codes a service must all have." })
    facets: number[] | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<CategoryServicePage> {
    return ctx.dataSources.categories.servicesOf(categoryId, page, facets);
  }
}
