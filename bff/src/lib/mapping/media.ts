// The /v1 pieces the articles and the seminars share, as their GraphQL values.

import type { RestServiceRef, RestTagCount } from "@iryo/domain/contracts/shared";

/** The tags of a media list with how many carry each. */
export function toMediaTags(tags: readonly RestTagCount[]): { name: string; count: number }[] {
  return tags.map((t) => ({ name: t.tag, count: t.count }));
}

/** The services an article or a seminar is about. */
export function toRelatedServices(services: readonly RestServiceRef[]): { id: string; name: string }[] {
  return services.map((s) => ({ id: String(s.service_id), name: s.service_name }));
}
