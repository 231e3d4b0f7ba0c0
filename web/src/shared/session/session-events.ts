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
