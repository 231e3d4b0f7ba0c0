import { Link } from "react-router";
import styles from "./home.module.css";

/** A home section's heading, with a link to the full list when there is one. */
export function SectionHeader({
  id,
  title,
  more,
}: {
  readonly id: string;
  readonly title: string;
  readonly more?: { to: string; label: string };
}) {
  return (
    <div className={styles.homeSectionHeader}>
      <h2 id={id}>{title}</h2>
      {more ? (
        <Link to={more.to} className={styles.homeSectionMore}>
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}
