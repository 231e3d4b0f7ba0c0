import { z } from "zod";
import { paginationQuerySchema } from "../pagination.js";
import { SUGGESTION_KINDS } from "../search-suggestions.js";
import { searchSortQuerySchema, searchSortSchema } from "../sort-options-schema.js";
import { keywordSchema } from "../validation/text.js";
import { restCategorySchema } from "./categories.js";
import { endpointGroup } from "./endpoint.js";
import {
  namedRow,
  pageMetaShape,
  restFacetCountsSchema,
  restServiceInListSchema,
  serviceFacetsQuerySchema,
} from "./shared.js";

const search = endpointGroup({ tag: "search", access: "public" });

export const searchServices = search.get("/searches/service", {
  summary:
    "One page of the services that answer the keyword and have every asked facet (with the facet counts): its words, their synonyms, readings and the solutions of the problems they name (ADR 108), those answering every word first; sort relevance (default with a keyword), updated (default without), rating or reviews",
  query: paginationQuerySchema.extend({
    keyword: keywordSchema,
    sort: searchSortQuerySchema,
    facets: serviceFacetsQuerySchema,
  }),
  response: z.object({
    keyword: z.string(),
    sort: searchSortSchema,
    services: z.array(restServiceInListSchema),
    ...pageMetaShape,
    facets: restFacetCountsSchema,
  }),
  errors: ["0101004"],
});

export const searchCategories = search.get("/searches/category", {
  summary: "One page of the categories whose name or description holds every term of the keyword",
  query: paginationQuerySchema.extend({ keyword: keywordSchema }),
  response: z.object({ keyword: z.string(), categories: z.array(restCategorySchema), ...pageMetaShape }),
  errors: ["0101004"],
});

export const restSearchSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  id: z.number().int(),
  name: z.string(),
});

export const searchSuggestions = search.get("/searches/suggestions", {
  summary:
    "At most 8 services, categories, issues, seminars and articles whose name or title answers the keyword as typed (its words, synonyms, readings and the completion of the last word; ADR 159, ADR 177), for the header box's suggestions; [] without a keyword",
  query: z.object({ keyword: keywordSchema }),
  response: z.object({ keyword: z.string(), suggestions: z.array(restSearchSuggestionSchema) }),
  errors: ["0101004"],
});

export const searchHints = search.get("/searches/hints", {
  summary:
    "What to offer when a service search finds nothing (ADR 159): the keyword with unknown words replaced by the nearest known ones (もしかして; null when none is near), and up to 5 categories its words, the words they lead to or its two-character pieces name",
  query: z.object({ keyword: keywordSchema }),
  response: z.object({
    keyword: z.string(),
    corrected_keyword: z.string().nullable(),
    related_categories: z.array(z.object(namedRow("category"))),
  }),
  errors: ["0101004"],
});
