// The consideration list (/review): where the member stands with each service they weigh up.
// The list's source is ADR 063: explicit additions, material downloads and negotiations.

import { defineEnumeration } from "./enumeration.js";
import { NEGOTIATION_STATUS } from "./negotiation-status.js";

export const CONSIDERATION_STAGE = {
  ADDED: 1,
  MATERIAL_DOWNLOADED: 2,
  MEETING_APPLIED: 3,
  UNDER_CONSIDERATION: 4,
  DECIDED: 5,
} as const;

export type ConsiderationStage = (typeof CONSIDERATION_STAGE)[keyof typeof CONSIDERATION_STAGE];

export const considerationStage = defineEnumeration<{ code: ConsiderationStage; label: string }>([
  { code: CONSIDERATION_STAGE.ADDED, label: "リストに追加" },
  { code: CONSIDERATION_STAGE.MATERIAL_DOWNLOADED, label: "資料ダウンロード済み" },
  { code: CONSIDERATION_STAGE.MEETING_APPLIED, label: "商談申込済み" },
  { code: CONSIDERATION_STAGE.UNDER_CONSIDERATION, label: "検討中" },
  { code: CONSIDERATION_STAGE.DECIDED, label: "導入決定" },
]);

/** The stage a negotiation status puts a service at; cancelled (5) and sent-off (6) ones add nothing. */
export function stageOfNegotiation(status: number): ConsiderationStage | undefined {
  switch (status) {
    case NEGOTIATION_STATUS.APPLICATION_COMPLETED:
    case NEGOTIATION_STATUS.DATE_CONFIRMED:
      return CONSIDERATION_STAGE.MEETING_APPLIED;
    case NEGOTIATION_STATUS.UNDER_CONSIDERATION:
      return CONSIDERATION_STAGE.UNDER_CONSIDERATION;
    case NEGOTIATION_STATUS.INTRODUCTION_DECIDED:
      return CONSIDERATION_STAGE.DECIDED;
    default:
      return undefined;
  }
}

/** The furthest stage a service reached. */
export function considerationStageOf(input: {
  readonly downloaded: boolean;
  readonly negotiationStatuses: readonly number[];
}): ConsiderationStage {
  let stage: ConsiderationStage = input.downloaded
    ? CONSIDERATION_STAGE.MATERIAL_DOWNLOADED
    : CONSIDERATION_STAGE.ADDED;
  for (const status of input.negotiationStatuses) {
    const s = stageOfNegotiation(status);
    if (s !== undefined && s > stage) stage = s;
  }
  return stage;
}

/** A member's own note on a service of the list (/review and their 稟議 sheet); 500 fits one PDF row of 5 candidates. */
export const CONSIDERATION_NOTE_MAX_LENGTH = 500;
