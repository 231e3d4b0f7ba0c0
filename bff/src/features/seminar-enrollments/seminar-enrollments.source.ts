import {
  cancelSeminarEnrollment,
  enrollSeminar,
  seminarEnrollmentState,
  seminarsAppliedByUser,
} from "@iryo/domain/contracts/seminar-enrollments";
import { type PageArgs, pageOf, pageParams } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import { AppliedSeminar, type AppliedSeminarPage, SeminarEnrollmentState } from "./seminar-enrollments.type.js";

export class SeminarEnrollmentsSource extends RestSource {
  /** The api answers 0701007 unless the member consented to share the previewed details. */
  async enroll(seminarId: string, shareDetails: boolean): Promise<AppliedSeminar> {
    return AppliedSeminar.from(
      await this.call(enrollSeminar, { params: { id: seminarId }, body: { share_details: shareDetails } }),
    );
  }

  async cancel(seminarId: string): Promise<void> {
    await this.call(cancelSeminarEnrollment, { params: { id: seminarId } });
  }

  async state(seminarId: string): Promise<SeminarEnrollmentState> {
    return SeminarEnrollmentState.from(await this.call(seminarEnrollmentState, { params: { id: seminarId } }));
  }

  async applied(page: PageArgs): Promise<AppliedSeminarPage> {
    const body = await this.call(seminarsAppliedByUser, { query: pageParams(page) });
    return pageOf(body, body.seminars, AppliedSeminar.from);
  }
}
