import type { ReactNode } from "react";
import styles from "./forms.module.css";

/** The actions under a form: `children` (e.g. a back button) and then the primary submit button. */
export function FormActions({
  submit,
  busy,
  children,
}: {
  readonly submit: ReactNode;
  readonly busy?: boolean | undefined;
  readonly children?: ReactNode;
}) {
  return (
    <div className={styles.formActions}>
      {children}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
    </div>
  );
}
