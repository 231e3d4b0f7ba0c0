import { Link, useLocation } from "react-router";
import { pageHref } from "./page-href";

export interface PaginationProps {
  readonly pageNumber: number;
  readonly pageCount: number;
}

/** Page numbers around the current page, with the first and last always reachable. */
function pageWindow(current: number, count: number, radius = 2): (number | "gap")[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - radius; p <= current + radius; p += 1) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/** The page links of the list the address shows (each one the same address on another page). */
export function Pagination({ pageNumber, pageCount }: PaginationProps) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefOf = (page: number) => pageHref(location, page);
  return (
    <nav className="pagination" aria-label="ページ送り">
      {pageNumber > 1 ? (
        <Link to={hrefOf(pageNumber - 1)} rel="prev" className="pagination__step">
          前へ
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          前へ
        </span>
      )}
      <ol>
        {pageWindow(pageNumber, pageCount).map((p, i) =>
          p === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === pageNumber ? (
                <span aria-current="page">{p}</span>
              ) : (
                <Link to={hrefOf(p)} aria-label={`${p}ページ目`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {pageNumber < pageCount ? (
        <Link to={hrefOf(pageNumber + 1)} rel="next" className="pagination__step">
          次へ
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          次へ
        </span>
      )}
    </nav>
  );
}
