import { intParam } from "@iryo/domain/row-id";
import { Link, useSearchParams } from "react-router";
import { useContentListRouteQuery } from "../../graphql/generated";
import { ContentCard } from "../../shared/cards/ContentCard";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { Pagination } from "../../shared/ui/Pagination";
import { Spinner } from "../../shared/ui/Spinner";
import "../../shared/cards/contents.css";

export default function ContentListRoute() {
  const [search] = useSearchParams();
  const tag = search.get("tag") || undefined;
  const {
    data: result,
    dataState,
    loading,
    error,
  } = useContentListRouteQuery({
    variables: {
      tag: tag ?? null,
      pageSize: intParam(search.get("page_size")) ?? null,
      pageNumber: intParam(search.get("page_number")) ?? null,
    },
  });
  const data = dataState === "complete" ? result : undefined;

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return `/contents/list${query ? `?${query}` : ""}`;
  };

  return (
    <section className="page">
      <PageMeta title="記事一覧" description="医療ITの導入事例やお役立ち情報をお届けする記事の一覧です。" />
      <Breadcrumbs items={[{ label: "記事" }]} />
      <header className="page__header">
        <h1>記事一覧</h1>
        <p className="page__lead">導入事例や選び方のポイントなど、医療ITのお役立ち情報をお届けします。</p>
      </header>
      {data?.contentTags.length ? (
        <nav className="content-tags" aria-label="タグで絞り込む">
          <Link to={hrefWith({ tag: undefined, page_number: undefined })} aria-current={tag ? undefined : "page"}>
            すべて
          </Link>
          {data.contentTags.map((t) => (
            <Link
              key={t.name}
              to={hrefWith({ tag: t.name, page_number: undefined })}
              aria-current={tag === t.name ? "page" : undefined}
            >
              #{t.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {loading && !data ? (
        <Spinner label="記事を読み込んでいます" />
      ) : error || !data ? (
        <p className="notice notice--error">記事を表示できませんでした。時間をおいて再度お試しください。</p>
      ) : data.contents.totalCount === 0 ? (
        <p className="empty">条件に合う記事はありません。</p>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            全{data.contents.totalCount}件
          </p>
          <ul className="content-grid" aria-busy={loading}>
            {data.contents.items.map((c) => (
              <li key={c.id}>
                <ContentCard content={c} />
              </li>
            ))}
          </ul>
          <Pagination
            pageNumber={data.contents.pageNumber}
            pageCount={data.contents.pageCount}
            hrefOf={(p) => hrefWith({ page_number: String(p) })}
          />
        </>
      )}
    </section>
  );
}
