import { randomUUID } from "node:crypto";
import type { RatingState } from "@iryo/domain/contracts/member-ratings";
import type { CatalogueEvent } from "@iryo/domain/contracts/realtime-events";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import {
  type ModerationFlag,
  type ModerationState,
  REJECTION_REASON_LABELS,
  type RejectionReason,
} from "@iryo/domain/review-moderation";
import { addDays, tokyoDateKey, tokyoInstant } from "@iryo/domain/tokyo-date";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { recordOperatorAction } from "../../lib/audit/operator-audit.repository.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import type { RatingModerationRepository } from "./rating-moderation.repository.js";

/** How many Tokyo days the dashboard counts, today included. */
const DASHBOARD_DAYS = 14;

interface ItemRow {
  id: number;
  service_id: number;
  service_name: string;
  provider_name: string;
  status: "pending" | "published";
  moderation: ModerationState;
  moderation_flags: string[];
  version: number;
  submitted_at: Date;
  report_count: string | number | null;
}

function toItem(r: ItemRow) {
  const reports = Number(r.report_count ?? 0);
  const flags = r.moderation_flags as ModerationFlag[];
  return {
    rating_id: r.id,
    service_id: r.service_id,
    service_name: r.service_name,
    provider_name: r.provider_name,
    status: r.status as RatingState,
    moderation: r.moderation,
    flags: reports > 0 && !flags.includes("reported") ? [...flags, "reported" as const] : flags,
    report_count: reports,
    version: r.version,
    submitted_at: new Date(r.submitted_at).toISOString(),
  };
}

export function createRatingModerationService(deps: {
  repo: RatingModerationRepository;
  mailer: Mailer;
  now: () => Date;
  publicWebUrl: string;
  log: (message: string, error: unknown) => void;
  /** Where a rejection (which unpublishes a published rating) is announced: a `catalogue` event (ADR 178). */
  publishEvent?: (event: CatalogueEvent) => Promise<void>;
}) {
  const { repo, mailer, now, publicWebUrl, log, publishEvent = async () => {} } = deps;

  async function detailOf(q: Kysely<Database>, ratingId: number) {
    const row = await repo.detail(q, ratingId);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    const reports = await repo.reports(q, ratingId);
    return {
      ...toItem(row as ItemRow),
      good_point: row.good_point,
      improvement_point: row.improvement_point,
      overall_score: row.overall_score === null ? null : Number(row.overall_score),
      reviewer_hospital_name: row.reviewer_hospital_name ?? null,
      rejection_reason: (row.rejection_reason as RejectionReason | null) ?? null,
      rejection_note: row.rejection_note,
      moderated_at: row.moderated_at ? row.moderated_at.toISOString() : null,
      reports: reports.map((r) => ({
        report_id: r.id,
        reason: r.reason as RejectionReason,
        note: r.note,
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  /** Locks the rating and checks it still waits for this decision at the version the moderator read. */
  async function lockWaiting(trx: Kysely<Database>, ratingId: number, version: number) {
    const row = await repo.lockForDecision(trx, ratingId);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    const waiting = row.moderation === "waiting" || (await repo.hasOpenReports(trx, ratingId));
    if (!waiting || row.version !== version) throw new AppError("0203003");
    return row;
  }

  async function mailReviewer(ratingId: number, subject: string, lines: readonly string[]) {
    const to = await repo.reviewerMail(repo.db, ratingId);
    if (!to?.email) return;
    await mailer
      .send({
        to: to.email,
        subject,
        text: [
          `${to.last_name} ${to.first_name} 様`,
          "",
          `「${to.service_name}」への評価・レビューについてお知らせします。`,
          "",
          ...lines,
        ].join("\n"),
      })
      .catch((error: unknown) => log("moderation mail failed", error));
  }

  return {
    async dashboard() {
      const at = now();
      const today = tokyoDateKey(at);
      const first = addDays(today, -(DASHBOARD_DAYS - 1));
      const since = tokyoInstant(first);
      const [received, decisions, oldest, waitingCount, reportedCount] = await Promise.all([
        repo.receivedPerDay(since),
        repo.decisionsPerDay(since),
        repo.oldestWaiting(),
        repo.queueCount(),
        repo.reportedCount(),
      ]);
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const date = addDays(today, -i);
        const decided = (action: string) =>
          Number(decisions.find((d) => d.day === date && d.action === action)?.n ?? 0);
        return {
          date,
          received: Number(received.find((r) => r.day === date)?.n ?? 0),
          approved: decided("rating.approve"),
          rejected: decided("rating.reject"),
        };
      });
      return {
        days,
        waiting_count: waitingCount,
        reported_count: reportedCount,
        oldest_waiting: oldest ? toItem(oldest as ItemRow) : null,
      };
    },

    async queue(page: PaginationQuery) {
      const [rows, total] = await Promise.all([repo.queuePage(page.page_size, pageOffset(page)), repo.queueCount()]);
      return { ratings: rows.map((r) => toItem(r as ItemRow)), ...pageMeta(total, page) };
    },

    detail: (ratingId: number) => detailOf(repo.db, ratingId),

    /** Approves: published from the next Tokyo day by the publisher; one audit row in the same transaction. */
    async approve(auth: AuthLocals, ratingId: number, version: number) {
      const at = now();
      const result = await repo.db.transaction().execute(async (trx) => {
        const before = await lockWaiting(trx, ratingId, version);
        await repo.approve(trx, ratingId, auth.accountId, at);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "rating.approve",
          targetType: "rating",
          targetId: ratingId,
          before: { moderation: before.moderation, status: before.status, version: before.version },
          after: { moderation: "approved" },
          at,
        });
        return detailOf(trx, ratingId);
      });
      await mailReviewer(ratingId, "【医療ITナビ】評価・レビューの掲載が決まりました", [
        "運営事務局で内容を確認し、掲載を承認しました。翌日以降にサイトに公開されます。",
        `投稿した評価は次のページで確認できます。\n${publicWebUrl}/ratings-and-reviews-posted`,
      ]);
      return result;
    },

    /** Rejects with a reason and a note: unpublished at once, the reviewer is mailed the reason. */
    async reject(auth: AuthLocals, ratingId: number, version: number, reason: RejectionReason, note: string) {
      const at = now();
      const result = await repo.db.transaction().execute(async (trx) => {
        const before = await lockWaiting(trx, ratingId, version);
        await repo.reject(trx, ratingId, auth.accountId, reason, note, at);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "rating.reject",
          targetType: "rating",
          targetId: ratingId,
          before: {
            moderation: before.moderation,
            status: before.status,
            version: before.version,
          },
          after: { moderation: "rejected", status: "pending", rejection_reason: reason },
          reason: note ? `${reason}: ${note}` : reason,
          at,
        });
        return detailOf(trx, ratingId);
      });
      // A published rating leaves the summaries: every api process drops its cached public reads.
      await publishEvent({
        type: "catalogue",
        event_id: randomUUID(),
        object_type: "rating",
        object_id: ratingId,
        occurred_at: at.toISOString(),
      }).catch((error: unknown) => log("publishing the rating rejection event failed", error));
      await mailReviewer(ratingId, "【医療ITナビ】評価・レビューを掲載できませんでした", [
        "運営事務局で内容を確認した結果、レビュー掲載ガイドラインに沿わないため非公開としました。",
        `理由：${REJECTION_REASON_LABELS[reason]}`,
        ...(note ? [`補足：${note}`] : []),
        "",
        `内容を編集して再度投稿いただくと、あらためて確認します。\n${publicWebUrl}/ratings-and-reviews-posted`,
      ]);
      return result;
    },

    /** 「不適切な内容を報告」: a published rating, once per member (the unique index decides under concurrency). */
    async report(userId: number, ratingId: number, reason: RejectionReason, note: string) {
      const rating = await repo.publishedRating(repo.db, ratingId);
      if (!rating) throw new AppError(NOT_FOUND_CODE);
      if (rating.status !== "published") throw new AppError("0203005");
      if (!(await repo.insertReport(repo.db, ratingId, userId, reason, note, now()))) throw new AppError("0203004");
      return { rating_id: ratingId, reported: true as const };
    },
  };
}

export type RatingModerationService = ReturnType<typeof createRatingModerationService>;
