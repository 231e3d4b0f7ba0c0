import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../lib/graphql/paginated.js";

@ObjectType({ description: "A seminar the member enrolled in (/apply-seminar)." })
export class AppliedSeminar {
  @Field(() => ID)
  enrollmentId!: string;

  @Field(() => ID)
  seminarId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: "1 offline, 2 online." })
  meetingType!: number;

  @Field(() => String)
  meetingTypeLabel!: string;

  @Field(() => Int)
  receptionStatus!: number;

  @Field(() => String)
  receptionStatusLabel!: string;

  @Field(() => String, { nullable: true })
  receptionStatusColor!: string | null;

  @Field(() => DateTimeISOResolver)
  startsAt!: Date;

  @Field(() => DateTimeISOResolver)
  endsAt!: Date;

  @Field(() => String, { nullable: true })
  venue!: string | null;

  @Field(() => String)
  organizerName!: string;

  @Field(() => String, { nullable: true })
  thumbnailPath!: string | null;

  @Field(() => DateTimeISOResolver)
  enrolledAt!: Date;

  @Field(() => Boolean, { description: "Whether reception is still open, so the member may cancel." })
  cancellable!: boolean;
}

@ObjectType()
export class AppliedSeminarPage extends Paginated(AppliedSeminar) {}

@ObjectType({ description: "The member's relation to one seminar." })
export class SeminarEnrollmentState {
  @Field(() => ID)
  seminarId!: string;

  @Field(() => Boolean)
  enrolled!: boolean;

  @Field(() => Boolean, { description: "Whether the seminar takes enrolments now." })
  receptionOpen!: boolean;

  @Field(() => Int, { nullable: true })
  capacity!: number | null;

  @Field(() => Int)
  enrolledCount!: number;
}
