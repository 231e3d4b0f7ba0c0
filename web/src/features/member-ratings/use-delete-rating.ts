import { isReference } from "@apollo/client";
import { type PostedRatingsRouteQuery, useDeleteRatingMutation } from "./MemberRatings.generated";

type RatingPage = PostedRatingsRouteQuery["myRatings"];

/**
 * Deletes one of the member's ratings. The cache drops the rating (the lists that held it no longer show
 * it, one fewer in their count) and the member's standing on its service, which the server derives again
 * when the service's page next asks (the member may post anew).
 */
export function useDeleteRating() {
  const [remove, { loading }] = useDeleteRatingMutation();
  const run = (ratingId: string) =>
    remove({
      variables: { ratingId },
      update(cache) {
        const id = cache.identify({ __typename: "OwnRating", id: ratingId });
        cache.modify({
          fields: {
            myRatings(value, { readField }) {
              // The page has no id of its own: it is stored inline in the field, its items as references.
              if (isReference(value)) return value;
              const page = value as unknown as RatingPage;
              if (!page.items.some((item) => readField("id", item) === ratingId)) return value;
              return { ...value, totalCount: page.totalCount - 1 };
            },
          },
        });
        // The rating's references in the lists dangle from here on, and Apollo leaves them out.
        if (id) cache.evict({ id });
        cache.evict({ fieldName: "serviceMemberState" });
        cache.evict({ fieldName: "myRatingStanding" });
        cache.gc();
      },
    });
  return { remove: run, deleting: loading };
}
