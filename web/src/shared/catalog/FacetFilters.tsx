import { useId } from "react";
import { useSearchParams } from "react-router";
import type { FacetFilters_FacetFragment } from "./FacetFilters.generated";
import styles from "./facet-filters.module.css";

/**
 * The attribute facets of a service list (ADR 154): each a checkbox with the count of services the list
 * would have with it too. The selection lives in the URL (`?facet=…`), so the server renders the same
 * list and a link shares it; changing it goes back to page 1.
 */
export function FacetFilters({ facets }: { readonly facets: readonly FacetFilters_FacetFragment[] }) {
  const [search, setSearch] = useSearchParams();
  const headingId = useId();
  const toggle = (key: string, on: boolean) => {
    const next = new URLSearchParams(search);
    const keys = next.getAll("facet").filter((k) => k !== key);
    next.delete("facet");
    for (const k of on ? [...keys, key] : keys) next.append("facet", k);
    next.delete("page_number");
    setSearch(next);
  };
  // The URL is the selection: a box follows it at once, the counts follow when the new list arrives.
  const chosen = new Set(search.getAll("facet"));
  const anySelected = chosen.size > 0;
  return (
    <fieldset className={styles.facets} aria-describedby={headingId}>
      <legend>セキュリティ・制度対応で絞り込む</legend>
      <p id={headingId} className="visually-hidden">
        括弧内は、選ぶと表示されるサービスの件数です。
      </p>
      <ul className={styles.facetList}>
        {facets.map((f) => (
          <li key={f.key}>
            <label className={chosen.has(f.key) ? `${styles.facet} ${styles.facetSelected}` : styles.facet}>
              <input
                type="checkbox"
                name="facet"
                value={f.key}
                checked={chosen.has(f.key)}
                disabled={!chosen.has(f.key) && f.count === 0}
                onChange={(e) => toggle(f.key, e.target.checked)}
              />
              <span>{f.label}</span>
              <span className={styles.facetCount}>（{f.count}件）</span>
            </label>
          </li>
        ))}
      </ul>
      {anySelected ? (
        <button
          type="button"
          className={`button ${styles.facetClear}`}
          onClick={() => {
            const next = new URLSearchParams(search);
            next.delete("facet");
            next.delete("page_number");
            setSearch(next);
          }}
        >
          絞り込みを解除
        </button>
      ) : null}
    </fieldset>
  );
}
