import {
  restAuditEntrySchema,
  restModerationDayCountSchema,
  restModerationQueueItemSchema,
  restModerationRatingSchema,
  restOperatorDashboardSchema,
  restOperatorSessionSchema,
} from "@iryo/domain/contracts/operator";
import { ArgsType, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { contractType, listOf, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { PageArgs, Paginated } from "../../lib/graphql/paginated.js";

// The operator console (issue 24; ADR 147–149): the session's second factor, review moderation and the
// audit log. Every check of kind, role and second factor is the api's; these types mirror its answers.

export const OperatorSession = contractType("OperatorSession", restOperatorSessionSchema, {
  description: "The signed-in operator, their role and whether this session passed the TOTP step.",
  id: "account_id",
  fields: { role: { description: "moderator, editor or admin." } },
});
export type OperatorSession = InstanceType<typeof OperatorSession>;

export const ModerationQueueItem = contractType("ModerationQueueItem", restModerationQueueItemSchema, {
  description: "A rating waiting for a moderator (or published with an open report), with its flags.",
  id: "rating_id",
  fields: {
    flags: { description: "person_name, id_number, phone_number, email_address, provider_affiliation, reported." },
    moderation: { description: "waiting, approved or rejected." },
    version: { description: "Send it back with a decision; a changed rating answers errorCode 0203003." },
  },
});
export type ModerationQueueItem = InstanceType<typeof ModerationQueueItem>;

@ObjectType({ description: "One page of the moderation queue, oldest first." })
export class ModerationQueuePage extends Paginated(ModerationQueueItem) {}

const reportSchema = restModerationRatingSchema.shape.reports.element;
const RatingReport = contractType("RatingReport", reportSchema, {
  description: "A member's open report of a published review.",
  id: "report_id",
});

export const ModerationRating = contractType("ModerationRating", restModerationRatingSchema, {
  description: "One rating as the moderator reads it.",
  id: "rating_id",
  fields: { reports: listOf(RatingReport) },
});
export type ModerationRating = InstanceType<typeof ModerationRating>;

const ModerationDayCount = contractType("ModerationDayCount", restModerationDayCountSchema, {
  description: "Ratings received, approved and rejected on one Tokyo day.",
});

export const OperatorDashboard = contractType("OperatorDashboard", restOperatorDashboardSchema, {
  description: "The console's first page: counts per day (newest first) and the oldest waiting rating.",
  fields: { days: listOf(ModerationDayCount), oldest_waiting: nestedOrNull(ModerationQueueItem) },
});
export type OperatorDashboard = InstanceType<typeof OperatorDashboard>;

export const AuditEntry = contractType("AuditEntry", restAuditEntrySchema, {
  description: "One operator action of the append-only audit log.",
  fields: {
    before_values: { description: "The values before, as JSON text." },
    after_values: { description: "The values after, as JSON text." },
  },
});
export type AuditEntry = InstanceType<typeof AuditEntry>;

@ObjectType({ description: "One page of the audit log, newest first." })
export class AuditEntryPage extends Paginated(AuditEntry) {}

export const ConsoleOperator = contractType(
  "ConsoleOperator",
  z.object({ account_id: z.number().int(), email: z.string(), display_name: z.string(), role: z.string() }),
  { description: "An operator of the console.", id: "account_id" },
);
export type ConsoleOperator = InstanceType<typeof ConsoleOperator>;

@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field(() => ID, { nullable: true })
  operatorId?: string | null;

  @Field(() => String, { nullable: true, description: "e.g. rating.approve" })
  action?: string | null;

  @Field(() => String, { nullable: true, description: "e.g. rating" })
  targetType?: string | null;

  @Field(() => String, { nullable: true })
  targetId?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD (Asia/Tokyo), included." })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD (Asia/Tokyo), included." })
  to?: string | null;
}

@InputType({ description: "A moderator's rejection: a guideline reason and a note for the reviewer." })
export class RejectRatingInput {
  @Field(() => ID)
  ratingId!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => String, { description: "One of the review guidelines' reasons (REJECTION_REASONS)." })
  reason!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType({ description: "A member's report of a published review." })
export class ReportRatingInput {
  @Field(() => ID)
  ratingId!: string;

  @Field(() => String, { description: "One of the review guidelines' reasons." })
  reason!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;
}
