import { COMPARE_MAX } from "@iryo/domain/constants";
import { Link } from "react-router";
import styles from "./compare.module.css";
import { clearCompare, useCompareList } from "./compare-store";

/** The bar at the bottom of search and detail pages: how many services are chosen, and the way to /compare. */
export function CompareBar() {
  const list = useCompareList();
  if (list.length === 0) return null;
  return (
    <section className={`${styles.compareBar} no-print`} aria-label="比較リスト">
      <p className={styles.compareBarCount} aria-live="polite">
        比較リスト <strong>{list.length}</strong>/{COMPARE_MAX}件
      </p>
      <ul className={styles.compareBarNames}>
        {list.map((e) => (
          <li key={e.id}>{e.name}</li>
        ))}
      </ul>
      <div className={styles.compareBarActions}>
        <button type="button" className="button" onClick={clearCompare}>
          すべて外す
        </button>
        <Link to="/compare" className="button button--primary">
          比較する
        </Link>
      </div>
    </section>
  );
}
