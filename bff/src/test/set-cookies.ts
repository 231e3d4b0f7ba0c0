// The Set-Cookie headers of a supertest response: supertest types `headers` loosely, so the value is
// narrowed here once instead of cast in every test.

/** Every Set-Cookie line of a response (none → []). Throws on a shape no HTTP answer has. */
export function setCookies(res: { readonly headers: Record<string, unknown> }): string[] {
  const value = res.headers["set-cookie"];
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((line): line is string => typeof line === "string")) return value;
  throw new Error(`unexpected Set-Cookie header: ${JSON.stringify(value)}`);
}
