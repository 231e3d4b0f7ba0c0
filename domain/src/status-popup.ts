// The status-confirmation popup of product §4.1: which negotiations it asks about, and whether it shows.

import { STATUS_POPUP_CONFIRM_LIMIT_DAYS, STATUS_POPUP_CONSIDERING_DAYS } from "./constants.js";
import { NEGOTIATION_STATUS } from "./negotiation-status.js";
import { daysBetween, tokyoDateKey, toTokyoDateKey } from "./tokyo-date.js";

/** The fields of a negotiation list item the rule reads. */
export interface StatusPopupCandidate {
  readonly negotiation_status: number;
  readonly negotiation_time: string;
  readonly considering_start_date?: string | null;
}

export interface StatusPopupOptions {
  readonly now: Date;
  /** The membership's status_popup_closed_date: the day the member last closed the popup. */
  readonly closedDate?: string | null;
  /** Days under consideration before the popup asks; default STATUS_POPUP_CONSIDERING_DAYS. */
  readonly consideringDays?: number;
  /** Days under consideration after which the popup stops asking; default STATUS_POPUP_CONFIRM_LIMIT_DAYS. */
  readonly limitDays?: number;
}

/**
 * The negotiations to ask about, by negotiation_time ascending: under consideration (3) since at
 * least `consideringDays` and at most `limitDays` Tokyo calendar days. Empty when the popup was
 * already closed today.
 */
export function statusPopupItems<T extends StatusPopupCandidate>(
  negotiations: readonly T[],
  options: StatusPopupOptions,
): T[] {
  const {
    now,
    closedDate,
    consideringDays = STATUS_POPUP_CONSIDERING_DAYS,
    limitDays = STATUS_POPUP_CONFIRM_LIMIT_DAYS,
  } = options;
  const today = tokyoDateKey(now);
  if (closedDate && toTokyoDateKey(closedDate) === today) return [];
  return negotiations
    .filter((n) => {
      if (n.negotiation_status !== NEGOTIATION_STATUS.UNDER_CONSIDERATION || !n.considering_start_date) return false;
      const days = daysBetween(toTokyoDateKey(n.considering_start_date), today);
      return days >= consideringDays && days <= limitDays;
    })
    .sort((a, b) => Date.parse(a.negotiation_time) - Date.parse(b.negotiation_time));
}

export function shouldShowStatusPopup(
  negotiations: readonly StatusPopupCandidate[],
  options: StatusPopupOptions,
): boolean {
  return statusPopupItems(negotiations, options).length > 0;
}

/** What closing the popup records as status_popup_closed_date: today in Tokyo, "YYYY-MM-DD". */
export function statusPopupClosedDate(now: Date): string {
  return tokyoDateKey(now);
}
