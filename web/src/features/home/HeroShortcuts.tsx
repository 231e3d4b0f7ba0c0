import { memo } from "react";
import { Link } from "react-router";
import type { HomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";
import { TopicIcon } from "./topic-icons";

/** How many issue shortcuts the hero shows (the service search lists all). */
const ISSUES_SHOWN = 8;

/** The hero's ways in: a shortcut per category, and the first issues. */
export const HeroShortcuts = memo(function HeroShortcuts({
  initial,
}: {
  readonly initial: HomeRouteQuery["serviceSearchInitial"];
}) {
  return (
    <div className={styles.heroShortcutGroups}>
      <section className={styles.heroShortcuts} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.heroShortcutsTitle}>
          カテゴリから探す
        </h2>
        <ul className={styles.heroShortcutsList}>
          {initial.categories.map((category) => (
            <li key={category.id}>
              <Link to={`/category/${category.id}`} className={styles.shortcut}>
                <TopicIcon name={category.name} />
                <span className="shortcut__name">{category.name}</span>
                <span className={styles.shortcutCount}>{category.serviceCount}件</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.heroShortcuts} aria-labelledby="home-issues">
        <h2 id="home-issues" className={styles.heroShortcutsTitle}>
          課題から探す
        </h2>
        <ul className={styles.heroShortcutsList}>
          {initial.issues.slice(0, ISSUES_SHOWN).map((issue) => (
            <li key={issue.id}>
              <Link to={`/services/search?tab=1&issue_id=${issue.id}`} className={styles.shortcut}>
                <TopicIcon name={issue.name} />
                <span className="shortcut__name">{issue.name}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to="/services/search?tab=1" className={`${styles.shortcut} ${styles.shortcutMore}`}>
              すべての課題を見る
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
});
