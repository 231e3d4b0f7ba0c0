import { ID, Int } from "type-graphql";
import { forwardingResolver, optional, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import {
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

export const NegotiationsResolver = forwardingResolver(
  "negotiations",
  ({ mutation, query }) => ({
    holidays: query([Holiday], {}, (negotiations) => negotiations.holidays()),
    negotiations: query(NegotiationPage, { page: spread(PageArgs) }, (negotiations, { page }) =>
      negotiations.list(page),
    ),
    statusPopupNegotiations: query([Negotiation], {}, (negotiations) => negotiations.statusPopup()),
    negotiation: query(NegotiationDetail, { id: ID }, (negotiations, { id }) => negotiations.detail(id)),
    negotiationMessages: query(
      NegotiationMessagePage,
      { negotiationId: ID, beforeId: optional(ID), pageSize: optional(Int) },
      (negotiations, { negotiationId, beforeId, pageSize }) =>
        negotiations.messages(negotiationId, beforeId ?? undefined, pageSize ?? undefined),
    ),
    providerNegotiations: query(ProviderInbox, { page: spread(PageArgs) }, (negotiations, { page }) =>
      negotiations.providerInbox(page),
    ),
    applyNegotiation: mutation(ID, { input: ApplyNegotiationInput }, (negotiations, { input }) =>
      negotiations.apply(input),
    ),
    updateNegotiationStatuses: mutation(
      [NegotiationVersion],
      { items: [NegotiationStatusUpdateInput] },
      (negotiations, { items }) => negotiations.updateStatuses(items),
    ),
    turnOffStatusPopup: mutation(String, {}, (negotiations) => negotiations.turnOffPopup()),
    sendNegotiationMessage: mutation(
      NegotiationMessage,
      { negotiationId: ID, message: String },
      (negotiations, { negotiationId, message }) => negotiations.sendMessage(negotiationId, message),
    ),
    providerUpdateNegotiationStatus: mutation(
      NegotiationVersion,
      { negotiationId: ID, status: Int, updatedAt: String, slotId: optional(ID) },
      (negotiations, { negotiationId, status, updatedAt, slotId }) =>
        negotiations.providerUpdateStatus(negotiationId, status, updatedAt, slotId ?? null),
    ),
  }),
  {
    holidays: "Japanese public holidays of the coming year.",
    negotiations: "One page of the member's negotiations.",
    statusPopupNegotiations: "What the status-confirmation popup asks about (empty: no popup).",
    negotiation: "A negotiation of the caller (member or provider).",
    negotiationMessages: "Chat messages, newest first; older ones with beforeId.",
    providerNegotiations: "The signed-in provider's negotiations (FORBIDDEN for members).",
    applyNegotiation: "Applies for a meeting; answers the new negotiation's id.",
    updateNegotiationStatuses: "The member's status decisions, all or none.",
    turnOffStatusPopup: "Closes the status popup for today; answers the recorded date.",
    sendNegotiationMessage: "Writes a chat message as the caller's side.",
    providerUpdateNegotiationStatus:
      "Provider: confirm a requested slot (2, with slotId), mark held (3) or cancel (5).",
  },
);
