import { createConciergeRequest, listConciergeRequests } from "@iryo/domain/contracts/concierge";
import { stripEmpty } from "@iryo/domain/request-body";
import { RestSource } from "../../lib/rest-source.js";
import { ConciergeRequest, type ConciergeRequestInput } from "./concierge.type.js";

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
    return ConciergeRequest.from(await this.call(createConciergeRequest, { body }));
  }

  async list(): Promise<ConciergeRequest[]> {
    return (await this.call(listConciergeRequests)).requests.map((r) => ConciergeRequest.from(r));
  }
}
