import { formatDate } from "@iryo/domain/format/date";
import { RATING_CRITERIA } from "@iryo/domain/rating";
import {
  REJECTION_REASON_LABELS,
  REVIEW_STATE_LABELS,
  type RejectionReason,
  type ReviewState,
} from "@iryo/domain/review-moderation";
import { useState } from "react";
import { Link } from "react-router";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { MemberListPage, useMemberPageQuery } from "../../shared/ui/MemberList";
import { Modal } from "../../shared/ui/Modal";
import { type OwnRatingCard_RatingFragment, usePostedRatingsRouteQuery } from "./MemberRatings.generated";
import styles from "./member-ratings.module.css";
import { scoreOf, scoreText } from "./rating-form-values";
import { useDeleteRating } from "./use-delete-rating";

function reasonLabel(reason: string | null): string | undefined {
  return reason && reason in REJECTION_REASON_LABELS ? REJECTION_REASON_LABELS[reason as RejectionReason] : undefined;
}

/** /ratings-and-reviews-posted: the member's ratings with their state, edit and delete (product §2.3). */
export default function PostedRatingsRoute() {
  const list = useMemberPageQuery(usePostedRatingsRouteQuery);
  const { data } = list;
  const { remove, deleting } = useDeleteRating();
  const [deleting_, setDeleting] = useState<OwnRatingCard_RatingFragment | null>(null);
  const page = data?.myRatings;

  async function confirmDelete() {
    if (!deleting_) return;
    await runWithToast(
      () => remove(deleting_.id),
      `「${deleting_.serviceName}」の評価・レビューを削除しました。`,
      () => setDeleting(null),
    );
  }

  return (
    <section className="page">
      <MemberListPage
        title="投稿した評価・レビュー"
        crumb="評価・レビュー"
        lead="投稿・編集した評価・レビューは、運営事務局が内容を確認したうえで、翌日以降に公開されます。"
        path="/ratings-and-reviews-posted"
        list={list}
        noun="評価・レビュー"
        page={page}
        emptyText="まだ評価・レビューを投稿していません。利用したことのあるサービスの詳細ページから投稿できます。"
      >
        {(page) => (
          <>
            <p className="result-count">{page.totalCount}件</p>
            <ul className={styles.postedList}>
              {page.items.map((r) => (
                <li key={r.id} className={`${styles.postedItem} panel`}>
                  <div className={styles.postedItemHead}>
                    <h2 className={styles.postedItemName}>
                      <Link to={`/services/detail/${r.serviceId}`}>{r.serviceName}</Link>
                    </h2>
                    <span
                      className={`${styles.postedItemState} ${styles[`posted-item__state--${r.reviewState}`] ?? ""}`}
                    >
                      {REVIEW_STATE_LABELS[r.reviewState as ReviewState] ?? r.reviewState}
                    </span>
                  </div>
                  {r.reviewState === "rejected" ? (
                    <div className={styles.postedItemRejection} role="note">
                      <p>
                        <strong>非公開の理由：</strong>
                        {reasonLabel(r.rejectionReason) ?? "レビュー掲載ガイドラインに沿わない内容"}
                      </p>
                      {r.rejectionNote ? <p>{r.rejectionNote}</p> : null}
                      <p>内容を編集して投稿し直すと、あらためて確認します。</p>
                    </div>
                  ) : null}
                  <p className={styles.postedItemMeta}>
                    {formatDate(new Date(r.updatedAt ?? r.createdAt))}
                    {r.updatedAt ? "に編集" : "に投稿"}
                    {r.overallScore !== null ? `・総合 ${r.overallScore.toFixed(1)}` : ""}
                  </p>
                  <p className={styles.postedItemMeta}>
                    {RATING_CRITERIA.map((c) => `${c.label}：${scoreText(scoreOf(r, c.key))}`).join("　")}
                  </p>
                  <p className={styles.postedItemText}>
                    <strong>良い点：</strong>
                    {r.goodPoint}
                  </p>
                  <p className={styles.postedItemText}>
                    <strong>改善してほしい点：</strong>
                    {r.improvementPoint}
                  </p>
                  <div className={styles.postedItemActions}>
                    <Link
                      to={`/services/${r.serviceId}/submit-rating-and-review?edit=1`}
                      className="button"
                      aria-label={`${r.serviceName}の評価・レビューを編集`}
                    >
                      編集
                    </Link>
                    <button
                      type="button"
                      className="button button--danger-outline"
                      onClick={() => setDeleting(r)}
                      aria-label={`${r.serviceName}の評価・レビューを削除`}
                    >
                      削除
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </MemberListPage>
      <Modal
        open={deleting_ !== null}
        title="評価・レビューを削除しますか"
        onClose={() => setDeleting(null)}
        actions={
          <button
            type="button"
            className="button button--danger"
            disabled={deleting}
            onClick={() => void confirmDelete()}
          >
            削除する
          </button>
        }
      >
        <p>「{deleting_?.serviceName}」の評価・レビューを削除します。削除すると元に戻せません。</p>
      </Modal>
    </section>
  );
}
