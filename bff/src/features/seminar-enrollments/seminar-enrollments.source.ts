import type { ParsedResponseOf } from "@iryo/domain/contracts/endpoint";
import {
  cancelSeminarEnrolment,
  enrolSeminar,
  seminarEnrolmentState,
  seminarsAppliedByUser,
} from "@iryo/domain/contracts/seminar-enrolments";
import { pageMetaOf } from "../../lib/graphql/paginated.js";
import { seminarStatusFields } from "../../lib/mapping/rest-labels.js";
import { RestSource } from "../../lib/rest-source.js";
import type { AppliedSeminar, AppliedSeminarPage, SeminarEnrollmentState } from "./seminar-enrollments.type.js";

type RestEnrolment = ParsedResponseOf<typeof enrolSeminar>;

function toApplied(e: RestEnrolment): AppliedSeminar {
  return {
    enrollmentId: String(e.enrolment_id),
    seminarId: String(e.seminar_id),
    title: e.title,
    ...seminarStatusFields(e),
    startsAt: new Date(e.starts_at),
    endsAt: new Date(e.ends_at),
    venue: e.venue,
    organizerName: e.organizer_name,
    thumbnailPath: e.thumbnail_path,
    enrolledAt: new Date(e.enrolled_at),
    cancellable: e.cancellable,
  };
}

export class SeminarEnrollmentsSource extends RestSource {
  async enroll(seminarId: string): Promise<AppliedSeminar> {
    return toApplied(await this.call(enrolSeminar, { params: { id: seminarId } }));
  }

  async cancel(seminarId: string): Promise<void> {
    await this.call(cancelSeminarEnrolment, { params: { id: seminarId } });
  }

  async state(seminarId: string): Promise<SeminarEnrollmentState> {
    const s = await this.call(seminarEnrolmentState, { params: { id: seminarId } });
    return {
      seminarId: String(s.seminar_id),
      enrolled: s.enrolled,
      receptionOpen: s.reception_open,
      capacity: s.capacity,
      enrolledCount: s.enrolled_count,
    };
  }

  async applied(pageSize?: number, pageNumber?: number): Promise<AppliedSeminarPage> {
    const page = await this.call(seminarsAppliedByUser, { query: { page_size: pageSize, page_number: pageNumber } });
    return {
      items: page.seminars.map(toApplied),
      ...pageMetaOf(page),
    };
  }
}
