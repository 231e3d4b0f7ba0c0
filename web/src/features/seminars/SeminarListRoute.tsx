import { intParam } from "@iryo/domain/row-id";
import { seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";
import { Link, useSearchParams } from "react-router";
import { useSeminarListRouteQuery } from "../../graphql/generated";
import { MediaResults, TagFilter, useListHref } from "../../shared/cards/MediaList";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
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

  const hrefWith = useListHref("/seminars/list");

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
      <TagFilter
        tags={data?.seminarTags ?? []}
        current={tag}
        hrefWith={hrefWith}
        className="media-tags"
        allLink={false}
      />
      <MediaResults
        noun="セミナー"
        loading={loading}
        failed={Boolean(error)}
        page={data?.seminars}
        gridClassName="seminar-grid"
        hrefWith={hrefWith}
        renderItem={(s) => <SeminarCard seminar={s} />}
      />
    </section>
  );
}
