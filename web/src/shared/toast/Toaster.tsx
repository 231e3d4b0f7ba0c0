import { dismissToast, useToasts } from "./toast-store";

/** The toast region: polite for success, assertive for errors. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster no-print" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
          <span className="toast__icon" aria-hidden="true">
            {toast.kind === "error" ? "!" : "✓"}
          </span>
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)} aria-label="閉じる">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
