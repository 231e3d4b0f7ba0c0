import { Int } from "type-graphql";
import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { MaterialConsent } from "./materials.type.js";

export const MaterialsResolver = forwardingResolver(
  "materials",
  ({ mutation, query }) => ({
    materialConsent: query(MaterialConsent, {}, (materials) => materials.consent()),
    giveMaterialConsent: mutation(MaterialConsent, { consentVersion: Int }, (materials, { consentVersion }) =>
      materials.giveConsent(consentVersion),
    ),
  }),
  {
    materialConsent: "The details a provider receives with a material download, and whether the member agreed.",
    giveMaterialConsent: "Records the member's consent to the version they were shown.",
  },
);
