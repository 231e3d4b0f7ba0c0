import styles from "./ads.module.css";

/** The coloured reception-status label (product §4.2); status 1 (before publication) has none. */
export function ReceptionStatusLabel({ label, color }: { readonly label: string; readonly color: string | null }) {
  if (!color) return null;
  return (
    <span className={`${styles.mediaLabel} ${styles[`media-label--${color}`] ?? ""}`} data-testid="reception-status">
      {label}
    </span>
  );
}
