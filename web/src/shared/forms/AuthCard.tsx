import type { ReactNode } from "react";
import styles from "./forms.module.css";

/** A centred card for the auth screens. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section className={`page ${styles.authPage}`}>
      <div className={styles.authCard}>
        <h1 className={styles.authCardTitle}>{title}</h1>
        {lead && <div className={styles.authCardLead}>{lead}</div>}
        {children}
      </div>
    </section>
  );
}
