// Facilities like the member's (issue 28 item 4, ADR 175): the member's profile (product §3 membership form:
// corporate types, sickbed number, role in department) mapped to the similar-facility group of ADR 167 — the
// rating's facility type (medicalInstitutionType 1–7) and, for a hospital, its bed band (bedType) — and the
// five criteria of a group's ratings with the counts behind them, hidden under SIMILAR_FACILITY_MIN_COUNT.

import { CORPORATE_TYPE, ROLE_IN_DEPARTMENT } from "./classification.js";
import { RATING_CRITERIA, type RatingCriterion } from "./rating-criteria.js";
import {
  filterDescription,
  type GroupFigure,
  groupFigure,
  SIMILAR_FACILITY_MIN_COUNT,
  type SimilarFacilityFilter,
} from "./similar-facility.js";

/** What the mapping reads of a member's record (members table / membership form). */
export interface MemberFacilityProfile {
  /** 法人種別 (multiple choice): CORPORATE_TYPE codes. */
  readonly corporate_types: readonly number[];
  /** 病床数 as the member entered it (0–9,999), null when not registered. */
  readonly sickbed_number: number | null;
  /** 部署での役割 (roleInDepartment), null when not registered. */
  readonly role_in_department: number | null;
}

/** The rating form's facility types (medicalInstitutionType) the mapping produces. */
export const FACILITY_TYPE = { HOSPITAL: 1, CLINIC: 2, DENTAL_CLINIC: 3, CARE_FACILITY: 4, PHARMACY: 5 } as const;

/** A hospital has 20 beds or more (医療法 第1条の5); below that it is a clinic. */
export const HOSPITAL_MIN_BEDS = 20;

/** The lowest bed count of each bedType band (無床, 1〜19床, 20〜99床, 100〜199床, 200〜399床, 400床以上). */
const BED_BAND_FLOORS: readonly (readonly [code: number, floor: number])[] = [
  [6, 400],
  [5, 200],
  [4, 100],
  [3, 20],
  [2, 1],
  [1, 0],
];

/** The bedType band of a bed count (negative counts do not occur: the form's minimum is 0). */
export function bedBandOf(beds: number): number {
  return (BED_BAND_FLOORS.find(([, floor]) => beds >= floor) ?? [1])[0];
}

/**
 * The similar-facility group of a member, or undefined when the profile does not say what kind of
 * facility they work at (no medical, care or pharmacy corporate type; a medical one without a bed count).
 *
 * - 医療機関 with 20 beds or more → 病院 in its bed band (「200〜399床の病院」): size matters most there.
 * - 医療機関 with fewer beds → 歯科診療所 when the member is a dentist, else 一般診療所 (type only: the
 *   無床 / 有床 split would leave most groups under the minimum).
 * - otherwise 介護・福祉施設 → 介護施設, then 薬局 → 薬局 (type only). A member ticking several corporate types
 *   is placed by the first of 医療機関, 介護, 薬局.
 */
export function similarFacilityOfMember(profile: MemberFacilityProfile): SimilarFacilityFilter | undefined {
  const types = profile.corporate_types;
  if (types.includes(CORPORATE_TYPE.MEDICAL)) {
    const beds = profile.sickbed_number;
    if (beds === null) return undefined;
    if (beds >= HOSPITAL_MIN_BEDS) return { facility_type: FACILITY_TYPE.HOSPITAL, bed_count: bedBandOf(beds) };
    const dentist = profile.role_in_department === ROLE_IN_DEPARTMENT.DENTIST;
    return { facility_type: dentist ? FACILITY_TYPE.DENTAL_CLINIC : FACILITY_TYPE.CLINIC };
  }
  if (types.includes(CORPORATE_TYPE.NURSING_CARE)) return { facility_type: FACILITY_TYPE.CARE_FACILITY };
  if (types.includes(CORPORATE_TYPE.PHARMACY)) return { facility_type: FACILITY_TYPE.PHARMACY };
  return undefined;
}

/** The heading of the member's group: 「貴施設と同じ種別（200〜399床の病院）」. */
export function similarFacilityHeading(filter: SimilarFacilityFilter): string {
  return `貴施設と同じ種別（${filterDescription(filter)}）`;
}

/** What a group's criteria are computed from: one published rating's five scores (0 = わからない) and overall. */
export type CriterionScores = Readonly<Record<RatingCriterion, number | null>> & {
  readonly overall_score: number | null;
};

/** One criterion of a group: the mean of the scores that say something (1–5), shown from the minimum on. */
export interface CriterionFigure {
  readonly key: RatingCriterion | "overall";
  readonly label: string;
  /** How many ratings gave this criterion a score (1–5). */
  readonly count: number;
  /** One decimal; null when fewer than SIMILAR_FACILITY_MIN_COUNT scores stand behind it. */
  readonly average: number | null;
}

/** What a group too small to average says in the 稟議 sheet. */
const TOO_FEW_RATINGS = "件数不足";

/**
 * 総合評価 (the mean of the overall scores, as groupFigure) and the five criteria of a group's ratings, each
 * with its count; an average backed by fewer than SIMILAR_FACILITY_MIN_COUNT scores is null (ADR 167's rule).
 */
export function criteriaFigures(ratings: readonly CriterionScores[]): CriterionFigure[] {
  const overall: GroupFigure = groupFigure(
    ratings.map((r) => ({ facility_corporate_type: 0, bed_count: 0, department: 0, role: 0, ...r })),
  );
  return [
    { key: "overall", label: "総合評価", count: overall.scored_count, average: overall.average },
    ...RATING_CRITERIA.map(({ key, label }) => {
      const scores = ratings.flatMap((r) => {
        const s = r[key];
        return s === null || s < 1 ? [] : [s];
      });
      const shown = scores.length >= SIMILAR_FACILITY_MIN_COUNT;
      const average = shown ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;
      return { key, label, count: scores.length, average };
    }),
  ];
}

/** A criterion figure as the sheet writes it: 「4.1（12件）」, or 「件数不足（2件）」. */
export function criterionFigureText(figure: CriterionFigure): string {
  return figure.average === null
    ? `${TOO_FEW_RATINGS}（${figure.count}件）`
    : `${figure.average.toFixed(1)}（${figure.count}件）`;
}
