import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { SearchHints, SearchSuggestion } from "./suggestions.type.js";

@Resolver()
export class SuggestionsResolver {
  @Query(() => [SearchSuggestion], {
    description:
      "At most 8 categories, issues, services, seminars and articles whose name or title answers the keyword as typed (≤ 50; synonyms, readings, the last word completed); [] for a blank keyword.",
  })
  searchSuggestions(
    @Arg("keyword", () => String) keyword: string,
    @Ctx() ctx: BffContext,
  ): Promise<SearchSuggestion[]> {
    return ctx.dataSources.suggestions.suggest(keyword);
  }

  @Query(() => SearchHints, {
    description:
      "What to offer when a service search for the keyword (≤ 50) finds nothing: もしかして and related categories.",
  })
  searchHints(@Arg("keyword", () => String) keyword: string, @Ctx() ctx: BffContext): Promise<SearchHints> {
    return ctx.dataSources.suggestions.hints(keyword);
  }
}
