import {
  listNegotiationMessages,
  restHolidaySchema,
  restNegotiationDetailSchema,
  restNegotiationListItemSchema,
  restNegotiationMessageSchema,
  restNegotiationSlotSchema,
  restNegotiationVersionSchema,
} from "@iryo/domain/contracts/negotiations";
import { meetingType } from "@iryo/domain/meeting-type";
import { negotiationStatus } from "@iryo/domain/negotiation-status";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { type ContractTypeOptions, contractType, listOf, nested } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";

export const Holiday = contractType("Holiday", restHolidaySchema, {
  description: "A Japanese public holiday (the meeting form greys these out).",
  fields: { date: { description: "yyyy/MM/dd" } },
});
export type Holiday = InstanceType<typeof Holiday>;

const NegotiationService = contractType(
  "NegotiationService",
  restNegotiationListItemSchema.pick({ service_id: true, service_name: true, logo_image_filepath: true }),
  {
    description: "The service a negotiation is about.",
    id: "service_id",
    fields: { service_name: { name: "name" }, logo_image_filepath: { name: "logoImagePath" } },
  },
);

/** What a negotiation and its detail say alike: the options over the list item's keys. */
const negotiationOptions = {
  id: "negotiation_id",
  fields: {
    negotiation_time: { description: "The confirmed meeting start (ISO instant)." },
    negotiation_status: { name: "status", description: "1 application completed … 6 send off (product §4.1)." },
    considering_start_date: { description: "YYYY-MM-DD, once the meeting was held." },
    // Kept as the REST text, not a DateTimeISO: the version a status change sends back, to the millisecond.
    updated_at: {
      type: () => String,
      description: "The version to send back with a status change (ISO instant, ms).",
      from: (at: string) => at,
    },
    created_at: { type: () => String, from: (at: string) => at },
    meeting_type: { description: "1 offline, 2 online." },
    service_id: false,
    service_name: false,
    logo_image_filepath: false,
    provider_id: false,
  },
  extra: {
    statusLabel: { type: () => String, from: (n) => negotiationStatus.labelOf(n.negotiation_status) ?? "" },
    meetingTypeLabel: { type: () => String, from: (n) => meetingType.labelOf(n.meeting_type) ?? "" },
    service: nested(NegotiationService),
  },
} as const satisfies ContractTypeOptions<typeof restNegotiationListItemSchema>;

export const Negotiation = contractType("Negotiation", restNegotiationListItemSchema, {
  ...negotiationOptions,
  description: "A negotiation (商談) as lists show it (product §3).",
});
export type Negotiation = InstanceType<typeof Negotiation>;

const NegotiationSlot = contractType("NegotiationSlot", restNegotiationSlotSchema, {
  id: "slot_id",
  // The slot's instants as the REST text (the schema has always sent them so).
  fields: { starts_at: { type: () => String, from: (at) => at }, ends_at: { type: () => String, from: (at) => at } },
});

export const NegotiationDetail = contractType("NegotiationDetail", restNegotiationDetailSchema, {
  ...negotiationOptions,
  description: "A negotiation with its room's facts, as its member or provider sees it.",
  fields: {
    ...negotiationOptions.fields,
    slots: listOf(NegotiationSlot, { description: "The requested slots, earliest first." }),
    viewer_side: { description: "member or provider: the caller's side." },
    next_statuses: { description: "The statuses the caller may move it to now." },
    chat_read_only: { description: "True after a send-off or a cancellation." },
  },
});
export type NegotiationDetail = InstanceType<typeof NegotiationDetail>;

@ObjectType()
export class NegotiationPage extends Paginated(Negotiation) {}

@ObjectType({ description: "The provider's inbox." })
export class ProviderInbox extends NegotiationPage {
  @Field(() => String)
  providerName!: string;
}

export const NegotiationMessage = contractType("NegotiationMessage", restNegotiationMessageSchema, {
  description: "A chat line; sender type 1 business, 2 user, 3 bot.",
  fields: {
    // A bigint id, sent by the api as a string already.
    message_id: { name: "id", type: () => ID, from: (id) => id },
    created_at: { type: () => String, from: (at) => at },
  },
});
export type NegotiationMessage = InstanceType<typeof NegotiationMessage>;

export const NegotiationMessagePage = contractType("NegotiationMessagePage", listNegotiationMessages.response, {
  description: "A page of chat messages, newest first.",
  fields: { messages: listOf(NegotiationMessage) },
});
export type NegotiationMessagePage = InstanceType<typeof NegotiationMessagePage>;

export const NegotiationVersion = contractType("NegotiationVersion", restNegotiationVersionSchema, {
  description: "The status and version of a negotiation after a change.",
  id: "negotiation_id",
  fields: {
    negotiation_status: { name: "status" },
    // The version to send back: the REST text, to the millisecond.
    updated_at: { type: () => String, from: (at) => at },
  },
});
export type NegotiationVersion = InstanceType<typeof NegotiationVersion>;

@InputType()
export class MeetingSlotInput {
  @Field(() => String, { description: "yyyy/MM/dd" })
  date!: string;

  @Field(() => String, { description: "HH:mm" })
  startTime!: string;

  @Field(() => String, { description: "HH:mm" })
  endTime!: string;
}

@InputType()
export class ApplyNegotiationInput {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => Int)
  meetingType!: number;

  @Field(() => [MeetingSlotInput])
  preferredSlots!: MeetingSlotInput[];

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType()
export class NegotiationStatusUpdateInput {
  @Field(() => ID)
  negotiationId!: string;

  @Field(() => Int)
  status!: number;

  @Field(() => String, { nullable: true, description: "Required when sending off (6)." })
  postponedReason?: string | null;

  @Field(() => String)
  updatedAt!: string;
}
