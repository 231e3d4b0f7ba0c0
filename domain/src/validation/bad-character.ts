// Characters no text of the service may hold (ADR 050): the api refuses them in a request, the BFF
// in a GraphQL document or its variables.

/** A NUL or a UTF-16 surrogate without its partner. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point.
export const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string, or any key or string inside an object or array (64 levels deep), holds one. */
export function holdsBadCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return BAD_CHARACTER.test(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  for (const [key, inner] of Object.entries(value)) {
    if (BAD_CHARACTER.test(key) || holdsBadCharacter(inner, depth + 1)) return true;
  }
  return false;
}
