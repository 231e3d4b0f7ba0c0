import { restMaterialConsentSchema, restSharedDetailSchema } from "@iryo/domain/contracts/materials";
import { contractType, listOf } from "../../lib/graphql/contract-type.js";

export const SharedMemberDetail = contractType("SharedMemberDetail", restSharedDetailSchema, {
  description: "One member detail a provider receives with a material download or a seminar enrolment.",
  fields: {
    label: { description: "Japanese label, e.g. 氏名." },
    value: { description: "The member's value, exactly as the provider receives it." },
  },
});

export const MaterialConsent = contractType("MaterialConsent", restMaterialConsentSchema, {
  description: "The consent asked before the first material download.",
  fields: {
    consented: { description: "Whether the member agreed to this version." },
    shared_details: listOf(SharedMemberDetail),
  },
});
export type MaterialConsent = InstanceType<typeof MaterialConsent>;
