import { ID, Int } from "type-graphql";
import { forwardingResolver, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { OwnRating, OwnRatingPage, RatingInput, ServiceRatingStanding } from "./member-rating.type.js";

export const MemberRatingsResolver = forwardingResolver(
  "memberRatings",
  ({ action, mutation, query }) => ({
    myRatings: query(OwnRatingPage, { page: spread(PageArgs) }, (memberRatings, { page }) => memberRatings.page(page)),
    myRatingStanding: query(ServiceRatingStanding, { serviceId: ID }, (memberRatings, { serviceId }) =>
      memberRatings.standing(serviceId),
    ),
    postRating: mutation(OwnRating, { serviceId: ID, input: RatingInput }, (memberRatings, { serviceId, input }) =>
      memberRatings.create(serviceId, input),
    ),
    updateRating: mutation(
      OwnRating,
      { ratingId: ID, version: Int, input: RatingInput },
      (memberRatings, { ratingId, version, input }) => memberRatings.update(ratingId, version, input),
    ),
    deleteRating: action({ ratingId: ID }, (memberRatings, { ratingId }) => memberRatings.remove(ratingId)),
  }),
  {
    myRatings: "One page of the member's own ratings with their state.",
    myRatingStanding: "The member's own rating of a service and whether they may post.",
    postRating: "Posts a rating (0901001 other business, 0901002 limit, 0901003 exists).",
    updateRating: "Changes the member's rating; a stale version answers 0109001.",
    deleteRating: "Deletes the member's rating.",
  },
);
