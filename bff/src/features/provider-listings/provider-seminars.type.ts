import {
  restEditableSeminarSchema,
  restOwnSeminarSchema,
  restSeminarEnrollmentSchema,
  seminarEnrollmentDetailSchema,
  seminarVersionSchema,
} from "@iryo/domain/contracts/provider-seminars";
import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { contractType, listOf, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { PublishingChange } from "./provider-listings.type.js";

// The provider console's seminars in the publishing workflow (ADR 162).

const SeminarVersion = contractType("ProviderSeminarVersion", seminarVersionSchema, {
  description: "A seminar's editable version: a draft's, or the public one.",
  fields: {
    meeting_type: { description: "1 offline, 2 online." },
    description_html: { description: "Editor HTML (cleaned when shown)." },
    delivery_url: { description: "The online seminar's viewing URL (enrolled members get it in the reminder)." },
    reminder_at: { description: "When the reminder mail goes to the enrolled members." },
  },
});

export const OwnSeminar = contractType("ProviderSeminar", restOwnSeminarSchema, {
  description: "A seminar of the organisation, or a new one proposed, and where it stands.",
  fields: {
    seminar_id: { name: "seminarId" },
    change: nestedOrNull(PublishingChange),
    reception_status: { description: "The reception status now (product §4.2); null before publication." },
  },
});
export type OwnSeminar = InstanceType<typeof OwnSeminar>;

@ObjectType("ProviderSeminarServiceOption", { description: "A service of the organisation a seminar may link." })
export class SeminarServiceOption {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType("ProviderSeminars", { description: "The organisation's seminars and the services they may link." })
export class OwnSeminars {
  @Field(() => [OwnSeminar])
  seminars!: OwnSeminar[];

  @Field(() => [SeminarServiceOption])
  services!: SeminarServiceOption[];
}

export const EditableSeminar = contractType("ProviderEditableSeminar", restEditableSeminarSchema, {
  description: "A seminar as its staff edit it: the open draft, the last rejected one, or the public version.",
  fields: {
    seminar_id: { name: "seminarId" },
    version: nested(SeminarVersion),
    public_version: nestedOrNull(SeminarVersion),
    change: nestedOrNull(PublishingChange),
  },
});
export type EditableSeminar = InstanceType<typeof EditableSeminar>;

const SeminarEnrollmentDetail = contractType("ProviderSeminarEnrollmentDetail", seminarEnrollmentDetailSchema, {
  description: "A member detail given with consent.",
});

export const SeminarEnrollment = contractType("ProviderSeminarEnrollment", restSeminarEnrollmentSchema, {
  description: "One enrolment, with only the member details the member consented to share on enrolment (ADR 173).",
  id: "enrolment_id",
  fields: {
    details: listOf(SeminarEnrollmentDetail),
    sharing: {
      description:
        "shared: the details are given; none: enrolled before consent was asked; erased: the member withdrew.",
    },
  },
});
export type SeminarEnrollment = InstanceType<typeof SeminarEnrollment>;

@ObjectType("ProviderSeminarEnrollments", { description: "A seminar's enrolments (its organisation only)." })
export class SeminarEnrollments {
  @Field(() => ID)
  seminarId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { nullable: true })
  capacity!: number | null;

  @Field(() => Int)
  enrolledCount!: number;

  @Field(() => [SeminarEnrollment])
  enrollments!: SeminarEnrollment[];
}

@InputType({ description: "A seminar's editable version as the staff save it (ADR 162)." })
export class SeminarInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  descriptionHtml!: string;

  @Field(() => Int, { description: "1 offline, 2 online." })
  meetingType!: number;

  @Field(() => DateTimeISOResolver)
  startsAt!: Date;

  @Field(() => DateTimeISOResolver)
  endsAt!: Date;

  @Field(() => String)
  venue!: string;

  @Field(() => Int, { nullable: true })
  capacity!: number | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  receptionStartsAt!: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  receptionEndsAt!: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  reminderAt!: Date | null;

  @Field(() => String)
  deliveryUrl!: string;

  @Field(() => String)
  archiveUrl!: string;

  @Field(() => DateTimeISOResolver, { nullable: true })
  archiveEndsAt!: Date | null;

  @Field(() => [String])
  tags!: string[];

  @Field(() => [ID])
  serviceIds!: string[];
}
