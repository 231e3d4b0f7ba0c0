import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
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
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Arg("sort", () => String, { nullable: true, description: "updated (default), rating or reviews." })
    sort: string | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<CategoryServicePage> {
    return ctx.dataSources.categories.servicesOf(
      categoryId,
      pageSize ?? undefined,
      pageNumber ?? undefined,
      sort ?? undefined,
    );
  }
}
