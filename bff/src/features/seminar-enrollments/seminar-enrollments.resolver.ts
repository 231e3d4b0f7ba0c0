import { ID } from "type-graphql";
import { forwardingResolver, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { AppliedSeminar, AppliedSeminarPage, SeminarEnrollmentState } from "./seminar-enrollments.type.js";

export const SeminarEnrollmentsResolver = forwardingResolver(
  "seminarEnrollments",
  ({ action, mutation, query }) => ({
    appliedSeminars: query(AppliedSeminarPage, { page: spread(PageArgs) }, (seminarEnrollments, { page }) =>
      seminarEnrollments.applied(page),
    ),
    seminarEnrollment: query(SeminarEnrollmentState, { seminarId: ID }, (seminarEnrollments, { seminarId }) =>
      seminarEnrollments.state(seminarId),
    ),
    enrollSeminar: mutation(AppliedSeminar, { seminarId: ID }, (seminarEnrollments, { seminarId }) =>
      seminarEnrollments.enroll(seminarId),
    ),
    cancelSeminarEnrollment: action({ seminarId: ID }, (seminarEnrollments, { seminarId }) =>
      seminarEnrollments.cancel(seminarId),
    ),
  }),
  {
    appliedSeminars: "The member's enrolled seminars, the next one first.",
    seminarEnrollment: "Whether the member is enrolled in a seminar.",
    enrollSeminar: "Enrols the member (0701001 other business, 0701002 full, 0701003 reception closed).",
    cancelSeminarEnrollment: "Cancels the member's enrolment while reception is open (0701003 after).",
  },
);
