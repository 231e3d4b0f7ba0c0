import { z } from "zod";
import { paginationQuerySchema } from "../pagination.js";
import { serviceSortQuerySchema, serviceSortSchema } from "../sort-options-schema.js";
import { endpointGroup } from "./endpoint.js";
import {
  namedRow,
  pageMetaShape,
  restFacetCountsSchema,
  restServiceInListSchema,
  serviceFacetsQuerySchema,
} from "./shared.js";

/** A category with the number of services listed in it. */
export const restCategorySchema = z.object({
  ...namedRow("category"),
  description: z.string(),
  service_count: z.number().int(),
});

const category = endpointGroup({ tag: "categories", access: "public" });

export const listCategories = category.get("/categories", {
  summary: "Every category with its service count",
  response: z.object({ categories: z.array(restCategorySchema) }),
});

export const categoryServices = category.get("/categories/{id}/services", {
  summary: "One page of the services in a category that have every asked facet, with the facet counts",
  query: paginationQuerySchema.extend({ sort: serviceSortQuerySchema, facets: serviceFacetsQuerySchema }),
  response: z.object({
    category: restCategorySchema,
    services: z.array(restServiceInListSchema),
    ...pageMetaShape,
    sort: serviceSortSchema,
    facets: restFacetCountsSchema,
  }),
  errors: ["0109005"],
});
