import styles from "./ads.module.css";

/**
 * The reception-status label (product §4.2). Status 1 (before publication) has no colour of its own,
 * so it is drawn as an outlined label: every status in a list is named.
 */
export function ReceptionStatusLabel({ label, color }: { readonly label: string; readonly color: string | null }) {
  const modifier = color ? styles[`media-label--${color}`] : styles.mediaLabelOutline;
  return (
    <span className={`${styles.mediaLabel} ${modifier ?? ""}`} data-testid="reception-status">
      {label}
    </span>
  );
}
