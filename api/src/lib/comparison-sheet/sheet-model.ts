// What the 稟議 sheet holds (ADR 155), read once and written both as a workbook and as a PDF: the
// candidates side by side, their price and initial cost, the 5 rating criteria with the counts behind
// every average, and every attribute row (domain attributeSections, the same rows as /compare).

import {
  type CriterionScores,
  criteriaFigures,
  criterionFigureText,
  similarFacilityHeading,
} from "@iryo/domain/member-facility";
import { type AttributeSection, attributeSections } from "@iryo/domain/service-attribute-rows";
import type { SimilarFacilityFilter } from "@iryo/domain/similar-facility";
import type { DateKey } from "@iryo/domain/tokyo-date";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { toRatingInfo } from "../catalog/rating-info.js";
import { serviceAttributesOf } from "../catalog/service-attributes.js";
import { ratingSummaries, selectServicesInList } from "../catalog/service-in-list.js";

export interface SheetRow {
  readonly label: string;
  /** One value per candidate, in the candidates' order. */
  readonly values: readonly string[];
  /** Whether the candidates differ on this row (marked in both files, never by colour alone). */
  readonly differs: boolean;
}

export interface SheetBlock {
  readonly title: string;
  /** Per candidate: as-of date and verification of this block's values (empty for the basic blocks). */
  readonly provenance: readonly string[];
  readonly rows: readonly SheetRow[];
}

export interface SheetModel {
  readonly title: string;
  /** The Tokyo date the sheet was made. */
  readonly made_on: DateKey;
  readonly candidates: readonly { readonly name: string; readonly provider: string }[];
  readonly blocks: readonly SheetBlock[];
}

/** A row; it differs when its `compared` texts (by default the values shown) are not all the same. */
const rowOf = (label: string, values: readonly string[], compared: readonly string[] = values): SheetRow => ({
  label,
  values,
  differs: new Set(compared).size > 1,
});

const average = (value: number | null, count: number) =>
  value === null ? `—（${count}件）` : `${value.toFixed(1)}（${count}件）`;

/** For a signed-in member: the similar-facility group their profile maps to (undefined: it maps to none). */
export interface SheetMember {
  readonly group: SimilarFacilityFilter | undefined;
}

/** The published ratings of `ids` whose reviewer is in `group` (ADR 167's columns), by service. */
async function groupScores(
  db: Kysely<Database>,
  ids: readonly number[],
  group: SimilarFacilityFilter,
): Promise<Map<number, CriterionScores[]>> {
  const rows = await db
    .selectFrom("ratings as r")
    .select([
      "r.service_id",
      "r.price_appropriateness",
      "r.introduction_effect",
      "r.ease_of_use",
      "r.support_system",
      "r.ease_of_introduction",
      "r.overall_score",
    ])
    .where("r.service_id", "in", [...ids])
    .where("r.status", "=", "published")
    .where("r.moderation", "=", "approved")
    .$if(group.facility_type !== undefined, (q) =>
      q.where("r.facility_corporate_type", "=", group.facility_type as number),
    )
    .$if(group.bed_count !== undefined, (q) => q.where("r.bed_count", "=", group.bed_count as number))
    .execute();
  const byService = new Map<number, CriterionScores[]>();
  for (const { service_id, overall_score, ...scores } of rows) {
    const list = byService.get(service_id) ?? [];
    list.push({ ...scores, overall_score: overall_score === null ? null : Number(overall_score) });
    byService.set(service_id, list);
  }
  return byService;
}

/**
 * The block of the ratings from facilities like the member's (ADR 175): 総合評価 and the five criteria per
 * candidate with the counts behind them, 「件数不足」 under 3; a note when the profile maps to no group.
 */
async function similarFacilityBlock(db: Kysely<Database>, ids: readonly number[], member: SheetMember) {
  const { group } = member;
  if (group === undefined) {
    return {
      title: "貴施設と同じ種別の評価",
      provenance: [],
      rows: [
        {
          label: "対象",
          values: ids.map(() => "会員情報（法人種別・病床数）から施設の種別を判定できないため表示していません"),
          differs: false,
        },
      ],
    };
  }
  const scores = await groupScores(db, ids, group);
  const figures = ids.map((id) => criteriaFigures(scores.get(id) ?? []));
  const labels = figures[0]?.map((f) => f.label) ?? [];
  return {
    title: `${similarFacilityHeading(group)}の評価（5段階の平均と件数）`,
    provenance: [],
    rows: labels.map((label, i) =>
      rowOf(
        label,
        figures.map((f) => criterionFigureText(f[i] as NonNullable<(typeof f)[number]>)),
      ),
    ),
  } satisfies SheetBlock;
}

/** The sheet of the given services in the order given (unknown ids left out); undefined when none is left. */
export async function readSheetModel(
  db: Kysely<Database>,
  ids: readonly number[],
  today: DateKey,
  title: string,
  /** The member's own notes, in the order of `ids` (a block of their own when any is written). */
  notes?: readonly string[],
  /** A signed-in member (visitors: undefined, and no similar-facility block). */
  member?: SheetMember,
): Promise<SheetModel | undefined> {
  const [rows, costs, summaries, attributes] = await Promise.all([
    selectServicesInList(db, today).where("s.id", "in", ids).execute(),
    db.selectFrom("services").select(["id", "initial_cost", "rate_plan"]).where("id", "in", ids).execute(),
    ratingSummaries(db, ids),
    serviceAttributesOf(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const costById = new Map(costs.map((c) => [c.id, c]));
  const summaryById = new Map(summaries.map((s) => [s.service_id, s]));
  const found = ids.filter((id) => byId.has(id));
  if (found.length === 0) return undefined;

  const services = found.map((id) => {
    const r = byId.get(id) as NonNullable<ReturnType<typeof byId.get>>;
    const a = attributes.get(id);
    return {
      row: r,
      cost: costById.get(id),
      rating: toRatingInfo(id, summaryById.get(id)),
      sections: a ? attributeSections(a, today) : undefined,
    };
  });

  const basic: SheetBlock = {
    title: "基本情報",
    provenance: [],
    rows: [
      rowOf(
        "提供会社",
        services.map((s) => s.row.provider_name),
      ),
      rowOf(
        "価格",
        services.map((s) => s.row.price),
      ),
      rowOf(
        "初期費用",
        services.map((s) => s.cost?.initial_cost ?? ""),
      ),
      rowOf(
        "料金プラン",
        services.map((s) => s.cost?.rate_plan ?? ""),
      ),
      rowOf(
        "無料トライアル",
        services.map((s) => (s.row.has_free_trial ? "あり" : "なし")),
      ),
    ],
  };
  const criteria = services[0]?.rating.criteria ?? [];
  const ratings: SheetBlock = {
    title: "評価（5段階の平均と件数・すべての施設）",
    provenance: [],
    rows: [
      rowOf(
        "総合評価",
        services.map((s) => average(s.rating.overall_average, s.rating.overall_count)),
      ),
      ...criteria.map((c, i) =>
        rowOf(
          c.label,
          services.map((s) => {
            const own = s.rating.criteria[i];
            return own ? average(own.average, own.count) : "";
          }),
        ),
      ),
    ],
  };
  const template = services.find((s) => s.sections)?.sections ?? [];
  const attributeBlocks: SheetBlock[] = template.map((section, si) => ({
    title: section.title,
    provenance: services.map((s) => s.sections?.[si]?.provenance ?? "未登録"),
    rows: section.rows.map((row, ri) =>
      rowOf(
        row.label,
        services.map((s) => cellText(s.sections, si, ri)),
        // Each service's evidence URL is its own: the answers alone tell whether the services differ.
        services.map((s) => s.sections?.[si]?.rows[ri]?.value ?? "未登録"),
      ),
    ),
  }));

  const noteById = new Map(ids.map((id, i) => [id, notes?.[i] ?? ""]));
  const noteValues = found.map((id) => noteById.get(id) ?? "");
  const ownNotes: SheetBlock[] = noteValues.some((n) => n !== "")
    ? [
        {
          title: "検討メモ（ご自身のメモ）",
          provenance: [],
          rows: [{ label: "メモ", values: noteValues, differs: false }],
        },
      ]
    : [];

  const similar: SheetBlock[] = member ? [await similarFacilityBlock(db, found, member)] : [];

  return {
    title,
    made_on: today,
    candidates: services.map((s) => ({ name: s.row.name, provider: s.row.provider_name })),
    blocks: [basic, ratings, ...similar, ...attributeBlocks, ...ownNotes],
  };
}

function cellText(sections: readonly AttributeSection[] | undefined, si: number, ri: number): string {
  const row = sections?.[si]?.rows[ri];
  if (!row) return "未登録";
  return row.url ? `${row.value}\n${row.url}` : row.value;
}
