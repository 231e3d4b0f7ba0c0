import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { ServiceListItem } from "../../lib/catalog/service-list-item.js";
import { Service } from "../services/service.type.js";
import { RatingSummary } from "./rating.type.js";

/**
 * `ratingSummary` of the catalogue's service types: from the summary the catalogue call already
 * carried when there is one, otherwise batched by the ratings source's DataLoader.
 */
@Resolver(() => ServiceListItem)
export class ServiceListItemRatingResolver {
  @FieldResolver(() => RatingSummary, { description: "Rating averages, each with how many ratings stand behind it." })
  ratingSummary(@Root() item: ServiceListItem, @Ctx() ctx: BffContext): Promise<RatingSummary> | RatingSummary {
    return item.ratingInfo ? RatingSummary.from(item.ratingInfo) : ctx.dataSources.ratings.summaryOf(item.id);
  }
}

@Resolver(() => Service)
export class ServiceRatingResolver {
  @FieldResolver(() => RatingSummary, { description: "Rating averages, each with how many ratings stand behind it." })
  ratingSummary(@Root() service: Service, @Ctx() ctx: BffContext): Promise<RatingSummary> | RatingSummary {
    return service.ratingInfo ? RatingSummary.from(service.ratingInfo) : ctx.dataSources.ratings.summaryOf(service.id);
  }
}
