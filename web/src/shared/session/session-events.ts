import { CombinedGraphQLErrors } from "@apollo/client";

// A tiny bus: the Apollo error link reports a lost session (UNAUTHENTICATED); the session guard
// listens and re-reads `me`, so every page sees the member as signed out.

const listeners = new Set<() => void>();

export function onSessionLost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionLost(): void {
  for (const listener of listeners) listener();
}

// The same for an operator whose second factor ran out (ADR 214): the console re-reads its session and
// asks for a code again, instead of the page showing 403.
const secondFactorListeners = new Set<() => void>();

export function onSecondFactorRequired(listener: () => void): () => void {
  secondFactorListeners.add(listener);
  return () => secondFactorListeners.delete(listener);
}

export function notifySecondFactorRequired(): void {
  for (const listener of secondFactorListeners) listener();
}

/** Whether a GraphQL error carries the api's per-field messages (`extensions.fieldErrors`). */
export function hasFieldErrors(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  return Boolean(fieldErrors && typeof fieldErrors === "object" && Object.keys(fieldErrors).length > 0);
}
