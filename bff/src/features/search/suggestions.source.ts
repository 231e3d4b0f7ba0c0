import { searchHints, searchSuggestions } from "@iryo/domain/contracts/search";
import { RestSource } from "../../lib/rest-source.js";
import { type SearchHints, SearchSuggestion } from "./suggestions.type.js";

/** /v1 calls of the header box's suggestions and of the hints when a search finds nothing. */
export class SuggestionsSource extends RestSource {
  async suggest(keyword: string): Promise<SearchSuggestion[]> {
    const body = await this.call(searchSuggestions, { query: { keyword } });
    return body.suggestions.map(SearchSuggestion.from);
  }

  async hints(keyword: string): Promise<SearchHints> {
    const body = await this.call(searchHints, { query: { keyword } });
    return {
      correctedKeyword: body.corrected_keyword,
      relatedCategories: body.related_categories.map((c) => ({ id: String(c.category_id), name: c.category_name })),
    };
  }
}
