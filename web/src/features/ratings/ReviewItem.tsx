import { formatDate } from "@iryo/domain/format/date";
import { EDITED_REPLY_MARK } from "@iryo/domain/provider-insights";
import type { RatingScore } from "@iryo/domain/rating";
import { RATING_CRITERIA, ratingScoreLabel } from "@iryo/domain/rating";
import { Link } from "react-router";
import { RatingStars } from "../../shared/ui/RatingBadge";
import { HelpfulButton } from "./HelpfulButton";
import { ReportReviewButton } from "./ReportReviewButton";
import type { ReviewItem_RatingFragment } from "./ReviewItem.generated";
import styles from "./ratings.module.css";

const SCORE_FIELDS = {
  price_appropriateness: "priceAppropriateness",
  introduction_effect: "introductionEffect",
  ease_of_use: "easeOfUse",
  support_system: "supportSystem",
  ease_of_introduction: "easeOfIntroduction",
} as const;

function scoreText(score: number | null | undefined): string {
  if (score === null || score === undefined) return "未選択";
  return `${score === 0 ? "-" : score}（${ratingScoreLabel(score as RatingScore)}）`;
}

/** Shown to visitors in place of the review texts. */
export function VisitorPrompt() {
  return (
    <div className={styles.visitorPrompt}>
      <p>レビューの本文は会員の方のみご覧いただけます。無料の会員登録またはログインをお願いします。</p>
      <p className={styles.visitorPromptActions}>
        <Link className="button button--primary" to="/register-email">
          会員登録（無料）
        </Link>
        <Link className="button" to="/login">
          ログイン
        </Link>
      </p>
    </div>
  );
}

export function ReviewItem({
  rating,
  textsVisible,
}: {
  readonly rating: ReviewItem_RatingFragment;
  readonly textsVisible: boolean;
}) {
  const overall =
    rating.overallScore === null || rating.overallScore === undefined ? "評価なし" : rating.overallScore.toFixed(1);
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        <span className={styles.reviewOverall} role="img" aria-label={`総合評価 ${overall}`}>
          <RatingStars average={rating.overallScore ?? null} />
          <span>{overall}</span>
        </span>
        <time className={styles.reviewDate} dateTime={rating.createdAt}>
          {formatDate(new Date(rating.createdAt))} 投稿
        </time>
      </header>
      <p className={styles.reviewReviewer}>
        {rating.roleLabel}／{rating.facilityTypeLabel}（{rating.bedCountLabel}）／{rating.departmentLabel}／
        {rating.usageStatusLabel}
      </p>
      <dl className={styles.reviewScores}>
        {RATING_CRITERIA.map((c) => (
          <div key={c.key}>
            <dt>{c.label}</dt>
            <dd>{scoreText(rating.scores[SCORE_FIELDS[c.key]])}</dd>
          </div>
        ))}
      </dl>
      {textsVisible && rating.goodPoint !== null && rating.improvementPoint !== null ? (
        <div className={styles.reviewTexts}>
          <h3>良い点</h3>
          <p>{rating.goodPoint}</p>
          <h3>改善してほしい点</h3>
          <p>{rating.improvementPoint}</p>
        </div>
      ) : (
        <p className={styles.reviewLocked}>レビュー本文は会員登録・ログイン後にご覧いただけます。</p>
      )}
      <HelpfulButton
        ratingId={rating.id}
        helpfulCount={rating.helpfulCount}
        pressed={rating.helpfulByViewer}
        canVote={textsVisible}
        ownReview={rating.byViewer}
      />
      {textsVisible ? <ReportReviewButton ratingId={rating.id} /> : null}
      {rating.officialReply && (
        <section className={styles.officialReply} aria-label={`${rating.officialReply.providerName}からの返信`}>
          <p className={styles.officialReplyMeta}>
            <span>{rating.officialReply.providerName}からの返信</span>
            <time dateTime={rating.officialReply.createdAt}>
              {formatDate(new Date(rating.officialReply.createdAt))}
            </time>
            {rating.officialReply.edited && <span className={styles.officialReplyEdited}>{EDITED_REPLY_MARK}</span>}
          </p>
          <p className={styles.officialReplyBody}>{rating.officialReply.body}</p>
        </section>
      )}
    </article>
  );
}
