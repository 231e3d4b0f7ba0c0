import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./modal.module.css";

/**
 * A modal dialog on the native <dialog> (focus is trapped and Escape closes it in the browser).
 * `open` drives it; `onClose` is called for Escape and the close button.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  closeDisabled = false,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
  /** While the dialog's action is on its way, its close button waits too. */
  readonly closeDisabled?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.modal} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.modalBody}>
        <h2 id={titleId} className={styles.modalTitle}>
          {title}
        </h2>
        <div className={styles.modalContent}>{children}</div>
        <div className={styles.modalActions}>
          {actions}
          <button type="button" className="button" onClick={onClose} disabled={closeDisabled}>
            閉じる
          </button>
        </div>
      </div>
    </dialog>
  );
}
