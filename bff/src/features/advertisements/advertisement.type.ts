import { advertisementLabelStyle } from "@iryo/domain/advertisement-label-style";
import { clickAdvertisement, restAdvertisementSchema } from "@iryo/domain/contracts/advertisements";
import { contractType } from "../../lib/graphql/contract-type.js";

export const AdvertisementClick = contractType("AdvertisementClick", clickAdvertisement.response, {
  description: "A recorded advertisement click and where it leads.",
  fields: { click_id: false },
});
export type AdvertisementClick = InstanceType<typeof AdvertisementClick>;

export const Advertisement = contractType("Advertisement", restAdvertisementSchema, {
  description: "A paid advertisement. Always shown labelled as advertising (ステマ規制).",
  id: "advertisement_id",
  fields: {
    sponsor_name: { description: "Who paid for the advertisement." },
    label_style: { description: "Label style: 1 red, 2 gray, 3 gradient, 4 black." },
    starts_at: false,
    ends_at: false,
  },
  extra: {
    labelColor: {
      type: () => String,
      description: "The label colour of the style: red, gray, gradient or black.",
      from: (a) =>
        advertisementLabelStyle.isCode(a.label_style) ? advertisementLabelStyle.member(a.label_style).color : "gray",
    },
  },
});
export type Advertisement = InstanceType<typeof Advertisement>;
