import { formatDate } from "@iryo/domain/format/date";
import { EDITED_REPLY_MARK } from "@iryo/domain/provider-insights";
import { isRowId } from "@iryo/domain/row-id";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Pagination } from "../../shared/ui/Pagination";
import { Spinner } from "../../shared/ui/Spinner";
import { ProviderConsoleNav } from "./ProviderConsoleNav";
import { type ProviderReviewsRouteQuery, useProviderReviewsRouteQuery } from "./ProviderInsights.generated";
import styles from "./provider-insights.module.css";
import { ReplyForm } from "./ReplyForm";

type Review = ProviderReviewsRouteQuery["providerReviews"]["items"][number];

function intParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

function serviceParam(value: string | null): string | null {
  return value !== null && isRowId(value) ? value : null;
}

function ReviewWithReply({ review }: { readonly review: Review }) {
  const [editing, setEditing] = useState(false);
  const reply = review.reply;
  const overall = review.overallScore === null ? "評価なし" : review.overallScore.toFixed(1);
  return (
    <article className={styles.reviewCard} aria-labelledby={`review-${review.id}`}>
      <header className={styles.leadHead}>
        <h2 id={`review-${review.id}`} className={styles.reviewTitle}>
          {review.serviceName}（総合評価 {overall}）
        </h2>
        <time dateTime={review.createdAt}>{formatDate(new Date(review.createdAt))} 投稿</time>
      </header>
      <p>
        <Link to={`/services/${review.serviceId}/ratings-and-reviews`}>公開中のレビュー一覧で見る</Link>
      </p>
      <dl className={styles.leadFacts}>
        <div className={styles.leadFactRow}>
          <dt>良い点</dt>
          <dd>{review.goodPoint || "記載なし"}</dd>
        </div>
        <div className={styles.leadFactRow}>
          <dt>改善してほしい点</dt>
          <dd>{review.improvementPoint || "記載なし"}</dd>
        </div>
      </dl>
      {reply && !editing && (
        <section className={styles.reply} aria-label="貴社の公式の返信">
          <p className={styles.replyMeta}>
            貴社の返信（{formatDate(new Date(reply.createdAt))}）
            {reply.version > 1 && (
              <span className={styles.edited}>
                {EDITED_REPLY_MARK}（{formatDate(new Date(reply.updatedAt))}）
              </span>
            )}
          </p>
          <p className={styles.replyBody}>{reply.body}</p>
          {reply.history.length > 0 && (
            <details className={styles.history}>
              <summary>編集履歴（{reply.history.length}件）</summary>
              <ol>
                {reply.history.map((h) => (
                  <li key={h.version}>
                    <p className={styles.replyMeta}>
                      版{h.version}（{formatDate(new Date(h.createdAt))}）
                    </p>
                    <p className={styles.replyBody}>{h.body}</p>
                  </li>
                ))}
              </ol>
            </details>
          )}
        </section>
      )}
      {editing ? (
        <ReplyForm ratingId={review.id} current={reply} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {reply ? "返信を編集する" : "返信する"}
        </button>
      )}
    </article>
  );
}

/** /provider/reviews: the reviews of the organisation's services and its official replies (ADR 152). */
export default function ProviderReviewsRoute() {
  const [search] = useSearchParams();
  const { data, dataState, loading, error } = useProviderReviewsRouteQuery({
    variables: { serviceId: serviceParam(search.get("service_id")), pageNumber: intParam(search.get("page_number")) },
    fetchPolicy: "network-only",
  });
  const page = dataState === "complete" ? data.providerReviews : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール レビューへの返信" />
      <Breadcrumbs items={[{ label: "事業者コンソール", to: "/provider" }, { label: "レビューへの返信" }]} />
      <header className="page__header">
        <h1>レビューへの返信</h1>
        <p className="page__lead">
          貴社のサービスに公開されたレビューです。1件のレビューにつき1件、公式の返信を投稿できます。返信を編集すると「
          {EDITED_REPLY_MARK}」と表示され、以前の内容は履歴に残ります。レビューの投稿・評価・非表示はできません。
        </p>
      </header>
      <ProviderConsoleNav />
      {loading && !data ? (
        <Spinner label="レビューを読み込んでいます" />
      ) : error || !page ? (
        <ShowFailed what="レビュー" />
      ) : page.totalCount === 0 ? (
        <p className="empty">まだ公開されたレビューはありません。</p>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            全{page.totalCount}件
          </p>
          <ul className={styles.leadList}>
            {page.items.map((r) => (
              <li key={r.id}>
                <ReviewWithReply review={r} />
              </li>
            ))}
          </ul>
          <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} />
        </>
      )}
    </section>
  );
}
