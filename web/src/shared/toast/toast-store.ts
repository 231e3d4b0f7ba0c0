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
/** The auto-hide timer of each toast on screen. */
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function hideLater(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_AUTO_HIDE_MS),
  );
}

/**
 * Shows a toast; it hides itself after TOAST_AUTO_HIDE_MS. Toasts never stack up (issue 26): the same
 * message shown again while on screen stays one toast and its timer starts over; a new message replaces
 * the one of the same kind; a success clears the errors of the attempts before it.
 */
export function showToast(kind: ToastKind, message: string): void {
  const shown = toasts.find((t) => t.kind === kind && t.message === message);
  if (shown) {
    hideLater(shown.id);
    return;
  }
  for (const old of toasts) {
    if (old.kind === kind || kind === "success") dismissToast(old.id);
  }
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  hideLater(id);
}

const NO_TOASTS: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // A server render shows no toast.
    () => NO_TOASTS,
  );
}

/** Whether a toast of `kind` with `message` is on screen. */
export function isToastShown(kind: ToastKind, message: string): boolean {
  return toasts.some((t) => t.kind === kind && t.message === message);
}

/** Hides the toast with `message`, if one is on screen (an error the user has since put right). */
export function dismissToastWith(message: string): void {
  for (const toast of toasts) {
    if (toast.message === message) dismissToast(toast.id);
  }
}

/** Hides every toast (for a fresh screen, and between component tests). */
export function clearToasts(): void {
  for (const toast of toasts) dismissToast(toast.id);
}
