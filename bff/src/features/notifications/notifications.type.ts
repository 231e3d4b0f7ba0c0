import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";

@ObjectType({
  description: "A notification of the member (SPEC §3): a provider's message, file or negotiation update.",
})
export class Notification {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, {
    description: "1 new negotiation / update (opens the information tab), 2 new message (the chat tab).",
  })
  notificationType!: number;

  @Field(() => ID)
  negotiationId!: string;

  @Field(() => String, { nullable: true, description: "The service's logo." })
  logoFilepath!: string | null;

  @Field(() => String, { description: "The provider's company name followed by the fixed phrase of the type." })
  message!: string;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;

  @Field(() => Boolean)
  isRead!: boolean;
}

@ObjectType({ description: "The newest notifications (or those after lastMessageTime) and the unread count." })
export class NotificationList {
  @Field(() => [Notification])
  items!: Notification[];

  @Field(() => Int)
  unreadCount!: number;
}

@ObjectType({ description: "A notification as it arrives live, with the unread count after it." })
export class NotificationReceived {
  @Field(() => Notification)
  notification!: Notification;

  @Field(() => Int)
  unreadCount!: number;
}

export enum NegotiationChange {
  CREATED = "created",
  STATUS = "status",
  MESSAGE = "message",
  FILE = "file",
}
registerEnumType(NegotiationChange, { name: "NegotiationChange", description: "What happened in a negotiation." });

export enum EventActorSide {
  MEMBER = "member",
  PROVIDER = "provider",
}
registerEnumType(EventActorSide, { name: "EventActorSide", description: "Who caused a negotiation event." });

@ObjectType()
export class NegotiationEventMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: "1 business, 2 user, 3 bot." })
  senderType!: number;

  @Field(() => String)
  body!: string;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}

@ObjectType()
export class NegotiationEventFile {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  originalName!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}

@ObjectType({ description: "A live change of one negotiation: a message, a file, a status change." })
export class NegotiationEvent {
  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  negotiationId!: string;

  @Field(() => NegotiationChange)
  change!: NegotiationChange;

  @Field(() => EventActorSide)
  actorSide!: EventActorSide;

  @Field(() => Int, { description: "The negotiation's status after the change (1–6)." })
  status!: number;

  @Field(() => NegotiationEventMessage, { nullable: true })
  message!: NegotiationEventMessage | null;

  @Field(() => NegotiationEventFile, { nullable: true })
  file!: NegotiationEventFile | null;

  @Field(() => DateTimeISOResolver)
  occurredAt!: Date;
}
