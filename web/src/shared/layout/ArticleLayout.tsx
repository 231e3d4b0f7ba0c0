import { type ReactNode, useEffect, useRef, useState } from "react";
import styles from "./article-layout.module.css";

interface TocEntry {
  readonly id: string;
  readonly text: string;
}

/**
 * Gives every h2 of `body` an id (kept when it has one) and answers them as table-of-contents entries;
 * headings of asides in the text (e.g. the members-only prompt) are not part of it.
 */
function tableOfContents(body: HTMLElement): TocEntry[] {
  return [...body.querySelectorAll("h2")].flatMap((heading, index) => {
    const text = (heading.textContent ?? "").trim();
    if (!text || heading.closest("aside")) return [];
    if (!heading.id) heading.id = `section-${index + 1}`;
    return [{ id: heading.id, text }];
  });
}

/**
 * A reading page that uses the width: the text in a readable column, and beside it (below it on
 * tablets and phones) a side column with the table of contents of the text's h2 headings and what the
 * page adds (`aside`: related services, other pages).
 */
export function ArticleLayout({ children, aside }: { readonly children: ReactNode; readonly aside?: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [toc, setToc] = useState<TocEntry[]>([]);
  // The text may arrive after the frame (a query, the members' part): re-read the headings whenever
  // the text's elements change.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const update = () => {
      const next = tableOfContents(body);
      setToc((current) =>
        current.length === next.length && current.every((e, i) => e.id === next[i]?.id && e.text === next[i]?.text)
          ? current
          : next,
      );
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.articleLayout}>
      <div className={styles.articleLayoutMain} ref={bodyRef}>
        {children}
      </div>
      <aside className={styles.articleLayoutSide} aria-label="このページの補足">
        {toc.length > 1 ? (
          <nav className={styles.articleToc} aria-labelledby="article-toc-title">
            <h2 id="article-toc-title" className={styles.articleSideTitle}>
              目次
            </h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {aside}
      </aside>
    </div>
  );
}
