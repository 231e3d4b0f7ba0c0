import { ID } from "type-graphql";
import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { ConsiderationItem } from "./consideration.type.js";

export const ConsiderationResolver = forwardingResolver(
  "consideration",
  ({ action, query }) => ({
    considerationList: query([ConsiderationItem], {}, (consideration) => consideration.list()),
    addToConsideration: action({ serviceId: ID }, (consideration, { serviceId }) => consideration.add(serviceId)),
    removeFromConsideration: action({ serviceId: ID }, (consideration, { serviceId }) =>
      consideration.remove(serviceId),
    ),
  }),
  {
    considerationList: "The member's consideration list, latest activity first.",
    addToConsideration: "Adds a service to the consideration list.",
    removeFromConsideration: "Removes a service from the consideration list.",
  },
);
