import { REVIEW_SORT, SEARCH_SORT, SERVICE_SORT } from "@iryo/domain/sort-options";
import { registerEnumType } from "type-graphql";

/**
 * The sort arguments as GraphQL enums. The one mapping place: the enum's names are the spec names of
 * `domain` (`HIGHEST_RATED`) and its internal values the /v1 values (`rating`), so a resolver receives
 * and returns the /v1 value and never maps it itself.
 */
/** The rating orders a service list and the keyword search's services share. */
const RATED_ORDERS = {
  HIGHEST_RATED: { description: "Highest overall average first." },
  MOST_REVIEWS: { description: "Most published ratings first." },
};

registerEnumType(SERVICE_SORT, {
  name: "ServiceSort",
  description: "The order of a service list.",
  valuesConfig: {
    NEWEST_UPDATE: { description: "Most recently updated first (the default)." },
    ...RATED_ORDERS,
  },
});

registerEnumType(SEARCH_SORT, {
  name: "SearchSort",
  description: "The order of the keyword search's services.",
  valuesConfig: {
    RELEVANCE: {
      description: "Name matches first, then category matches, then the rest (the default with a keyword).",
    },
    NEWEST_UPDATE: { description: "Most recently updated first (the default without a keyword)." },
    ...RATED_ORDERS,
  },
});

registerEnumType(REVIEW_SORT, {
  name: "ReviewSort",
  description: "The order of a service's ratings.",
  valuesConfig: {
    RECOMMENDED: {
      description:
        "Helpful and recent first (the default): (1 + votes) halved every 180 days since publication (ADR 167).",
    },
    DATE: { description: "Newest first." },
    HIGHEST_RATED: { description: "Highest overall score first." },
    REVIEW_COUNT: { description: "Most helpful first." },
  },
});

export { REVIEW_SORT, SEARCH_SORT, SERVICE_SORT };
