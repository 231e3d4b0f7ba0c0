// The rating criteria (product §3) on their own: lists and the home page show them without loading the
// rating rules and their validation schemas.

/** The five criteria, in display order, with their payload keys. */
export const RATING_CRITERIA = [
  { key: "price_appropriateness", label: "価格の妥当性" },
  { key: "introduction_effect", label: "導入効果" },
  { key: "ease_of_use", label: "使いやすさ" },
  { key: "support_system", label: "サポート体制" },
  { key: "ease_of_introduction", label: "導入のしやすさ" },
] as const;
export type RatingCriterion = (typeof RATING_CRITERIA)[number]["key"];
export const RATING_CRITERION_KEYS: readonly RatingCriterion[] = RATING_CRITERIA.map((c) => c.key);

export function ratingCriterionLabel(key: RatingCriterion): string {
  return RATING_CRITERIA.find((c) => c.key === key)?.label ?? key;
}
