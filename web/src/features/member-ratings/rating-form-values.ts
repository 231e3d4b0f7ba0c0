import { bedType, departmentType, evaluatorRole, medicalInstitutionType, usageType } from "@iryo/domain/classification";
import { RATING_CRITERIA, type RatingCriterion, type RatingScore, ratingScoreLabel } from "@iryo/domain/rating";
import type { RatingInput as RatingFormOutput } from "@iryo/domain/validation/rating-input";
import type { RatingInput } from "../../graphql/types";
import type { OwnRatingCard_RatingFragment } from "./MemberRatings.generated";

/** What the inputs hold: radios and selects give strings, "" = not chosen. */
export interface RatingFormValues {
  scores: Record<RatingCriterion, string>;
  good_point: string;
  improvement_point: string;
  role: string;
  usage_status: string;
  facility_corporate_type: string;
  bed_count: string;
  department: string;
  agree_review_guidelines: boolean;
  agree_terms: boolean;
}

export const ATTRIBUTE_FIELDS = [
  { name: "role", label: "評価者の立場", options: evaluatorRole.options, labelOf: evaluatorRole.labelOf },
  { name: "usage_status", label: "利用状況", options: usageType.options, labelOf: usageType.labelOf },
  {
    name: "facility_corporate_type",
    label: "施設の種別",
    options: medicalInstitutionType.options,
    labelOf: medicalInstitutionType.labelOf,
  },
  { name: "bed_count", label: "病床規模", options: bedType.options, labelOf: bedType.labelOf },
  { name: "department", label: "診療科・部門", options: departmentType.options, labelOf: departmentType.labelOf },
] as const;

const GRAPHQL_SCORE_KEYS: Record<RatingCriterion, keyof RatingInput["scores"]> = {
  price_appropriateness: "priceAppropriateness",
  introduction_effect: "introductionEffect",
  ease_of_use: "easeOfUse",
  support_system: "supportSystem",
  ease_of_introduction: "easeOfIntroduction",
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function emptyRatingForm(): RatingFormValues {
  return {
    scores: Object.fromEntries(RATING_CRITERIA.map((c) => [c.key, ""])) as Record<RatingCriterion, string>,
    good_point: "",
    improvement_point: "",
    role: "",
    usage_status: "",
    facility_corporate_type: "",
    bed_count: "",
    department: "",
    agree_review_guidelines: false,
    agree_terms: false,
  };
}

/** The form prefilled from a posted rating (editing); the agreements are ticked again by the member. */
export function ratingFormOf(r: OwnRatingCard_RatingFragment): RatingFormValues {
  return {
    ...emptyRatingForm(),
    scores: Object.fromEntries(
      RATING_CRITERIA.map((c) => [c.key, text(r.scores[GRAPHQL_SCORE_KEYS[c.key]])]),
    ) as Record<RatingCriterion, string>,
    good_point: r.goodPoint,
    improvement_point: r.improvementPoint,
    role: text(r.role),
    usage_status: text(r.usageStatus),
    facility_corporate_type: text(r.facilityCorporateType),
    bed_count: text(r.bedCount),
    department: text(r.department),
  };
}

export function toRatingInput(v: RatingFormOutput): RatingInput {
  return {
    scores: Object.fromEntries(
      RATING_CRITERIA.map((c) => [GRAPHQL_SCORE_KEYS[c.key], v.scores[c.key]]),
    ) as RatingInput["scores"],
    goodPoint: v.good_point,
    improvementPoint: v.improvement_point,
    role: v.role,
    usageStatus: v.usage_status,
    facilityCorporateType: v.facility_corporate_type,
    bedCount: v.bed_count,
    department: v.department,
    agreeReviewGuidelines: v.agree_review_guidelines,
    agreeTerms: v.agree_terms,
  };
}

/** 「とても良い（5）」, 「わからない」 or 「未選択」. */
export function scoreText(score: RatingScore | number | null | undefined): string {
  if (score === null || score === undefined) return "未選択";
  const label = ratingScoreLabel(score as RatingScore);
  return score === 0 ? label : `${label}（${score}）`;
}

export function scoreOf(r: OwnRatingCard_RatingFragment, key: RatingCriterion): number | null {
  return r.scores[GRAPHQL_SCORE_KEYS[key]] ?? null;
}
