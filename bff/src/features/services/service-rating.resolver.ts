import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { RatingSummary } from "../ratings/rating.type.js";
import { Service, ServiceListItem } from "./service.type.js";

/** `ratingSummary` of the catalogue's service types, batched by the ratings source's DataLoader. */
@Resolver(() => ServiceListItem)
export class ServiceListItemRatingResolver {
  @FieldResolver(() => RatingSummary, { description: "Rating averages, each with how many ratings stand behind it." })
  ratingSummary(@Root() item: ServiceListItem, @Ctx() ctx: BffContext): Promise<RatingSummary> {
    return ctx.dataSources.ratings.summaryOf(item.id);
  }
}

@Resolver(() => Service)
export class ServiceRatingResolver {
  @FieldResolver(() => RatingSummary, { description: "Rating averages, each with how many ratings stand behind it." })
  ratingSummary(@Root() service: Service, @Ctx() ctx: BffContext): Promise<RatingSummary> {
    return ctx.dataSources.ratings.summaryOf(service.id);
  }
}
