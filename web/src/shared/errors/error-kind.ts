import { CombinedGraphQLErrors } from "@apollo/client";

/**
 * The BFF's `extensions.code` of an Apollo error (FORBIDDEN, NOT_FOUND, UNAUTHENTICATED…): "NETWORK" when
 * no GraphQL answer came. Apart from graphql-error.ts so that deciding where to go does not need the
 * message catalogue, which the entry loads only once an error is shown (ADR 188).
 */
export function errorKindOf(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return "NETWORK";
  const code: unknown = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? code : "INTERNAL_SERVER_ERROR";
}

/**
 * Whether an operator's call was refused for want of a (fresh) second factor: SECOND_FACTOR_REQUIRED_CODE,
 * written out here so that the entry does not load the catalogue for it (a test ties the two).
 */
export function needsSecondFactor(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.errorCode === "0203001");
}
