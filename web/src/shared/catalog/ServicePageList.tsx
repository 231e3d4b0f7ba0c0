import type { ComponentProps } from "react";
import { useSearchParams } from "react-router";
import { CompareToggle } from "../compare/CompareToggle";
import { Pagination } from "../ui/Pagination";
import { SortSelect } from "../ui/SortSelect";
import { serviceSortOfUrl } from "../ui/sort-params";
import styles from "../ui/sort-select.module.css";
import { ServiceCard } from "./ServiceCard";

type Service = ComponentProps<typeof ServiceCard>["service"];

/**
 * One page of services at `path` (the category page, the search tabs): the count with the sort, the
 * cards with their compare toggles, and the pages, which keep the rest of the query.
 */
export function ServicePageList({
  page,
  path,
  loading,
  listClassName,
}: {
  readonly page: {
    readonly items: readonly Service[];
    readonly totalCount: number;
    readonly pageNumber: number;
    readonly pageSize: number;
    readonly pageCount: number;
  };
  readonly path: string;
  readonly loading: boolean;
  readonly listClassName: string | undefined;
}) {
  const [search] = useSearchParams();
  const hrefOf = (p: number) => {
    const next = new URLSearchParams(search);
    next.set("page_number", String(p));
    return `${path}?${next.toString()}`;
  };
  const first = (page.pageNumber - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  return (
    <>
      <div className={styles.resultsBar}>
        <p className="result-count" aria-live="polite">
          全{page.totalCount}件中 {first}〜{last}件を表示
        </p>
        <SortSelect value={serviceSortOfUrl(search.get("sort")).value} />
      </div>
      <ul className={listClassName} aria-label="サービス一覧" aria-busy={loading}>
        {page.items.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} actions={<CompareToggle id={service.id} name={service.name} />} />
          </li>
        ))}
      </ul>
      <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} hrefOf={hrefOf} />
    </>
  );
}
