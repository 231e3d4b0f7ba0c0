// The `tab` query values of the screens that have tabs (product §2).

import * as z from "zod/mini";
import { REQUEST_INVALID_CODE } from "./error-catalogue.js";

/** /services/search */
export const SERVICE_SEARCH_TAB = { CATEGORY: 0, ISSUE: 1, DEPARTMENT_OR_JOB: 2, SERVICE_LIST: 3 } as const;
/** /search (global search) */
export const GLOBAL_SEARCH_TAB = { SERVICE: 0, CATEGORY: 1, SEMINAR: 2, CONTENT: 3 } as const;
/** /negotiation/detail/{id} */
export const NEGOTIATION_DETAIL_TAB = { INFORMATION: 0, CHAT: 1, FILE: 2 } as const;
/** /user-setting */
export const USER_SETTING_TAB = { BASIC_INFORMATION: 0, PASSWORD: 1, EMAIL_ADDRESS: 2, WITHDRAWAL: 3 } as const;

export type ServiceSearchTab = (typeof SERVICE_SEARCH_TAB)[keyof typeof SERVICE_SEARCH_TAB];
export type GlobalSearchTab = (typeof GLOBAL_SEARCH_TAB)[keyof typeof GLOBAL_SEARCH_TAB];
export type NegotiationDetailTab = (typeof NEGOTIATION_DETAIL_TAB)[keyof typeof NEGOTIATION_DETAIL_TAB];

/**
 * A `tab` query parameter of one of the objects above: a digit string naming one of its values,
 * or `fallback` when it is absent. Anything else fails with 0109004.
 */
export function tabQuerySchema<T extends Readonly<Record<string, number>>>(tabs: T, fallback: T[keyof T]) {
  const values = Object.values(tabs);
  return z.pipe(
    z.optional(
      z
        .pipe(z.string().check(z.regex(/^[0-9]$/, REQUEST_INVALID_CODE)), z.transform(Number))
        .check(z.refine((n) => values.includes(n), REQUEST_INVALID_CODE)),
    ),
    z.transform((n) => (n ?? fallback) as T[keyof T]),
  );
}
