import { intParam } from "@iryo/domain/row-id";
import { seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";
import { Link, useSearchParams } from "react-router";
import cardsStyles from "../../shared/cards/cards.module.css";
import { MediaListPage, mediaListVariables, useListHref } from "../../shared/cards/MediaList";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { useSeminarListRouteQuery } from "./SeminarListRoute.generated";

export default function SeminarListRoute() {
  const [search] = useSearchParams();
  const status = intParam(search.get("status"));
  const {
    data: result,
    dataState,
    loading,
    error,
  } = useSeminarListRouteQuery({ variables: { status: status ?? null, ...mediaListVariables(search) } });
  const data = dataState === "complete" ? result : undefined;

  const hrefWith = useListHref("/seminars/list");

  return (
    <MediaListPage
      title="セミナー一覧"
      description="医療ITに関するセミナー・ウェビナーの開催情報です。"
      lead="医療機関の皆さまに役立つセミナー・ウェビナーをご案内しています。"
      breadcrumb="セミナー"
      filters={
        <nav className={cardsStyles.mediaFilter} aria-label="受付状況で絞り込む">
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
      }
      tags={data?.seminarTags ?? []}
      allTagsLink={false}
      noun="セミナー"
      loading={loading}
      failed={Boolean(error)}
      page={data?.seminars}
      gridClassName={cardsStyles.seminarGrid}
      hrefWith={hrefWith}
      renderItem={(s, i) => <SeminarCard seminar={s} eager={i === 0} />}
    />
  );
}
