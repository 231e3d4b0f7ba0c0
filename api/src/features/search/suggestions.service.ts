import { analyseSearchQuery, correctedKeyword } from "@iryo/domain/search-query";
import { keywordBigrams, rankSuggestions, suggestionQuery } from "@iryo/domain/search-suggestions";
import type { HintsRepository } from "./hints.repository.js";
import type { SuggestionsRepository } from "./suggestions.repository.js";

export function createSuggestionsService(repos: {
  readonly suggestions: SuggestionsRepository;
  readonly hints: HintsRepository;
}) {
  return {
    /** The header box's suggestions for `keyword` (ADR 159); [] for a blank keyword. */
    async suggest(keyword: string | undefined) {
      const query = suggestionQuery(keyword ?? "");
      const suggestions = query ? rankSuggestions(query, await repos.suggestions.candidates(query)) : [];
      return { keyword: (keyword ?? "").trim(), suggestions };
    },

    /**
     * What to offer when a service search finds nothing (ADR 159): the corrected keyword (もしかして) and
     * the categories named by its words (first), by the words they lead to, or by its two-character pieces.
     */
    async hints(keyword: string | undefined) {
      const typed = (keyword ?? "").trim();
      const corrected = correctedKeyword(typed);
      const concepts = analyseSearchQuery(corrected ?? typed).filter((c) => !c.filler);
      const strong = [...new Set(concepts.flatMap((c) => c.words))];
      const weak = [...new Set([...concepts.flatMap((c) => c.related.flat()), ...keywordBigrams(typed)])];
      const categories = typed === "" ? [] : await repos.hints.relatedCategories(strong, weak);
      return {
        keyword: typed,
        corrected_keyword: corrected ?? null,
        related_categories: categories.map((c) => ({ category_id: c.id, category_name: c.name })),
      };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
