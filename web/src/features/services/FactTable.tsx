import type { ReactNode } from "react";
import styles from "./services.module.css";

/** Label and value rows of a `<dl>`, e.g. prices or the provider's business information. */
export function FactTable({ facts }: { readonly facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.factTable}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.factTableRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
