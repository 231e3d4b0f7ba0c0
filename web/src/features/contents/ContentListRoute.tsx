import { intParam } from "@iryo/domain/row-id";
import { useSearchParams } from "react-router";
import { useContentListRouteQuery } from "../../graphql/generated";
import { ContentCard } from "../../shared/cards/ContentCard";
import { MediaResults, TagFilter, useListHref } from "../../shared/cards/MediaList";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
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

  const hrefWith = useListHref("/contents/list");

  return (
    <section className="page">
      <PageMeta title="記事一覧" description="医療ITの導入事例やお役立ち情報をお届けする記事の一覧です。" />
      <Breadcrumbs items={[{ label: "記事" }]} />
      <header className="page__header">
        <h1>記事一覧</h1>
        <p className="page__lead">導入事例や選び方のポイントなど、医療ITのお役立ち情報をお届けします。</p>
      </header>
      <TagFilter
        tags={data?.contentTags ?? []}
        current={tag}
        hrefWith={hrefWith}
        className="content-tags"
        allLink={true}
      />
      <MediaResults
        noun="記事"
        loading={loading}
        failed={Boolean(error)}
        page={data?.contents}
        gridClassName="content-grid"
        hrefWith={hrefWith}
        renderItem={(c) => <ContentCard content={c} />}
      />
    </section>
  );
}
