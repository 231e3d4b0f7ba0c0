// A row id as it travels in a path or a query string, and the int4 bound of the columns it names.

/** The largest value of a PostgreSQL `integer` column (the ids and counts of the schema). */
export const INT32_MAX = 2_147_483_647;

/** 1–10 digits without a leading zero; `isRowId` adds the int4 bound. */
export const ROW_ID_PATTERN: RegExp = /^[1-9][0-9]{0,9}$/;

/** Whether a path or query value can name a row: a positive integer that fits an int4 column. */
export function isRowId(value: string): boolean {
  return ROW_ID_PATTERN.test(value) && Number(value) <= INT32_MAX;
}

/**
 * A whole number read from a query string parameter, passed on for the server to validate;
 * undefined when the parameter is absent or not a number at all.
 */
export function intParam(value: string | null | undefined): number | undefined {
  return value !== null && value !== undefined && /^-?\d{1,10}$/.test(value) ? Number(value) : undefined;
}
