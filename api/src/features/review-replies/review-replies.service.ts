import { CONFLICT_CODE, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { toRatingContent } from "../../lib/catalog/rating-content.js";
import type { NoticeMailer } from "../../lib/mail/notice-mailer.js";
import type { ReviewRepliesRepository } from "./review-replies.repository.js";

interface Deps {
  readonly repo: ReviewRepliesRepository;
  /** The reply mail to the reviewer is a notice: over a mail limit it is skipped, the reply stands (ADR 208). */
  readonly notices: NoticeMailer;
  readonly now: () => Date;
  readonly publicWebUrl: string;
}

const ALREADY_REPLIED_CODE = "0303001";

function providerOf(auth: AuthLocals): number {
  if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
  return auth.providerId;
}

type ReplyRows = Awaited<ReturnType<ReviewRepliesRepository["replies"]>>;

/** The replies with their history, by rating id (rows come newest version first). */
function groupReplies(rows: ReplyRows) {
  const byRating = new Map<
    number,
    {
      reply_id: number;
      body: string;
      version: number;
      created_at: string;
      updated_at: string;
      history: { version: number; body: string; created_at: string }[];
    }
  >();
  for (const row of rows) {
    let reply = byRating.get(row.rating_id);
    if (!reply) {
      reply = {
        reply_id: row.id,
        body: row.body,
        version: row.version,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        history: [],
      };
      byRating.set(row.rating_id, reply);
    }
    // The current text is the reply itself; the history lists the earlier ones.
    if (row.history_version !== row.version) {
      reply.history.push({
        version: row.history_version,
        body: row.history_body,
        created_at: row.history_created_at.toISOString(),
      });
    }
  }
  return byRating;
}

/** The mail to the reviewer when the organisation first replies (the notification types are fixed; ADR 152). */
function replyMail(input: { to: string; memberName: string; providerName: string; serviceName: string; url: string }) {
  return {
    to: input.to,
    subject: `【医療ITナビ】あなたのレビューに${input.providerName}から返信が届きました`,
    text: [
      `${input.memberName} 様`,
      "",
      `「${input.serviceName}」に投稿いただいたレビューに、${input.providerName}から公式の返信が届きました。`,
      "以下のページでご覧いただけます。",
      "",
      input.url,
      "",
      "医療ITナビ",
    ].join("\n"),
    devHint: input.url,
  };
}

export function createReviewRepliesService({ repo, notices, now, publicWebUrl }: Deps) {
  /** Runs a write of a staff member whose organisation membership is checked inside the transaction. */
  function asStaff<T>(
    auth: AuthLocals,
    work: (trx: Parameters<Parameters<ReviewRepliesRepository["transaction"]>[0]>[0], providerId: number) => Promise<T>,
  ) {
    const providerId = providerOf(auth);
    return repo.transaction(async (trx) => {
      if (!(await repo.isStaff(trx, auth.accountId, providerId))) throw new AppError(FORBIDDEN_CODE);
      return work(trx, providerId);
    });
  }

  async function currentReply(ratingId: number) {
    const reply = groupReplies(await repo.replies(repo.db, [ratingId])).get(ratingId);
    if (!reply) throw new AppError(NOT_FOUND_CODE);
    return reply;
  }

  return {
    async reviews(auth: AuthLocals, serviceId: number | undefined, page: PaginationQuery) {
      const providerId = providerOf(auth);
      if (serviceId !== undefined && !(await repo.ownsService(providerId, serviceId))) {
        throw new AppError(NOT_FOUND_CODE);
      }
      const [rows, total] = await Promise.all([
        repo.reviews(providerId, serviceId, page.page_size, pageOffset(page)),
        repo.countReviews(providerId, serviceId),
      ]);
      const replies = groupReplies(
        await repo.replies(
          repo.db,
          rows.map((r) => r.id),
        ),
      );
      return {
        reviews: rows.map((r) => ({
          rating_id: r.id,
          service_id: r.service_id,
          service_name: r.service_name,
          ...toRatingContent(r),
          helpful_count: r.helpful_count,
          created_at: r.created_at.toISOString(),
          reply: replies.get(r.id) ?? null,
        })),
        ...pageMeta(total, page),
      };
    },

    /** The one official reply; a second (even a parallel one) answers 0303001. Mails the reviewer. */
    async post(auth: AuthLocals, ratingId: number, body: string) {
      const at = now();
      const review = await asStaff(auth, async (trx, providerId) => {
        const found = await repo.reviewOf(trx, providerId, ratingId);
        if (!found) throw new AppError(NOT_FOUND_CODE);
        const created = await repo.insertReply(trx, ratingId, providerId, body, at);
        if (!created) throw new AppError(ALREADY_REPLIED_CODE);
        await repo.insertVersion(trx, created.id, created.version, body, auth.accountId, at);
        return found;
      });
      if (review.email) {
        const url = `${publicWebUrl}/services/${review.service_id}/ratings-and-reviews`;
        await notices.send(
          replyMail({
            to: review.email,
            memberName: `${review.last_name ?? ""} ${review.first_name ?? ""}`.trim(),
            providerName: review.provider_name,
            serviceName: review.service_name,
            url,
          }),
          auth.accountId,
        );
      }
      return currentReply(ratingId);
    },

    /** Edits the reply; the version read must be the current one (0109001); every text is kept. */
    async update(auth: AuthLocals, ratingId: number, body: string, version: number) {
      const at = now();
      await asStaff(auth, async (trx, providerId) => {
        if (!(await repo.reviewOf(trx, providerId, ratingId))) throw new AppError(NOT_FOUND_CODE);
        const reply = await repo.lockReply(trx, ratingId);
        if (!reply) throw new AppError(NOT_FOUND_CODE);
        if (reply.version !== version) throw new AppError(CONFLICT_CODE);
        await repo.updateReply(trx, reply.id, body, version + 1, at);
        await repo.insertVersion(trx, reply.id, version + 1, body, auth.accountId, at);
      });
      return currentReply(ratingId);
    },
  };
}

export type ReviewRepliesService = ReturnType<typeof createReviewRepliesService>;
