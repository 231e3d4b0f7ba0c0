import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { Named } from "../../lib/graphql/named.js";
import { Paginated } from "../../lib/graphql/paginated.js";

@ObjectType({ description: "A Japanese public holiday (the meeting form greys these out)." })
export class Holiday {
  @Field(() => String, { description: "yyyy/MM/dd" })
  date!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: "The service a negotiation is about." })
export class NegotiationService extends Named {
  @Field(() => String, { nullable: true })
  logoImagePath!: string | null;
}

@ObjectType({ description: "A negotiation (商談) as lists show it (SPEC §3)." })
export class Negotiation {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: "The confirmed meeting start (ISO instant)." })
  negotiationTime!: string | null;

  @Field(() => Int, { description: "1 application completed … 6 send off (SPEC §4.1)." })
  status!: number;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD, once the meeting was held." })
  consideringStartDate!: string | null;

  @Field(() => String, { description: "The version to send back with a status change (ISO instant, ms)." })
  updatedAt!: string;

  @Field(() => String)
  createdAt!: string;

  @Field(() => Int, { description: "1 offline, 2 online." })
  meetingType!: number;

  @Field(() => String)
  meetingTypeLabel!: string;

  @Field(() => NegotiationService)
  service!: NegotiationService;

  @Field(() => String)
  providerName!: string;

  @Field(() => String)
  memberName!: string;

  @Field(() => String)
  hospitalName!: string;
}

@ObjectType()
export class NegotiationSlot {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  startsAt!: string;

  @Field(() => String)
  endsAt!: string;
}

@ObjectType({ description: "A negotiation with its room's facts, as its member or provider sees it." })
export class NegotiationDetail extends Negotiation {
  @Field(() => String)
  note!: string;

  @Field(() => String, { nullable: true })
  postponedReason!: string | null;

  @Field(() => [NegotiationSlot], { description: "The requested slots, earliest first." })
  slots!: NegotiationSlot[];

  @Field(() => String, { description: "member or provider: the caller's side." })
  viewerSide!: string;

  @Field(() => [Int], { description: "The statuses the caller may move it to now." })
  nextStatuses!: number[];

  @Field(() => Boolean, { description: "True after a send-off or a cancellation." })
  chatReadOnly!: boolean;
}

@ObjectType()
export class NegotiationPage extends Paginated(Negotiation) {}

@ObjectType({ description: "The provider's inbox." })
export class ProviderInbox extends NegotiationPage {
  @Field(() => String)
  providerName!: string;
}

@ObjectType({ description: "A chat line; sender type 1 business, 2 user, 3 bot." })
export class NegotiationMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  negotiationId!: string;

  @Field(() => Int)
  senderType!: number;

  @Field(() => String)
  senderName!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ description: "A page of chat messages, newest first." })
export class NegotiationMessagePage {
  @Field(() => [NegotiationMessage])
  messages!: NegotiationMessage[];

  @Field(() => Boolean)
  hasMore!: boolean;
}

@ObjectType({ description: "The status and version of a negotiation after a change." })
export class NegotiationVersion {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  status!: number;

  @Field(() => String)
  updatedAt!: string;
}

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
