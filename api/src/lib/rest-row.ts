/** A database row as the REST value it is sent as: each Date becomes its ISO 8601 string. */
export type RestRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : Extract<T[K], Date> extends never ? T[K] : Exclude<T[K], Date> | string;
};

/**
 * The REST value of a row whose columns are selected under their REST names (`c.id as content_id`):
 * the same fields in the same order, the timestamps as ISO 8601 strings. No per-feature mapper is needed.
 */
export function restRow<T extends object>(row: T): RestRow<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as RestRow<T>;
}
