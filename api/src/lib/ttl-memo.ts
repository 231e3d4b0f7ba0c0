/**
 * One value computed at most once per `ttlMs` (per process): callers within the time share the value,
 * concurrent callers of an expired value share one computation (single flight), and a failed
 * computation is not kept (the next caller tries again).
 */
export function ttlMemo<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let current: { value: Promise<T>; until: number } | undefined;
  return () => {
    const at = now();
    if (current && at < current.until) return current.value;
    const value = load();
    const entry = { value, until: at + ttlMs };
    current = entry;
    value.catch(() => {
      if (current === entry) current = undefined;
    });
    return value;
  };
}
