import { considerationStage } from "@iryo/domain/consideration";
import { restConsiderationItemSchema } from "@iryo/domain/contracts/consideration";
import { contractType } from "../../lib/graphql/contract-type.js";

export const ConsiderationItem = contractType("ConsiderationItem", restConsiderationItemSchema, {
  description: "A service on the member's consideration list (/review) and where it stands.",
  fields: {
    logo_image_filepath: { name: "logoImagePath" },
    stage: { description: "1 added, 2 material downloaded, 3 meeting applied, 4 under consideration, 5 decided." },
    negotiation_status: false,
  },
  extra: {
    stageLabel: { type: () => String, from: (s) => considerationStage.labelOf(s.stage) ?? "" },
  },
});
export type ConsiderationItem = InstanceType<typeof ConsiderationItem>;
