import { errorMessage, isErrorCode } from "@iryo/domain/error-catalogue";
import { negotiationStatus } from "@iryo/domain/negotiation-status";
import { Link } from "react-router";
import { BookmarkToggle } from "../../shared/bookmarks/BookmarkToggle";
import { useMe } from "../../shared/session/use-me";
import styles from "./member-services.module.css";
import { useServiceMemberActionsQuery } from "./ServiceMemberActions.generated";

// A pending rating may still be in moderation, approved for the next day or rejected: the list of own
// ratings names which (REVIEW_STATE_LABELS); here only whether it is public yet.
const RATING_STATE_LABEL: Record<string, string> = { pending: "未公開", published: "公開中" };

/**
 * The member's extras on the service detail page (ADR 060): the bookmark toggle, their own rating
 * (or a way to post one, or why they may not) and their negotiation about the service. Visitors see
 * the bookmark and rating entries, which lead to the login page.
 */
export function ServiceMemberActions({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const { loggedIn, isMember } = useMe();
  const { data } = useServiceMemberActionsQuery({
    variables: { serviceId },
    skip: !isMember,
    fetchPolicy: "cache-and-network",
  });
  // Provider staff and gated members are signed in but neither bookmark nor rate (ADR 102).
  if (loggedIn && !isMember) return null;
  const state = isMember ? data?.serviceMemberState : undefined;
  const submitPath = `/services/${serviceId}/submit-rating-and-review`;
  return (
    <div className={styles.memberActions}>
      <BookmarkToggle serviceId={serviceId} serviceName={serviceName} bookmarked={state?.bookmarked} />
      {state?.ownRatingId ? (
        <Link to="/ratings-and-reviews-posted" className={styles.memberActionsNote}>
          評価・レビュー投稿済み（{RATING_STATE_LABEL[state.ownRatingStatus ?? ""] ?? "確認中"}）
        </Link>
      ) : state?.ratingRefusalCode && state.ratingRefusalCode !== "0901003" ? (
        <p className={styles.memberActionsNote}>
          {isErrorCode(state.ratingRefusalCode) ? errorMessage(state.ratingRefusalCode) : state.ratingRefusalCode}
        </p>
      ) : (
        // A visitor's click carries the form as the after-login target; a direct visit to the form still
        // goes to a bare login (product §2.4).
        <Link to={loggedIn ? submitPath : `/login?redirect=${encodeURIComponent(submitPath)}`} className="button">
          評価・レビューを投稿する
        </Link>
      )}
      {state?.negotiation ? (
        <Link to={`/negotiation/detail/${state.negotiation.negotiationId}`} className={styles.memberActionsNote}>
          商談：{negotiationStatus.labelOf(state.negotiation.status) ?? "確認中"}
        </Link>
      ) : null}
    </div>
  );
}
