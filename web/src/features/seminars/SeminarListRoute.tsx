import { intParam } from "@iryo/domain/row-id";
import { seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";
import { Link, useSearchParams } from "react-router";
import { useSeminarListRouteQuery } from "../../graphql/generated";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { Pagination } from "../../shared/ui/Pagination";
import { Spinner } from "../../shared/ui/Spinner";
import "../../shared/cards/seminars.css";

export default function SeminarListRoute() {
  const [search] = useSearchParams();
  const status = intParam(search.get("status"));
  const tag = search.get("tag") || undefined;
  const {
    data: result,
    dataState,
    loading,
    error,
  } = useSeminarListRouteQuery({
    variables: {
      status: status ?? null,
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
    return `/seminars/list${query ? `?${query}` : ""}`;
  };

  return (
    <section className="page">
      <PageMeta title="セミナー一覧" description="医療ITに関するセミナー・ウェビナーの開催情報です。" />
      <Breadcrumbs items={[{ label: "セミナー" }]} />
      <header className="page__header">
        <h1>セミナー一覧</h1>
        <p className="page__lead">医療機関の皆さまに役立つセミナー・ウェビナーをご案内しています。</p>
      </header>
      <nav className="media-filter" aria-label="受付状況で絞り込む">
        <Link to={hrefWith({ status: undefined, page_number: undefined })} aria-current={status ? undefined : "page"}>
          すべて
        </Link>
        {seminarReceptionStatus.members.map((m) => (
          <Link
            key={m.code}
            to={hrefWith({ status: String(m.code), page_number: undefined })}
            aria-current={status === m.code ? "page" : undefined}
          >
            {m.label}
          </Link>
        ))}
      </nav>
      {data?.seminarTags.length ? (
        <nav className="media-tags" aria-label="タグで絞り込む">
          {data.seminarTags.map((t) => (
            <Link
              key={t.name}
              to={hrefWith({ tag: tag === t.name ? undefined : t.name, page_number: undefined })}
              aria-current={tag === t.name ? "page" : undefined}
            >
              #{t.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {loading && !data ? (
        <Spinner label="セミナーを読み込んでいます" />
      ) : error || !data ? (
        <p className="notice notice--error">セミナーを表示できませんでした。時間をおいて再度お試しください。</p>
      ) : data.seminars.totalCount === 0 ? (
        <p className="empty">条件に合うセミナーはありません。</p>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            全{data.seminars.totalCount}件
          </p>
          <ul className="seminar-grid" aria-busy={loading}>
            {data.seminars.items.map((s) => (
              <li key={s.id}>
                <SeminarCard seminar={s} />
              </li>
            ))}
          </ul>
          <Pagination
            pageNumber={data.seminars.pageNumber}
            pageCount={data.seminars.pageCount}
            hrefOf={(p) => hrefWith({ page_number: String(p) })}
          />
        </>
      )}
    </section>
  );
}
