import { type ReactNode, Suspense } from "react";
import { Pagination } from "./Pagination";
import styles from "./paged-list.module.css";

/**
 * One page of items as a named list under a hidden heading, then the page links. The heading keeps
 * the outline whole for screen readers: the cards' titles are h3 (axe heading-order).
 */
export function PagedList<Item extends { readonly id: string }>({
  heading,
  label,
  className,
  loading,
  page,
  renderItem,
}: {
  readonly heading: string;
  readonly label: string;
  readonly className: string | undefined;
  readonly loading: boolean;
  readonly page: { readonly items: readonly Item[]; readonly pageNumber: number; readonly pageCount: number };
  readonly renderItem: (item: Item, index: number) => ReactNode;
}) {
  return (
    <>
      <h2 className="visually-hidden">{heading}</h2>
      <ul className={className} aria-label={label} aria-busy={loading}>
        {page.items.map((item, index) => (
          <li key={item.id} className={styles.pagedListItem}>
            {/* Each item its own hydration unit: a server-rendered page of twenty cards hydrates and commits
                them one by one in the browser's idle slices instead of in one long task (ADR 095). */}
            <Suspense fallback={null}>{renderItem(item, index)}</Suspense>
          </li>
        ))}
      </ul>
      <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} />
    </>
  );
}
