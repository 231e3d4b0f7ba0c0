// What the member's own lists (bookmarks, posted ratings) share: their page parameters, the page
// around the list, and the states before the list itself — loading, failed, nothing yet, and a page
// past the end.

import type { OperationVariables } from "@apollo/client";
import type { useQuery } from "@apollo/client/react";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@iryo/domain/constants";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { PageMeta } from "../layout/PageMeta";
import { ShowFailed } from "./LoadFailed";
import styles from "./member-list.module.css";
import { Pagination } from "./Pagination";
import { Spinner } from "./Spinner";

/** `page_number` (from 1) and `page_size` (one of PAGE_SIZES) of the URL; anything else the default. */
function memberPageParams(search: URLSearchParams): { pageNumber: number; pageSize: number } {
  const rawPage = Number(search.get("page_number"));
  const rawSize = Number(search.get("page_size"));
  return {
    pageNumber: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1,
    pageSize: PAGE_SIZES.find((size) => size === rawSize) ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * A member's list query for the URL's page: asked again on every visit (`cache-and-network`), the
 * previous page shown while the next loads. Answers that data (undefined before any) and the result.
 */
export function useMemberPageQuery<Data, Variables extends OperationVariables>(
  useListQuery: (options: {
    variables: { pageSize: number; pageNumber: number };
    fetchPolicy: "cache-and-network";
  }) => useQuery.Result<Data, Variables>,
) {
  const [search] = useSearchParams();
  const { pageNumber, pageSize } = memberPageParams(search);
  const result = useListQuery({ variables: { pageSize, pageNumber }, fetchPolicy: "cache-and-network" });
  return { data: result.dataState === "complete" ? result.data : result.previousData, pageSize, result };
}

type MemberPage = {
  readonly totalCount: number;
  readonly items: readonly unknown[];
  readonly pageNumber: number;
  readonly pageCount: number;
};

/**
 * A member's list page at `path`: its title (also the last breadcrumb after ホーム and マイページ unless
 * `crumb` names it), the lead, then the list (`children`) with its pages, or the state in its place.
 * `list` is the page query (`useMemberPageQuery`), `page` the list in its answer.
 */
export function MemberListPage<Page extends MemberPage>({
  title,
  crumb = title,
  lead,
  path,
  list: {
    result: { loading, error },
  },
  children,
  ...state
}: Omit<Parameters<typeof MemberListState<Page>>[0], "firstPageHref" | "loading" | "failed"> & {
  readonly title: string;
  readonly crumb?: string;
  readonly lead: ReactNode;
  readonly path: string;
  readonly list: {
    readonly result: { readonly loading: boolean; readonly error?: unknown };
  };
}) {
  return (
    <>
      <PageMeta title={title} />
      <Breadcrumbs items={[{ label: "マイページ" }, { label: crumb }]} />
      <header className="page__header">
        <h1>{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      <MemberListState firstPageHref={path} loading={loading} failed={Boolean(error)} {...state}>
        {(page) => (
          <>
            {children(page)}
            <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} />
          </>
        )}
      </MemberListState>
    </>
  );
}

/** The list (`children`) once a page with items is there; before that, the state in its place. */
function MemberListState<Page extends { readonly totalCount: number; readonly items: readonly unknown[] }>({
  noun,
  loading,
  failed,
  page,
  emptyText,
  firstPageHref,
  children,
}: {
  /** What is listed, as the notices name it: ブックマーク, 評価・レビュー. */
  readonly noun: string;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly page: Page | undefined;
  /** What to say while the member has none yet (a link to the service search follows). */
  readonly emptyText: string;
  readonly firstPageHref: string;
  readonly children: (page: Page) => ReactNode;
}) {
  if (loading && !page) return <Spinner label={`${noun}を読み込んでいます`} />;
  if (failed && !page) {
    return <ShowFailed what={noun} />;
  }
  if (!page || page.totalCount === 0) {
    return (
      <div className={styles.myPageEmpty}>
        <p>{emptyText}</p>
        <Link to="/services/search?tab=1" className="button button--primary">
          サービスを探す
        </Link>
      </div>
    );
  }
  if (page.items.length === 0) {
    return (
      <div className={styles.myPageEmpty}>
        <p>このページには{noun}がありません。</p>
        <Link to={firstPageHref} className="button">
          最初のページへ
        </Link>
      </div>
    );
  }
  return children(page);
}
