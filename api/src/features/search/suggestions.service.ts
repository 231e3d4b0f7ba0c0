import { rankSuggestions, suggestionQuery } from "@iryo/domain/search-suggestions";
import type { SuggestionsRepository } from "./suggestions.repository.js";

export function createSuggestionsService(repo: SuggestionsRepository) {
  return {
    /** The header box's suggestions for `keyword` (ADR 159); [] for a blank keyword. */
    async suggest(keyword: string | undefined) {
      const query = suggestionQuery(keyword ?? "");
      const suggestions = query ? rankSuggestions(query, await repo.candidates(query)) : [];
      return { keyword: (keyword ?? "").trim(), suggestions };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
