import { NavLink } from "react-router";
import styles from "./provider-insights.module.css";

const LINKS = [
  { to: "/provider", label: "組織情報", end: true },
  { to: "/provider/negotiations", label: "商談受付一覧", end: false },
  { to: "/provider/leads", label: "リード", end: false },
  { to: "/provider/analytics", label: "アクセス解析", end: false },
  { to: "/provider/reviews", label: "レビューへの返信", end: false },
] as const;

/** The provider console's sections. */
export function ProviderConsoleNav() {
  return (
    <nav className={styles.consoleNav} aria-label="事業者コンソール">
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
