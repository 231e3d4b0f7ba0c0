import type { restFacetCountsSchema } from "@iryo/domain/contracts/shared";
import { serviceFacet } from "@iryo/domain/service-attributes";
import { Field, Int, ObjectType } from "type-graphql";
import type { z } from "zod";

/** Not a /v1 object: `key` is the facet's URL key from the domain's enumeration (ADR 154). */
@ObjectType({ description: "A search facet with how many services of the current list have it too." })
export class FacetCount {
  @Field(() => Int, { description: "@iryo/domain/service-attributes SERVICE_FACET code." })
  facet!: number;

  @Field(() => String, { description: "The facet's key in page URLs (?facet=domestic-dc)." })
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int, { description: "Services of the list (keyword or category, selected facets) that have it." })
  count!: number;

  @Field(() => Boolean)
  selected!: boolean;
}

/** The /v1 facet counts as GraphQL values. */
export function toFacetCounts(facets: z.output<typeof restFacetCountsSchema>): FacetCount[] {
  return facets.map((f) => ({
    ...f,
    key: serviceFacet.members.find((m) => m.code === f.facet)?.key ?? String(f.facet),
  }));
}

/** The facets asked of a list, as the /v1 query value ("1,3"), or undefined. */
export function facetsQuery(facets: readonly number[] | null | undefined): string | undefined {
  return facets && facets.length > 0 ? facets.join(",") : undefined;
}
