import { inquiryType } from "@iryo/domain/classification";
import { createConciergeRequest, listConciergeRequests } from "@iryo/domain/contracts/concierge";
import type { ParsedResponseOf } from "@iryo/domain/contracts/endpoint";
import { stripEmpty } from "@iryo/domain/request-body";
import { RestSource } from "../../lib/rest-source.js";
import type { ConciergeRequest, ConciergeRequestInput } from "./concierge.type.js";

function toRequest(r: ParsedResponseOf<typeof createConciergeRequest>): ConciergeRequest {
  return {
    id: String(r.request_id),
    inquiryType: r.inquiry_type,
    inquiryTypeLabel: inquiryType.labelOf(r.inquiry_type) ?? "",
    body: r.body,
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    contactPhone: r.contact_phone,
    hospitalName: r.hospital_name,
    createdAt: new Date(r.created_at),
  };
}

export class ConciergeSource extends RestSource {
  async send(input: ConciergeRequestInput): Promise<ConciergeRequest> {
    const body = stripEmpty({
      inquiry_type: input.inquiryType,
      body: input.body,
      contact_name: input.contactName,
      contact_email: input.contactEmail,
      hospital_name: input.hospitalName,
      contact_phone: input.contactPhone,
    });
    return toRequest(await this.call(createConciergeRequest, { body }));
  }

  async list(): Promise<ConciergeRequest[]> {
    return (await this.call(listConciergeRequests)).requests.map(toRequest);
  }
}
