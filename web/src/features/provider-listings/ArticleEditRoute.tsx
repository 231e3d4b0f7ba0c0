import { useParams, useSearchParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { ArticleForm, type ArticleTarget } from "./ArticleForm";
import { articleFormOf, EMPTY_ARTICLE } from "./article-form";
import {
  type ProviderEditableArticleFragment,
  useArticleChangeRouteQuery,
  useArticleEditRouteQuery,
  useArticleNewRouteQuery,
} from "./ProviderArticles.generated";

/**
 * /provider/articles/new (with ?change=<id> once a new article's draft is saved) and
 * /provider/articles/:id/edit: the article editor of ADR 163.
 */
export default function ArticleEditRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const changeId = search.get("change");
  const target: ArticleTarget = id
    ? { kind: "article", articleId: id }
    : changeId
      ? { kind: "change", changeId }
      : { kind: "new" };
  const article = useArticleEditRouteQuery({
    variables: { articleId: id ?? "" },
    skip: target.kind !== "article",
    fetchPolicy: "network-only",
  });
  const change = useArticleChangeRouteQuery({
    variables: { changeId: changeId ?? "" },
    skip: target.kind !== "change",
    fetchPolicy: "network-only",
  });
  const fresh = useArticleNewRouteQuery({ skip: target.kind !== "new", fetchPolicy: "network-only" });
  const query = target.kind === "article" ? article : target.kind === "change" ? change : fresh;
  const editable: ProviderEditableArticleFragment | undefined =
    target.kind === "article"
      ? article.data?.providerArticle
      : target.kind === "change"
        ? change.data?.providerArticleChange
        : undefined;
  const services = target.kind === "new" ? fresh.data?.providerArticles.linkableServices : editable?.linkableServices;
  const title = target.kind === "article" ? "記事の編集" : "記事の作成";

  return (
    <section className="page">
      <PageMeta title={`事業者コンソール ${title}`} />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "記事", to: "/provider/articles" },
          { label: title },
        ]}
      />
      <header className="page__header">
        <h1>{title}</h1>
        <p className="page__lead">
          保存した内容は下書きです。審査を申請し、運営事務局が承認するとサイトに公開されます。
        </p>
      </header>
      {query.loading && !services ? (
        <Spinner label="記事を読み込んでいます" />
      ) : query.error && appErrorOf(query.error).code === "0109005" ? (
        <p className="notice">この記事は見つかりません。自社の記事のみ編集できます。</p>
      ) : query.error || !services ? (
        <LoadFailed message="記事を表示できませんでした。" onRetry={() => query.refetch()} />
      ) : (
        <ArticleForm
          // A fresh form for every loaded version (after a save, a submit or a withdrawal).
          key={`${target.kind}-${editable?.change?.id ?? "public"}-${editable?.change?.state ?? ""}`}
          target={target}
          defaults={editable ? articleFormOf(editable.version) : EMPTY_ARTICLE}
          change={editable?.change ?? null}
          services={services}
          reload={() => query.refetch()}
        />
      )}
    </section>
  );
}
