import styles from "./materials.module.css";

interface SharedDetail {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/**
 * The member's details exactly as a provider will receive them (SHARED_MEMBER_FIELDS, ADR 062 / 173):
 * the consent preview of a material download and of a seminar enrolment.
 */
export function SharedDetailsList({
  details,
  label,
}: {
  readonly details: readonly SharedDetail[];
  /** The list's accessible name, e.g. 「提供会社に提供される情報」. */
  readonly label: string;
}) {
  return (
    <dl className={styles.materialConsentDetails} aria-label={label}>
      {details.map((d) => (
        <div key={d.key} className={styles.materialConsentRow}>
          <dt>{d.label}</dt>
          <dd>{d.value || "（未登録）"}</dd>
        </div>
      ))}
    </dl>
  );
}
