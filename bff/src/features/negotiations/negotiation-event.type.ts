import {
  negotiationEventSchema,
  type EventActorSide as RestEventActorSide,
  type NegotiationChange as RestNegotiationChange,
} from "@iryo/domain/contracts/realtime-events";
import { ID, registerEnumType } from "type-graphql";
import { contractType, nestedOrNull } from "../../lib/graphql/contract-type.js";

export enum NegotiationChange {
  CREATED = "created",
  STATUS = "status",
  MESSAGE = "message",
  FILE = "file",
}
registerEnumType(NegotiationChange, { name: "NegotiationChange", description: "What happened in a negotiation." });

enum EventActorSide {
  MEMBER = "member",
  PROVIDER = "provider",
}
registerEnumType(EventActorSide, { name: "EventActorSide", description: "Who caused a negotiation event." });

/** The GraphQL enum value of each change an event names. */
const CHANGES: Readonly<Record<RestNegotiationChange, NegotiationChange>> = {
  created: NegotiationChange.CREATED,
  status: NegotiationChange.STATUS,
  message: NegotiationChange.MESSAGE,
  file: NegotiationChange.FILE,
};

/** The GraphQL enum value of each side an event names. */
const SIDES: Readonly<Record<RestEventActorSide, EventActorSide>> = {
  member: EventActorSide.MEMBER,
  provider: EventActorSide.PROVIDER,
};

const NegotiationEventMessage = contractType("NegotiationEventMessage", negotiationEventSchema.shape.message.unwrap(), {
  id: "message_id",
  fields: { sender_type: { description: "1 business, 2 user, 3 bot." } },
});

const NegotiationEventFile = contractType("NegotiationEventFile", negotiationEventSchema.shape.file.unwrap(), {
  id: "file_id",
});

export const NegotiationEvent = contractType("NegotiationEvent", negotiationEventSchema, {
  description: "A live change of one negotiation: a message, a file, a status change.",
  fields: {
    type: false,
    // The relay's event id (a string): an ID, not a text.
    event_id: { type: () => ID, from: (id) => id },
    // The receivers: the relay routes by them, the client does not see them.
    user_id: false,
    provider_id: false,
    change: { type: () => NegotiationChange, from: (change) => CHANGES[change] },
    actor_side: { type: () => EventActorSide, from: (side) => SIDES[side] },
    status: { description: "The negotiation's status after the change (1–6)." },
    message: nestedOrNull(NegotiationEventMessage),
    file: nestedOrNull(NegotiationEventFile),
  },
});
export type NegotiationEvent = InstanceType<typeof NegotiationEvent>;
