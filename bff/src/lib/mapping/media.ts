// The GraphQL types the articles and the seminars share, over their /v1 schemas.

import { restServiceRefSchema, restTagCountSchema } from "@iryo/domain/contracts/shared";
import { contractType } from "../graphql/contract-type.js";

export const MediaTag = contractType("MediaTag", restTagCountSchema, {
  description: "A tag of seminars or articles, with how many carry it.",
  fields: { tag: { name: "name" } },
});
export type MediaTag = InstanceType<typeof MediaTag>;

export const RelatedService = contractType("RelatedService", restServiceRefSchema, {
  description: "A service a seminar or an article is about.",
  id: "service_id",
  fields: { service_name: { name: "name" } },
});
export type RelatedService = InstanceType<typeof RelatedService>;

/** What a list of articles or seminars is narrowed to: a tag, or the service it is about. */
export interface MediaFilter {
  readonly tag?: string | null | undefined;
  readonly serviceId?: string | undefined;
}

/** The /v1 query of a filter (nulls left out). */
export function mediaFilterQuery(filter: MediaFilter) {
  return { tag: filter.tag ?? undefined, service_id: filter.serviceId };
}
