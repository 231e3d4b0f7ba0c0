// What the 稟議 sheet holds (ADR 155), read once and written both as a workbook and as a PDF: the
// candidates side by side, their price and initial cost, the 5 rating criteria with the counts behind
// every average, and every attribute row (domain attributeSections, the same rows as /compare).

import { type AttributeSection, attributeSections } from "@iryo/domain/service-attribute-rows";
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

const rowOf = (label: string, values: readonly string[]): SheetRow => ({
  label,
  values,
  differs: new Set(values).size > 1,
});

const average = (value: number | null, count: number) =>
  value === null ? `—（${count}件）` : `${value.toFixed(1)}（${count}件）`;

/** The sheet of the given services in the order given (unknown ids left out); undefined when none is left. */
export async function readSheetModel(
  db: Kysely<Database>,
  ids: readonly number[],
  today: DateKey,
  title: string,
  /** The member's own notes, in the order of `ids` (a block of their own when any is written). */
  notes?: readonly string[],
): Promise<SheetModel | undefined> {
  const [rows, costs, summaries, attributes] = await Promise.all([
    selectServicesInList(db).where("s.id", "in", ids).execute(),
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
    title: "評価（5段階の平均と件数）",
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

  return {
    title,
    made_on: today,
    candidates: services.map((s) => ({ name: s.row.name, provider: s.row.provider_name })),
    blocks: [basic, ratings, ...attributeBlocks, ...ownNotes],
  };
}

function cellText(sections: readonly AttributeSection[] | undefined, si: number, ri: number): string {
  const row = sections?.[si]?.rows[ri];
  if (!row) return "未登録";
  return row.url ? `${row.value}\n${row.url}` : row.value;
}
