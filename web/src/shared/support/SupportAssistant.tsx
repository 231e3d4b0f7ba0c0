import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Spinner } from "../ui/Spinner";
import styles from "./support-assistant.module.css";

// The panel and its answers are fetched on the first open only: most visitors never open it.
const SupportPanel = lazy(() => import("./SupportPanel"));

/**
 * The support assistant (product §2.5, ADR 141): a floating button opening a small panel that answers
 * from the FAQ, the guide and the review guidelines. Self-hosted, because hospital networks block
 * third-party chat scripts.
 */
export function SupportAssistant() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  return (
    <div className={`${styles.supportAssistant} no-print`}>
      {open ? (
        <Suspense
          fallback={
            <div className={styles.supportPanel}>
              <Spinner label="サポートを読み込んでいます" />
            </div>
          }
        >
          <SupportPanel id={panelId} onClose={close} onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className={styles.supportToggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true">?</span> サポート
      </button>
    </div>
  );
}
