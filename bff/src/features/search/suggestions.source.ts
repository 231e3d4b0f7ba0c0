import { searchSuggestions } from "@iryo/domain/contracts/search";
import { RestSource } from "../../lib/rest-source.js";
import { SearchSuggestion } from "./suggestions.type.js";

/** /v1 call of the header box's suggestions. */
export class SuggestionsSource extends RestSource {
  async suggest(keyword: string): Promise<SearchSuggestion[]> {
    const body = await this.call(searchSuggestions, { query: { keyword } });
    return body.suggestions.map(SearchSuggestion.from);
  }
}
