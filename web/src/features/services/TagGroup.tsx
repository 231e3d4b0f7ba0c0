import { Link } from "react-router";
import styles from "./services.module.css";

/** A heading and the tags under it, each a link (e.g. to the services of an issue). */
export function TagGroup({
  label,
  items,
  to,
}: {
  readonly label: string;
  readonly items: readonly { readonly id: string; readonly name: string }[];
  readonly to: (id: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <div className={styles.tagGroup}>
      <h3>{label}</h3>
      <ul className={styles.tagList}>
        {items.map((i) => (
          <li key={i.id}>
            <Link to={to(i.id)} className={styles.tag}>
              {i.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
