// The parts the article list and the seminar list share: links that change the list's query, the tag
// filter, the results (loading, error, empty, count, grid and pages) and the page around them.

import { intParam } from "@iryo/domain/row-id";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { PageMeta } from "../layout/PageMeta";
import { ShowFailed } from "../ui/LoadFailed";
import { PagedList } from "../ui/PagedList";
import { Spinner } from "../ui/Spinner";
import styles from "./cards.module.css";

export type ListHref = (changes: Readonly<Record<string, string | undefined>>) => string;

/** `hrefWith({ tag: "x", page_number: undefined })`: the list at `path` with its query changed. */
export function useListHref(path: string): ListHref {
  const [search] = useSearchParams();
  return (changes) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return `${path}${query ? `?${query}` : ""}`;
  };
}

/** The query variables every media list reads from the address: `tag` and paging. */
export function mediaListVariables(search: URLSearchParams) {
  return {
    tag: search.get("tag") || null,
    pageSize: intParam(search.get("page_size")) ?? null,
    pageNumber: intParam(search.get("page_number")) ?? null,
  };
}

/** The tag links; `allLink` adds "すべて" first, else a second click on the current tag clears it. */
function TagFilter({
  tags,
  current,
  hrefWith,
  allLink,
}: {
  readonly tags: readonly { readonly name: string }[];
  readonly current: string | undefined;
  readonly hrefWith: ListHref;
  readonly allLink: boolean;
}) {
  if (tags.length === 0) return null;
  return (
    <nav className={styles.mediaTags} aria-label="タグで絞り込む">
      {allLink && (
        <Link to={hrefWith({ tag: undefined, page_number: undefined })} aria-current={current ? undefined : "page"}>
          すべて
        </Link>
      )}
      {tags.map((t) => (
        <Link
          key={t.name}
          to={hrefWith({ tag: !allLink && current === t.name ? undefined : t.name, page_number: undefined })}
          aria-current={current === t.name ? "page" : undefined}
        >
          #{t.name}
        </Link>
      ))}
    </nav>
  );
}

/** One page of a media list: a spinner first, an error or empty notice, else the count, grid and pages. */
function MediaResults<Item extends { readonly id: string }>({
  noun,
  loading,
  failed,
  page,
  gridClassName,
  renderItem,
}: {
  /** What is listed, as the notices name it: 記事, セミナー. */
  readonly noun: string;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly page:
    | {
        readonly items: readonly Item[];
        readonly totalCount: number;
        readonly pageNumber: number;
        readonly pageCount: number;
      }
    | undefined;
  readonly gridClassName: string | undefined;
  /** `index` is the item's place on the page (the first card's image is fetched first). */
  readonly renderItem: (item: Item, index: number) => ReactNode;
}) {
  if (loading && !page) return <Spinner label={`${noun}を読み込んでいます`} />;
  if (failed || !page) {
    return <ShowFailed what={noun} />;
  }
  if (page.totalCount === 0) return <p className="empty">条件に合う{noun}はありません。</p>;
  return (
    <>
      <p className="result-count" aria-live="polite">
        全{page.totalCount}件
      </p>
      <PagedList
        heading={`${noun}の一覧`}
        label={`${noun}一覧`}
        className={gridClassName}
        loading={loading}
        page={page}
        renderItem={renderItem}
      />
    </>
  );
}

/** The page of a media list: header, the extra `filters`, the tag links, then the results. */
export function MediaListPage<Item extends { readonly id: string }>({
  title,
  description,
  lead,
  breadcrumb,
  filters,
  tags,
  allTagsLink,
  hrefWith,
  ...results
}: Parameters<typeof MediaResults<Item>>[0] & {
  readonly title: string;
  readonly description: string;
  readonly lead: string;
  readonly breadcrumb: string;
  readonly filters?: ReactNode;
  readonly tags: readonly { readonly name: string }[];
  readonly allTagsLink: boolean;
  /** The list's links with its query changed (the tag links). */
  readonly hrefWith: ListHref;
}) {
  const [search] = useSearchParams();
  return (
    <section className="page">
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: breadcrumb }]} />
      <header className="page__header">
        <h1>{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      {filters}
      <TagFilter tags={tags} current={search.get("tag") || undefined} hrefWith={hrefWith} allLink={allTagsLink} />
      <MediaResults {...results} />
    </section>
  );
}

/** The tags of an article or seminar, each a link to its list filtered by the tag. */
export function DetailTags({ tags, listPath }: { readonly tags: readonly string[]; readonly listPath: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.mediaTags} aria-label="タグ">
      {tags.map((t) => (
        <li key={t}>
          <Link to={`${listPath}?tag=${encodeURIComponent(t)}`}>#{t}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The services an article or seminar links to, under its own heading. */
export function RelatedServices({
  services,
  headingId,
  heading,
}: {
  readonly services: readonly { readonly id: string; readonly name: string }[];
  readonly headingId: string;
  readonly heading: string;
}) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.relatedLinks}>
        {services.map((r) => (
          <li key={r.id}>
            <Link to={`/services/detail/${r.id}`}>{r.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
