import { restMaterialConsentSchema, restSharedDetailSchema } from "@iryo/domain/contracts/materials";
import { Field, ObjectType } from "type-graphql";
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

/** Where the browser fetches the bytes of a recorded download: the site-origin URL of its one-time ticket. */
const materialDownloadUrl = (ticket: string) => `/downloads/materials/${encodeURIComponent(ticket)}`;

@ObjectType({
  description:
    "A recorded material download (ADR 209): the leads are recorded; the bytes come once from `url` before `expiresAt`.",
})
export class MaterialDownload {
  @Field(() => String, { description: "The site-origin URL that streams the file or zip once." })
  url!: string;

  @Field(() => String, { description: "When the URL stops working (ISO 8601)." })
  expiresAt!: string;

  static fromTicket(ticket: { ticket: string; expires_at: string }): MaterialDownload {
    return Object.assign(new MaterialDownload(), {
      url: materialDownloadUrl(ticket.ticket),
      expiresAt: ticket.expires_at,
    });
  }
}
