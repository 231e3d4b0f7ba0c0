import { restSearchSuggestionSchema } from "@iryo/domain/contracts/search";
import { contractType } from "../../lib/graphql/contract-type.js";

export const SearchSuggestion = contractType("SearchSuggestion", restSearchSuggestionSchema, {
  description: "A service, category or issue offered while a keyword is typed (ADR 159).",
  fields: {
    kind: { description: "service, category or issue: which page the suggestion opens." },
    name: { description: "The service's, category's or issue's name." },
  },
});
export type SearchSuggestion = InstanceType<typeof SearchSuggestion>;
