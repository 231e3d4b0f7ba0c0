import type { ReactNode } from "react";
import styles from "./forms.module.css";

/**
 * The actions of a confirmation step: `back` (修正する unless named) returns to the input, the primary
 * `send` sends; both wait while `busy`.
 */
export function ConfirmActions({
  onBack,
  onSend,
  busy,
  send,
  back = "修正する",
}: {
  readonly onBack: () => void;
  readonly onSend: () => unknown;
  readonly busy: boolean;
  /** The send button's label; while `busy` it says 送信しています… instead. */
  readonly send: ReactNode;
  readonly back?: string;
}) {
  return (
    <div className={styles.formActions}>
      <button type="button" className="button" onClick={onBack} disabled={busy}>
        {back}
      </button>
      <button type="button" className="button button--primary" onClick={() => void onSend()} disabled={busy}>
        {busy ? "送信しています…" : send}
      </button>
    </div>
  );
}
