import { restServiceFieldsSchema } from "@iryo/domain/contracts/services";
import type { RestRatingInfo } from "@iryo/domain/contracts/shared";
import type { z } from "zod";
import { contractType } from "../graphql/contract-type.js";

/**
 * THE service in a list (catalogue, category, search, review list, other services, overview). Its
 * `provider` and `ratingSummary` are field resolvers of the services and ratings features: the
 * provider's id and name come with the list; other provider fields are loaded in one batch per page.
 */
export const ServiceListItem = contractType("ServiceListItem", restServiceFieldsSchema, {
  description: "A service as every list shows it.",
  id: "service_id",
  fields: {
    service_name: { name: "name" },
    logo_image_filepath: {
      name: "logoImagePath",
      description: "The logo (a generated SVG data URL); null when there is none.",
    },
    provider_id: false,
    provider_name: false,
  },
});

/** What a service type carries for its `ratingSummary` field resolver; no GraphQL field. */
export interface RatingInfoCarrier {
  /** The rating summary that came with the service (no further call); absent → the ratings DataLoader. */
  readonly ratingInfo?: RestRatingInfo | undefined;
}

/** The list item with what its field resolvers read besides its GraphQL fields. */
export type ServiceListItem = InstanceType<typeof ServiceListItem> &
  RatingInfoCarrier & {
    /** The provider's id and name, which `provider` answers without a call. */
    readonly providerId: string;
    readonly providerName: string;
  };

/**
 * Where a source hands the rating summaries that came with a list (the ratings feature's DataLoader),
 * so that `ratingSummary` needs no further call.
 */
export interface RatingInfoSink {
  prime(info: RestRatingInfo): void;
}

/** A /v1 service in a list as the GraphQL list item, with its provider and rating summary for the resolvers. */
export function toServiceListItem(
  s: z.output<typeof restServiceFieldsSchema> & { rating_info?: RestRatingInfo | undefined },
): ServiceListItem {
  return {
    ...ServiceListItem.from(s),
    providerId: String(s.provider_id),
    providerName: s.provider_name,
    ratingInfo: s.rating_info,
  };
}
