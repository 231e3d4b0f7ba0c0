import { canAddToCompare } from "@iryo/domain/compare-limit";
import { isRowId } from "@iryo/domain/row-id";
import { useSyncExternalStore } from "react";

/** One service chosen for comparison (the name is kept so the bar can show it without a query). */
export interface CompareEntry {
  readonly id: string;
  readonly name: string;
}

/** Kept in localStorage so the choice survives page changes and reloads (no secrets are stored). */
const COMPARE_STORAGE_KEY = "iryo.compare.services";

const listeners = new Set<() => void>();
let cache: { raw: string | null; entries: readonly CompareEntry[] } = { raw: null, entries: [] };

function read(): readonly CompareEntry[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return cache.entries;
  }
  if (raw === cache.raw) return cache.entries;
  let entries: CompareEntry[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      entries = parsed.filter(
        (e): e is CompareEntry =>
          typeof e === "object" &&
          e !== null &&
          typeof e.id === "string" &&
          isRowId(e.id) &&
          typeof e.name === "string",
      );
    }
  } catch {
    entries = [];
  }
  cache = { raw, entries };
  return entries;
}

function write(entries: readonly CompareEntry[]): void {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage may be unavailable (private mode); the list then lives only in memory.
    cache = { raw: JSON.stringify(entries), entries };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The services chosen for comparison, kept in sync across components and tabs. */
export function useCompareList(): readonly CompareEntry[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

/** Adds a service; "full" when 5 are already chosen (product §5), "exists" when it is already there. */
export function addToCompare(entry: CompareEntry): "added" | "exists" | "full" {
  const entries = read();
  if (entries.some((e) => e.id === entry.id)) return "exists";
  if (!canAddToCompare(entries.length)) return "full";
  write([...entries, entry]);
  return "added";
}

export function removeFromCompare(id: string): void {
  write(read().filter((e) => e.id !== id));
}

export function clearCompare(): void {
  write([]);
}
