import { z } from "zod";
import { paginationQuerySchema } from "../pagination.js";
import { searchSortQuerySchema, searchSortSchema } from "../sort-options-schema.js";
import { keywordSchema } from "../validation/text.js";
import { restCategorySchema } from "./categories.js";
import { endpointGroup } from "./endpoint.js";
import { pageMetaShape, restFacetCountsSchema, restServiceInListSchema, serviceFacetsQuerySchema } from "./shared.js";

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
