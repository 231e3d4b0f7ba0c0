import { ID } from "type-graphql";
import { forwardingResolver, optional, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs, ServicePageArgs } from "../../lib/graphql/paginated.js";
import { REVIEW_SORT } from "../../lib/graphql/sort-enums.js";
import { HomeHighlights, RatingPage, RatingSummary, ServiceListPage } from "./rating.type.js";

export const RatingsResolver = forwardingResolver(
  "ratings",
  ({ query }) => ({
    serviceRatings: query(
      RatingPage,
      { serviceId: ID, sort: optional(REVIEW_SORT), page: spread(PageArgs) },
      (ratings, { serviceId, sort, page }) => ratings.ratingsOf(serviceId, { ...page, sort }),
    ),
    serviceRatingSummary: query(RatingSummary, { serviceId: ID }, (ratings, { serviceId }) =>
      ratings.summary(serviceId),
    ),
    homeHighlights: query(HomeHighlights, {}, (ratings) => ratings.homeHighlights()),
    reviewList: query(ServiceListPage, { page: spread(ServicePageArgs) }, (ratings, { page }) =>
      ratings.reviewList(page),
    ),
  }),
  {
    serviceRatings: "One page of a service's published ratings; newest first unless sorted.",
    serviceRatingSummary: "A service's averages per criterion, overall, distribution and counts.",
    homeHighlights:
      "The home page's rated lists (HOME_HIGHLIGHTS_SIZE services each) in one /v1 call; review excerpts for members only.",
    reviewList: "Services that have ratings, in a service sort.",
  },
);
