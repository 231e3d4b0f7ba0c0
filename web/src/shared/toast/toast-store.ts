import { TOAST_AUTO_HIDE_MS } from "@iryo/domain/constants";
import { useSyncExternalStore } from "react";

export type ToastKind = "success" | "error";
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a toast; it hides itself after TOAST_AUTO_HIDE_MS. The same message is not stacked twice. */
export function showToast(kind: ToastKind, message: string): void {
  if (toasts.some((t) => t.kind === kind && t.message === message)) return;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_AUTO_HIDE_MS);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
