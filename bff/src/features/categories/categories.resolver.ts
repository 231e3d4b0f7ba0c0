import { Arg, Args, Ctx, ID, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { ServicePageArgs } from "../../lib/graphql/paginated.js";
import { Category, CategoryServicePage } from "./category.type.js";

@Resolver()
export class CategoriesResolver {
  @Query(() => [Category], { description: "Every category, in display order." })
  categories(@Ctx() ctx: BffContext): Promise<Category[]> {
    return ctx.dataSources.categories.list();
  }

  @Query(() => CategoryServicePage, { description: "One page of a category's services (page size 20, 50 or 100)." })
  categoryServices(
    @Arg("categoryId", () => ID) categoryId: string,
    @Args(() => ServicePageArgs) page: ServicePageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<CategoryServicePage> {
    return ctx.dataSources.categories.servicesOf(categoryId, page);
  }
}
