import type { ApolloCache } from "@apollo/client";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { useMarkRatingHelpfulMutation, useUnmarkRatingHelpfulMutation } from "./HelpfulVote.generated";
import styles from "./ratings.module.css";

interface Vote {
  readonly id: string;
  readonly helpfulCount: number;
  readonly marked: boolean;
}

/** Writes a vote's answer into the cached review, so every list showing it follows without a refetch. */
function writeVote(cache: ApolloCache, vote: Vote | undefined): void {
  if (!vote) return;
  cache.modify({
    id: cache.identify({ __typename: "Rating", id: vote.id }),
    fields: { helpfulCount: () => vote.helpfulCount, helpfulByViewer: () => vote.marked },
  });
}

/**
 * 「参考になった」 of a review (ADR 167): a toggle button (aria-pressed) for a member on someone else's
 * review; the count alone for visitors and on one's own review.
 */
export function HelpfulButton({
  ratingId,
  helpfulCount,
  pressed,
  canVote,
  ownReview,
}: {
  readonly ratingId: string;
  readonly helpfulCount: number;
  readonly pressed: boolean;
  /** A signed-in member (who may read the texts). */
  readonly canVote: boolean;
  readonly ownReview: boolean;
}) {
  const count = <span className={styles.reviewHelpfulCount}>{helpfulCount}人</span>;
  if (!canVote || ownReview) {
    return (
      <p className={styles.reviewHelpful}>
        参考になった {count}
        {ownReview ? <span className={styles.reviewHelpfulNote}>（ご自身のレビューです）</span> : null}
      </p>
    );
  }
  return (
    <p className={styles.reviewHelpful}>
      <HelpfulToggle ratingId={ratingId} pressed={pressed} /> {count}
    </p>
  );
}

/** The member's toggle: the answer of the mutation updates the cached review (count and pressed state). */
function HelpfulToggle({ ratingId, pressed }: { readonly ratingId: string; readonly pressed: boolean }) {
  const [mark, marking] = useMarkRatingHelpfulMutation({
    update: (cache, { data }) => writeVote(cache, data?.markRatingHelpful),
  });
  const [unmark, unmarking] = useUnmarkRatingHelpfulMutation({
    update: (cache, { data }) => writeVote(cache, data?.unmarkRatingHelpful),
  });
  const busy = marking.loading || unmarking.loading;
  const toggle = async () => {
    const variables = { ratingId };
    try {
      if (pressed) await unmark({ variables });
      else await mark({ variables });
    } catch (e) {
      toastFailure(e);
    }
  };
  return (
    <button
      type="button"
      className={pressed ? `${styles.helpfulButton} ${styles.helpfulButtonPressed}` : styles.helpfulButton}
      aria-pressed={pressed}
      aria-busy={busy}
      disabled={busy}
      onClick={toggle}
    >
      参考になった
    </button>
  );
}
