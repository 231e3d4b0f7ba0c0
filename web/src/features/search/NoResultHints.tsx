import { Link } from "react-router";
import { useNoResultHintsQuery } from "./NoResultHints.generated";
import styles from "./no-result-hints.module.css";

/**
 * Shown when a service search finds nothing (issue 25 item 3, ADR 159): もしかして — the keyword with its
 * unknown words replaced by the nearest known ones, as a search link — and the related categories.
 */
export function NoResultHints({ keyword }: { readonly keyword: string }) {
  const { data } = useNoResultHintsQuery({ variables: { keyword }, skip: keyword === "" });
  const hints = data?.searchHints;
  if (!hints || (hints.correctedKeyword === null && hints.relatedCategories.length === 0)) return null;
  return (
    <div className={styles.hints}>
      {hints.correctedKeyword !== null && (
        <p className={styles.didYouMean}>
          もしかして：
          <Link to={`/search?tab=0&keyword=${encodeURIComponent(hints.correctedKeyword)}`}>
            {hints.correctedKeyword}
          </Link>
        </p>
      )}
      {hints.relatedCategories.length > 0 && (
        <nav aria-label="関連するカテゴリ">
          <p className={styles.heading}>関連するカテゴリから探す</p>
          <ul className={styles.categories}>
            {hints.relatedCategories.map((c) => (
              <li key={c.id}>
                <Link to={`/category/${c.id}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
