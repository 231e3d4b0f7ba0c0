import type { RestRatingInfo, RestServiceInList } from "@iryo/domain/contracts/shared";
import { DateTimeISOResolver } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";
import { Named } from "../graphql/named.js";

/** What every GraphQL service type starts with: id, name, summary and when it was last updated. */
@ObjectType()
export abstract class ServiceBasics extends Named {
  @Field(() => String)
  summary!: string;

  @Field(() => DateTimeISOResolver)
  updatedAt!: Date;
}

/**
 * THE service in a list (catalogue, category, search, review list, other services, overview). Its
 * `provider` and `ratingSummary` are field resolvers of the services feature: the provider's id and
 * name come with the list; other provider fields are loaded in one batch per page.
 */
@ObjectType({ description: "A service as every list shows it." })
export class ServiceListItem extends ServiceBasics {
  @Field(() => String, { nullable: true, description: "The logo (a generated SVG data URL); null when there is none." })
  logoImagePath!: string | null;

  @Field(() => String)
  price!: string;

  @Field(() => Boolean)
  hasFreeTrial!: boolean;

  @Field(() => Boolean)
  hasFreePlan!: boolean;

  @Field(() => Int, { nullable: true })
  installationCount!: number | null;

  providerId!: string;

  providerName!: string;

  /** The rating summary that came with the list (no further call); absent → the ratings DataLoader. */
  ratingInfo?: RestRatingInfo | undefined;
}

/**
 * Where a source hands the rating summaries that came with a list (the ratings feature's DataLoader),
 * so that `ratingSummary` needs no further call.
 */
export interface RatingInfoSink {
  prime(info: RestRatingInfo): void;
}

/** A /v1 service in a list as the GraphQL list item. */
export function toServiceListItem(
  s: Omit<RestServiceInList, "rating_info"> & { rating_info?: RestRatingInfo | undefined },
): ServiceListItem {
  return {
    id: String(s.service_id),
    name: s.service_name,
    summary: s.summary,
    logoImagePath: s.logo_image_filepath,
    updatedAt: new Date(s.updated_at),
    price: s.price,
    hasFreeTrial: s.has_free_trial,
    hasFreePlan: s.has_free_plan,
    installationCount: s.installation_count,
    providerId: String(s.provider_id),
    providerName: s.provider_name,
    ratingInfo: s.rating_info,
  };
}
