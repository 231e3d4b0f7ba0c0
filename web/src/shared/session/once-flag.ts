/**
 * A flag of the page load that is set once and never cleared (the first page live, the start-up
 * refresh over), with the listeners told when it is set.
 */
export function onceFlag() {
  let set = false;
  const listeners = new Set<() => void>();
  return {
    isSet: (): boolean => set,
    set(): void {
      if (set) return;
      set = true;
      for (const listener of listeners) listener();
      listeners.clear();
    },
    /** Calls `listener` when the flag is set; answers the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
