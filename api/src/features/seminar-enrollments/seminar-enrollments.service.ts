import type { CorporateType } from "@iryo/domain/classification";
import { FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { sharedMemberDetails } from "@iryo/domain/material-download";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { enrollmentRefusal, hasSeat, isReceptionOpen, type SeminarReception } from "@iryo/domain/seminar-enrollment";
import type { SeminarReceptionStatus } from "@iryo/domain/seminar-reception-status";
import { AppError } from "../../lib/app-error.js";
import type { NoticeMailer } from "../../lib/mail/notice-mailer.js";
import { enrollmentMail } from "./seminar-enrollments.mail.js";
import type { SeminarEnrollmentsRepository } from "./seminar-enrollments.repository.js";

interface SeminarRow {
  id: number;
  title: string;
  meeting_type: number;
  reception_status: number;
  starts_at: Date;
  ends_at: Date;
  capacity: number | null;
  venue: string | null;
  meeting_url: string | null;
  organizer_name: string;
  thumbnail_path: string | null;
  reception_starts_at: Date | null;
  reception_ends_at: Date | null;
}

function reception(row: SeminarRow): SeminarReception {
  return {
    reception_status: row.reception_status as SeminarReceptionStatus,
    starts_at: row.starts_at,
    reception_starts_at: row.reception_starts_at,
    reception_ends_at: row.reception_ends_at,
  };
}

export function createSeminarEnrollmentsService(deps: {
  repo: SeminarEnrollmentsRepository;
  /** The enrolment mail is a notice: over a mail limit it is skipped, the enrolment stands (ADR 208). */
  notices: NoticeMailer;
  now: () => Date;
  webUrl: string;
}) {
  const { repo, notices, now, webUrl } = deps;

  function item(row: SeminarRow, enrollment: { id: number; enrolled_at: Date }, at: Date) {
    return {
      enrolment_id: enrollment.id,
      seminar_id: row.id,
      title: row.title,
      meeting_type: row.meeting_type,
      reception_status: row.reception_status,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      venue: row.venue,
      organizer_name: row.organizer_name,
      thumbnail_path: row.thumbnail_path,
      enrolled_at: enrollment.enrolled_at.toISOString(),
      cancellable: isReceptionOpen(reception(row), at),
    };
  }

  return {
    /**
     * Enrolls the member. The seminar row is locked for the check and the insert, so that parallel
     * requests never take more seats than the capacity (0701002). A live enrollment is answered as it is.
     * The route admits only a body with the member's consent (0701007); the details shown in the preview
     * are read again here from the same member row and copied into the enrolment (ADR 173).
     */
    async enroll(member: { readonly userId: number; readonly accountId: number }, seminarId: number) {
      const { userId } = member;
      const at = now();
      const result = await repo.transaction(async (trx) => {
        const seminar = await repo.lockSeminar(trx, seminarId);
        if (!seminar) throw new AppError(NOT_FOUND_CODE);
        const member = await repo.member(trx, userId);
        if (!member) throw new AppError(FORBIDDEN_CODE);
        const existing = await repo.liveEnrollment(trx, seminarId, userId);
        if (existing) return { seminar, member, enrollment: existing, created: false };
        const refusal = enrollmentRefusal(
          { corporate_types: member.corporate_types as CorporateType[] },
          reception(seminar),
          at,
        );
        if (refusal) throw new AppError(refusal);
        if (!hasSeat(seminar.capacity, await repo.liveCount(trx, seminarId))) throw new AppError("0701002");
        const shared = JSON.stringify(sharedMemberDetails(member));
        const enrollment = await repo.insert(trx, seminarId, userId, at, shared);
        return { seminar, member, enrollment, created: true };
      });
      if (result.created) {
        // The enrollment stands even when the mail cannot go out now; the member sees it on /apply-seminar.
        await notices.send(
          enrollmentMail({
            to: result.member.email,
            memberName: `${result.member.last_name} ${result.member.first_name}`,
            enrollmentId: result.enrollment.id,
            seminar: result.seminar,
            webUrl,
            now: at,
          }),
          member.accountId,
        );
      }
      return item(result.seminar, result.enrollment, at);
    },

    /** Cancels the member's live enrollment while reception is open (0701003 afterwards). */
    async cancel(userId: number, seminarId: number) {
      const at = now();
      await repo.transaction(async (trx) => {
        const seminar = await repo.lockSeminar(trx, seminarId);
        if (!seminar) throw new AppError(NOT_FOUND_CODE);
        const existing = await repo.liveEnrollment(trx, seminarId, userId);
        if (!existing) throw new AppError(NOT_FOUND_CODE);
        if (!isReceptionOpen(reception(seminar), at)) throw new AppError("0701003");
        await repo.cancel(trx, existing.id, at);
      });
      return null;
    },

    async state(userId: number, seminarId: number) {
      const seminar = await repo.seminar(seminarId);
      if (!seminar) throw new AppError(NOT_FOUND_CODE);
      const [existing, count, member] = await Promise.all([
        repo.liveEnrollment(repo.db, seminarId, userId),
        repo.liveCount(repo.db, seminarId),
        repo.member(repo.db, userId),
      ]);
      if (!member) throw new AppError(FORBIDDEN_CODE);
      return {
        seminar_id: seminar.id,
        enrolled: existing !== undefined,
        enrolment_id: existing?.id ?? null,
        reception_open: isReceptionOpen(reception(seminar), now()),
        capacity: seminar.capacity,
        enrolled_count: count,
        organizer_name: seminar.organizer_name,
        shared_details: sharedMemberDetails(member),
      };
    },

    async appliedBy(userId: number, page: PaginationQuery) {
      const at = now();
      const { rows, total } = await repo.appliedBy(userId, page.page_size, pageOffset(page));
      return {
        seminars: rows.map((r) => item(r, { id: r.enrolment_id, enrolled_at: r.enrolled_at }, at)),
        ...pageMeta(total, page),
      };
    },
  };
}

export type SeminarEnrollmentsService = ReturnType<typeof createSeminarEnrollmentsService>;
