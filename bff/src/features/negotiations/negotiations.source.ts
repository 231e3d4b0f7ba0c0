import {
  createNegotiation,
  getNegotiation,
  listHolidays,
  listNegotiationMessages,
  listNegotiations,
  providerNegotiations,
  providerUpdateNegotiationStatus,
  type restNegotiationListItemSchema,
  type restNegotiationMessageSchema,
  type restNegotiationVersionSchema,
  sendNegotiationMessage,
  statusPopupNegotiations,
  turnOffStatusPopup,
  updateNegotiationStatuses,
} from "@iryo/domain/contracts/negotiations";
import { meetingType } from "@iryo/domain/meeting-type";
import { negotiationStatus } from "@iryo/domain/negotiation-status";
import type { z } from "zod";
import { pageMetaOf } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import type {
  ApplyNegotiationInput,
  Holiday,
  Negotiation,
  NegotiationDetail,
  NegotiationMessage,
  NegotiationMessagePage,
  NegotiationPage,
  NegotiationStatusUpdateInput,
  NegotiationVersion,
  ProviderInbox,
} from "./negotiation.type.js";

function toNegotiation(n: z.output<typeof restNegotiationListItemSchema>): Negotiation {
  return {
    id: String(n.negotiation_id),
    negotiationTime: n.negotiation_time,
    status: n.negotiation_status,
    statusLabel: negotiationStatus.labelOf(n.negotiation_status) ?? "",
    consideringStartDate: n.considering_start_date,
    updatedAt: n.updated_at,
    createdAt: n.created_at,
    meetingType: n.meeting_type,
    meetingTypeLabel: meetingType.labelOf(n.meeting_type) ?? "",
    service: { id: String(n.service_id), name: n.service_name, logoImagePath: n.logo_image_filepath },
    providerName: n.provider_name,
    memberName: n.member_name,
    hospitalName: n.hospital_name,
  };
}

function toMessage(m: z.output<typeof restNegotiationMessageSchema>): NegotiationMessage {
  return {
    id: m.message_id,
    negotiationId: String(m.negotiation_id),
    senderType: m.sender_type,
    senderName: m.sender_name,
    message: m.message,
    createdAt: m.created_at,
  };
}

function toVersion(v: z.output<typeof restNegotiationVersionSchema>): NegotiationVersion {
  return { id: String(v.negotiation_id), status: v.negotiation_status, updatedAt: v.updated_at };
}

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
        // Empty values are stripped from request bodies (SPEC §5).
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return String(body.negotiation_id);
  }

  async list(pageSize?: number, pageNumber?: number): Promise<NegotiationPage> {
    const body = await this.call(listNegotiations, { query: { page_size: pageSize, page_number: pageNumber } });
    return {
      items: body.negotiations.map(toNegotiation),
      ...pageMetaOf(body),
    };
  }

  async providerInbox(pageSize?: number, pageNumber?: number): Promise<ProviderInbox> {
    const body = await this.call(providerNegotiations, { query: { page_size: pageSize, page_number: pageNumber } });
    return {
      providerName: body.provider_name,
      items: body.negotiations.map(toNegotiation),
      ...pageMetaOf(body),
    };
  }

  async statusPopup(): Promise<Negotiation[]> {
    return (await this.call(statusPopupNegotiations)).negotiations.map(toNegotiation);
  }

  async turnOffPopup(): Promise<string> {
    return (await this.call(turnOffStatusPopup)).status_popup_closed_date;
  }

  async detail(id: string): Promise<NegotiationDetail> {
    const n = await this.call(getNegotiation, { params: { id } });
    return {
      ...toNegotiation(n),
      note: n.note,
      postponedReason: n.postponed_reason,
      slots: n.slots.map((s) => ({ id: String(s.slot_id), startsAt: s.starts_at, endsAt: s.ends_at })),
      viewerSide: n.viewer_side,
      nextStatuses: n.next_statuses,
      chatReadOnly: n.chat_read_only,
    };
  }

  async messages(id: string, beforeId?: string, pageSize?: number): Promise<NegotiationMessagePage> {
    const body = await this.call(listNegotiationMessages, {
      params: { id },
      query: { before_id: beforeId, page_size: pageSize },
    });
    return { messages: body.messages.map(toMessage), hasMore: body.has_more };
  }

  async sendMessage(id: string, message: string): Promise<NegotiationMessage> {
    return toMessage(await this.call(sendNegotiationMessage, { params: { id }, body: { message } }));
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
    return body.negotiations.map(toVersion);
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
    return toVersion(body);
  }
}
