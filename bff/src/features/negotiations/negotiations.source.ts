import {
  createNegotiation,
  getNegotiation,
  listHolidays,
  listNegotiationMessages,
  listNegotiations,
  providerNegotiations,
  providerUpdateNegotiationStatus,
  sendNegotiationMessage,
  statusPopupNegotiations,
  turnOffStatusPopup,
  updateNegotiationStatuses,
} from "@iryo/domain/contracts/negotiations";
import { negotiationEventAccess } from "@iryo/domain/contracts/notifications";
import { type PageArgs, pageOf, pageParams } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import {
  type ApplyNegotiationInput,
  type Holiday,
  Negotiation,
  NegotiationDetail,
  NegotiationMessage,
  NegotiationMessagePage,
  type NegotiationPage,
  type NegotiationStatusUpdateInput,
  NegotiationVersion,
  type ProviderInbox,
} from "./negotiation.type.js";

/** /v1 calls of negotiations: the member's side, the provider's side and the shared room. */
export class NegotiationsSource extends RestSource {
  async holidays(): Promise<Holiday[]> {
    return (await this.call(listHolidays)).holidays;
  }

  async apply(input: ApplyNegotiationInput): Promise<string> {
    const body = await this.call(createNegotiation, {
      body: {
        service_id: input.serviceId,
        meeting_type: input.meetingType,
        preferred_slots: input.preferredSlots.map((s) => ({
          date: s.date,
          start_time: s.startTime,
          end_time: s.endTime,
        })),
        // Empty values are stripped from request bodies (product §5).
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return String(body.negotiation_id);
  }

  async list(page: PageArgs): Promise<NegotiationPage> {
    const body = await this.call(listNegotiations, { query: pageParams(page) });
    return pageOf(body, body.negotiations, Negotiation.from);
  }

  async providerInbox(page: PageArgs): Promise<ProviderInbox> {
    const body = await this.call(providerNegotiations, { query: pageParams(page) });
    return {
      providerName: body.provider_name,
      ...pageOf(body, body.negotiations, Negotiation.from),
    };
  }

  async statusPopup(): Promise<Negotiation[]> {
    return (await this.call(statusPopupNegotiations)).negotiations.map((n) => Negotiation.from(n));
  }

  async turnOffPopup(): Promise<string> {
    return (await this.call(turnOffStatusPopup)).status_popup_closed_date;
  }

  async detail(id: string): Promise<NegotiationDetail> {
    return NegotiationDetail.from(await this.call(getNegotiation, { params: { id } }));
  }

  async messages(id: string, beforeId?: string, pageSize?: number): Promise<NegotiationMessagePage> {
    return NegotiationMessagePage.from(
      await this.call(listNegotiationMessages, { params: { id }, query: { before_id: beforeId, page_size: pageSize } }),
    );
  }

  async sendMessage(id: string, message: string): Promise<NegotiationMessage> {
    return NegotiationMessage.from(await this.call(sendNegotiationMessage, { params: { id }, body: { message } }));
  }

  async updateStatuses(items: readonly NegotiationStatusUpdateInput[]): Promise<NegotiationVersion[]> {
    const body = await this.call(updateNegotiationStatuses, {
      body: items.map((i) => ({
        negotiation_id: i.negotiationId,
        negotiation_status: i.status,
        ...(i.postponedReason ? { postponed_reason: i.postponedReason } : {}),
        updated_at: i.updatedAt,
      })),
    });
    return body.negotiations.map((v) => NegotiationVersion.from(v));
  }

  async providerUpdateStatus(
    id: string,
    status: number,
    updatedAt: string,
    slotId?: string | null,
  ): Promise<NegotiationVersion> {
    const body = await this.call(providerUpdateNegotiationStatus, {
      params: { id },
      body: { negotiation_status: status, updated_at: updatedAt, ...(slotId ? { slot_id: slotId } : {}) },
    });
    return NegotiationVersion.from(body);
  }

  /** The caller's side of a negotiation, checked for its live events (NOT_FOUND when the caller is neither party). */
  async eventAccess(negotiationId: string): Promise<"member" | "provider"> {
    return (await this.call(negotiationEventAccess, { params: { id: negotiationId } })).side;
  }
}
