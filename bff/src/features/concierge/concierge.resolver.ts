import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { ConciergeRequest, ConciergeRequestInput } from "./concierge.type.js";

export const ConciergeResolver = forwardingResolver(
  "concierge",
  ({ mutation, query }) => ({
    sendConciergeRequest: mutation(ConciergeRequest, { input: ConciergeRequestInput }, (concierge, { input }) =>
      concierge.send(input),
    ),
    conciergeRequests: query([ConciergeRequest], {}, (concierge) => concierge.list()),
  }),
  {
    sendConciergeRequest: "Sends a concierge consultation request.",
    conciergeRequests: "The member's own concierge requests, newest first.",
  },
);
