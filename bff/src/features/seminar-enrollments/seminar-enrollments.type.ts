import { restEnrollmentSchema, restSeminarEnrollmentStateSchema } from "@iryo/domain/contracts/seminar-enrollments";
import { ObjectType } from "type-graphql";
import { contractType, listOf } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";
import { seminarLabelFields } from "../../lib/mapping/rest-labels.js";
import { SharedMemberDetail } from "../materials/materials.type.js";

export const AppliedSeminar = contractType("AppliedSeminar", restEnrollmentSchema, {
  description: "A seminar the member enrolled in (/apply-seminar).",
  fields: {
    enrolment_id: { name: "enrollmentId" },
    meeting_type: { description: "1 offline, 2 online." },
    cancellable: { description: "Whether reception is still open, so the member may cancel." },
  },
  extra: seminarLabelFields,
});
export type AppliedSeminar = InstanceType<typeof AppliedSeminar>;

@ObjectType()
export class AppliedSeminarPage extends Paginated(AppliedSeminar) {}

export const SeminarEnrollmentState = contractType("SeminarEnrollmentState", restSeminarEnrollmentStateSchema, {
  description: "The member's relation to one seminar.",
  fields: {
    enrolment_id: false,
    reception_open: { description: "Whether the seminar takes enrolments now." },
    organizer_name: { description: "The organising company, named in the consent text." },
    shared_details: listOf(SharedMemberDetail, {
      description: "The member's details exactly as the organiser receives them on enrolment (the consent preview).",
    }),
  },
});
export type SeminarEnrollmentState = InstanceType<typeof SeminarEnrollmentState>;
