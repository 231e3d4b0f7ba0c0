// Reviews from similar facilities (issue 28 item 3, ADR 167): the reviewer attributes every rating records
// (product §3: facility type, bed count, department, role) as filters and groups, and the averages of a
// group. A group's average is shown only when at least SIMILAR_FACILITY_MIN_COUNT published ratings with an
// overall score stand behind it, and always with that count.

import { bedType, departmentType, evaluatorRole, medicalInstitutionType } from "./classification.js";
import type { Enumeration, EnumerationMember } from "./enumeration.js";

/** Fewer ratings than this behind a group's average and the average is not shown. */
export const SIMILAR_FACILITY_MIN_COUNT = 3;

/** Why a group's average is not shown. */
export const SIMILAR_FACILITY_HIDDEN_NOTE = "件数が少ないため表示していません";

/**
 * The reviewer attributes one can filter and group by, as their URL / query parameter names. The bed-count
 * band is the rating's bed type (無床, 1〜19床 … 400床以上): the form already asks for a band.
 */
export const SIMILAR_FACILITY_DIMENSIONS = ["facility_type", "bed_count", "department", "role"] as const;
export type SimilarFacilityDimension = (typeof SIMILAR_FACILITY_DIMENSIONS)[number];

/** Each dimension's heading and the enumeration of its codes. */
export const SIMILAR_FACILITY_DIMENSION: Readonly<
  Record<SimilarFacilityDimension, { readonly label: string; readonly codes: Enumeration<EnumerationMember> }>
> = {
  facility_type: { label: "施設の種別", codes: medicalInstitutionType },
  bed_count: { label: "病床規模", codes: bedType },
  department: { label: "部門", codes: departmentType },
  role: { label: "評価者の立場", codes: evaluatorRole },
};

/** A filter: at most one code per dimension; a dimension left out matches every rating. */
export type SimilarFacilityFilter = Partial<Record<SimilarFacilityDimension, number>>;

/** What a summary needs of a published rating: its reviewer attributes and its overall score. */
export interface ReviewerAttributes {
  readonly facility_corporate_type: number;
  readonly bed_count: number;
  readonly department: number;
  readonly role: number;
  /** The mean of the criteria that say something (null when none does). */
  readonly overall_score: number | null;
}

/** The rating's code in a dimension. */
export function attributeOf(rating: ReviewerAttributes, dimension: SimilarFacilityDimension): number {
  return dimension === "facility_type" ? rating.facility_corporate_type : rating[dimension];
}

/** Whether a rating matches every dimension the filter names. */
export function matchesFilter(rating: ReviewerAttributes, filter: SimilarFacilityFilter): boolean {
  return SIMILAR_FACILITY_DIMENSIONS.every((d) => filter[d] === undefined || attributeOf(rating, d) === filter[d]);
}

/** Whether the filter names any dimension. */
export function isFiltered(filter: SimilarFacilityFilter): boolean {
  return SIMILAR_FACILITY_DIMENSIONS.some((d) => filter[d] !== undefined);
}

/** The figures of a group of published ratings. */
export interface GroupFigure {
  /** How many published ratings the group has. */
  readonly rating_count: number;
  /** How many of them have an overall score: the count behind the average. */
  readonly scored_count: number;
  /** The mean overall score, one decimal; null when hidden. */
  readonly average: number | null;
  /** False when fewer than SIMILAR_FACILITY_MIN_COUNT scored ratings stand behind it. */
  readonly shown: boolean;
}

/** The figures of a group: the mean of its overall scores, shown only from SIMILAR_FACILITY_MIN_COUNT on. */
export function groupFigure(ratings: readonly ReviewerAttributes[]): GroupFigure {
  const scores = ratings.flatMap((r) => (r.overall_score === null ? [] : [r.overall_score]));
  const shown = scores.length >= SIMILAR_FACILITY_MIN_COUNT;
  const sum = scores.reduce((a, b) => a + b, 0);
  return {
    rating_count: ratings.length,
    scored_count: scores.length,
    average: shown ? Math.round((sum / scores.length) * 10) / 10 : null,
    shown,
  };
}

/** One group of a dimension: its code and label with its figures. */
export interface SimilarFacilityGroup extends GroupFigure {
  readonly code: number;
  readonly label: string;
}

/**
 * The groups of one dimension in the enumeration's order, each code that has at least one rating; codes
 * the enumeration does not know (data of an older enumeration) are left out.
 */
export function groupsOf(
  ratings: readonly ReviewerAttributes[],
  dimension: SimilarFacilityDimension,
): SimilarFacilityGroup[] {
  const { codes } = SIMILAR_FACILITY_DIMENSION[dimension];
  return codes.members.flatMap(({ code, label }) => {
    const members = ratings.filter((r) => attributeOf(r, dimension) === code);
    return members.length === 0 ? [] : [{ code, label, ...groupFigure(members) }];
  });
}

/** A filter from URL or query parameters: unknown codes and absent values are left out. */
export function filterFromParams(get: (name: SimilarFacilityDimension) => string | null | undefined) {
  const filter: SimilarFacilityFilter = {};
  for (const d of SIMILAR_FACILITY_DIMENSIONS) {
    const raw = get(d);
    const code = raw === null || raw === undefined || !/^\d{1,3}$/.test(raw) ? undefined : Number(raw);
    if (SIMILAR_FACILITY_DIMENSION[d].codes.isCode(code)) filter[d] = code;
  }
  return filter;
}

/**
 * The reviewers a filter describes, e.g. 「200〜399床の病院」, 「医科・現場の利用者」 or
 * 「200〜399床の病院（医科・現場の利用者）」; 「すべての施設」 without a filter.
 */
export function filterDescription(filter: SimilarFacilityFilter): string {
  const label = (d: SimilarFacilityDimension) => {
    const code = filter[d];
    return code === undefined ? undefined : SIMILAR_FACILITY_DIMENSION[d].codes.labelOf(code);
  };
  const facility = [label("bed_count"), label("facility_type")].filter((s) => s !== undefined).join("の");
  const people = [label("department"), label("role")].filter((s) => s !== undefined).join("・");
  if (facility && people) return `${facility}（${people}）`;
  return facility || people || "すべての施設";
}

/** A figure as the pages show it: 「4.1（12件）」, or the note with the count when hidden. */
export function figureText(figure: GroupFigure): string {
  if (figure.average === null) return `${SIMILAR_FACILITY_HIDDEN_NOTE}（${figure.rating_count}件）`;
  return `${figure.average.toFixed(1)}（${figure.scored_count}件）`;
}
