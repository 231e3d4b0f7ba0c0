/**
 * The membership form arrives with the domain's field names (hospital_location, corporate_type,
 * email_magazine_flag); the names of the GET answer (hospital_prefecture, corporate_types,
 * email_magazine) are accepted too. Field errors use the name the client sent.
 */
const ALIASES = {
  hospital_prefecture: "hospital_location",
  corporate_types: "corporate_type",
  email_magazine: "email_magazine_flag",
} as const;

export function membershipFormInput(body: unknown): { input: Record<string, unknown>; renamed: Map<string, string> } {
  const input: Record<string, unknown> = body && typeof body === "object" ? { ...(body as object) } : {};
  const renamed = new Map<string, string>();
  for (const [alias, name] of Object.entries(ALIASES)) {
    if (Object.hasOwn(input, alias) && !Object.hasOwn(input, name)) {
      input[name] = input[alias];
      delete input[alias];
      renamed.set(name, alias);
    }
  }
  return { input, renamed };
}
