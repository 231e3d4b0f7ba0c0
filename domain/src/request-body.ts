// Request-body hygiene (product §5): strings are trimmed and empty values are stripped before sending.

/** Removes "", null, undefined and empty arrays, recursively through plain objects and arrays. */
export function stripEmpty<T>(value: T): T {
  return strip(value) as T;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isEmpty = (value: unknown) =>
  value === "" || value === null || value === undefined || (Array.isArray(value) && value.length === 0);

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip).filter((item) => !isEmpty(item));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const cleaned = strip(item);
      if (!isEmpty(cleaned)) out[key] = cleaned;
    }
    return out;
  }
  return value;
}

/** Trims a string, full-width spaces included (what a text input does on blur). */
export function trim(text: string): string {
  return text.trim();
}

/** Trims every string, recursively through plain objects and arrays. */
export function trimDeep<T>(value: T): T {
  if (typeof value === "string") return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimDeep) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimDeep(item)])) as T;
  }
  return value;
}
