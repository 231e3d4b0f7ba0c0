import { ID } from "type-graphql";
import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { Advertisement, AdvertisementClick } from "./advertisement.type.js";

export const AdvertisementsResolver = forwardingResolver(
  "advertisements",
  ({ mutation, query }) => ({
    advertisements: query([Advertisement], {}, (advertisements) => advertisements.topList()),
    recordAdvertisementClick: mutation(AdvertisementClick, { id: ID }, (advertisements, { id }) =>
      advertisements.click(id),
    ),
  }),
  {
    advertisements: "The advertisements of the home page (10, in their period).",
    recordAdvertisementClick: "Records a click on an advertisement and returns its link.",
  },
);
