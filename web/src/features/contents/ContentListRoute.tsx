import { useSearchParams } from "react-router";
import { ContentCard } from "../../shared/cards/ContentCard";
import cardsStyles from "../../shared/cards/cards.module.css";
import { MediaListPage, mediaListVariables, useListHref } from "../../shared/cards/MediaList";
import { useContentListRouteQuery } from "./ContentListRoute.generated";

export default function ContentListRoute() {
  const [search] = useSearchParams();
  const {
    data: result,
    dataState,
    loading,
    error,
  } = useContentListRouteQuery({ variables: mediaListVariables(search) });
  const data = dataState === "complete" ? result : undefined;
  const hrefWith = useListHref("/contents/list");

  return (
    <MediaListPage
      title="記事一覧"
      description="医療ITの導入事例やお役立ち情報をお届けする記事の一覧です。"
      lead="導入事例や選び方のポイントなど、医療ITのお役立ち情報をお届けします。"
      breadcrumb="記事"
      tags={data?.contentTags ?? []}
      allTagsLink={true}
      noun="記事"
      loading={loading}
      failed={Boolean(error)}
      page={data?.contents}
      gridClassName={cardsStyles.contentGrid}
      hrefWith={hrefWith}
      renderItem={(c, i) => <ContentCard content={c} eager={i === 0} />}
    />
  );
}
