// 「参考になった」 votes and the recommended review order (ADR 167).

import { DAY_MS } from "./constants.js";

/**
 * The half-life of a review's recommended rank: its helpful score (1 + votes) halves every this many days
 * after publication. One more vote doubles it: it is worth as much as being this many days newer.
 */
export const HELPFUL_HALF_LIFE_DAYS = 180;

/**
 * The recommended order's key of a review: log2 of its time-decayed helpful score plus a constant.
 * score(t) = (1 + votes) · 2^(−(t − published) / half-life), so
 * log2 score(t) = log2(1 + votes) + published / half-life − t / half-life; the last term is the same for
 * every review at the time t of reading, so reviews ordered by this key (descending) are ordered by
 * score(t) at any t. The api orders by the same expression in SQL (ratings.repository.ts).
 */
export function recommendedRankKey(helpfulCount: number, publishedAt: Date): number {
  return Math.log2(1 + helpfulCount) + publishedAt.getTime() / (HELPFUL_HALF_LIFE_DAYS * DAY_MS);
}

/** Who is asking to vote on a review, and whose review it is. */
export interface HelpfulVoteInput {
  /** The voter's member user id. */
  readonly userId: number;
  /** The review's author (null for ratings without a member, e.g. imported ones). */
  readonly authorUserId: number | null;
  /** Whether the review is published (approved and past its publication day). */
  readonly published: boolean;
}

/**
 * Why a member may not mark a review helpful, or undefined when they may: a review that is not published
 * is not found (0109005); one's own review is 0305001. Provider and operator accounts never reach this:
 * the endpoint admits members only (0109002, ADR 102).
 */
export function helpfulVoteRefusal(input: HelpfulVoteInput): "0109005" | "0305001" | undefined {
  if (!input.published) return "0109005";
  if (input.authorUserId === input.userId) return "0305001";
  return undefined;
}
