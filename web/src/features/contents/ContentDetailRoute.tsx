import { formatDate } from "@iryo/domain/format/date";
import { isRowId } from "@iryo/domain/row-id";
import { Link, useParams } from "react-router";
import styles from "../../shared/cards/contents.module.css";
import { DetailTags } from "../../shared/cards/MediaList";
import seminarsStyles from "../../shared/cards/seminars.module.css";
import { ArticleLayout } from "../../shared/layout/ArticleLayout";
import articleLayoutStyles from "../../shared/layout/article-layout.module.css";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { StructuredData } from "../../shared/seo/StructuredData";
import { contentArticle } from "../../shared/seo/structured-data";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { useContentDetailRouteQuery } from "./ContentDetailRoute.generated";

export default function ContentDetailRoute() {
  const { id = "" } = useParams();
  const valid = isRowId(id);
  const { data, loading, error } = useContentDetailRouteQuery({ variables: { id }, skip: !valid });

  // On the server, the page answers 404 with the not-found page (ADR 168).
  if (!valid) return <ErrorRedirect status={404} />;
  if (error || !data) return <PageFallback loading={loading && !data} what="記事" />;
  const c = data.content;
  const aside = (
    <>
      {c.relatedServices.length > 0 ? (
        <section aria-labelledby="content-services">
          <h2 id="content-services" className={articleLayoutStyles.articleSideTitle}>
            この記事で紹介したサービス
          </h2>
          <ul className={articleLayoutStyles.articleSideLinks}>
            {c.relatedServices.map((r) => (
              <li key={r.id}>
                <Link to={`/services/detail/${r.id}`}>{r.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label="記事をさがす">
        <ul className={articleLayoutStyles.articleSideLinks}>
          <li>
            <Link to="/contents/list">記事一覧へ</Link>
          </li>
          <li>
            <Link to="/services/search?tab=1">課題からサービスを探す</Link>
          </li>
        </ul>
      </nav>
    </>
  );
  return (
    <article className={`page ${styles.contentDetail}`}>
      <PageMeta title={c.title} description={c.summary} image={c.thumbnailPath ?? undefined} />
      <StructuredData id="main" build={(origin) => contentArticle(c, origin)} />
      <Breadcrumbs items={[{ label: "記事", to: "/contents/list" }, { label: c.title }]} />
      <ArticleLayout aside={aside}>
        <header className="page__header">
          <h1>{c.title}</h1>
          <p className={styles.contentCardMeta}>
            <time dateTime={c.publishedAt}>{formatDate(new Date(c.publishedAt))}</time>
            <span>{c.authorName}</span>
          </p>
        </header>
        {c.thumbnailPath ? (
          <img className={styles.contentDetailImage} src={c.thumbnailPath} alt="" width={640} height={360} />
        ) : null}
        <div
          className={`${seminarsStyles.editorHtml} ${styles.contentDetailBody}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the BFF's allow-list sanitiser
          dangerouslySetInnerHTML={{ __html: c.bodyHtml }}
        />
        {c.hasMembersOnlyPart && !c.viewerIsMember ? (
          <aside className={styles.membersPrompt} aria-labelledby="members-prompt-title">
            <h2 id="members-prompt-title">この記事の続きは会員限定です</h2>
            <p>無料の会員登録またはログインで、会員限定の内容をお読みいただけます。</p>
            <p className={styles.membersPromptActions}>
              <Link to="/register-email" className="button button--primary">
                無料で会員登録
              </Link>
              <Link to="/login" className="button">
                ログイン
              </Link>
            </p>
          </aside>
        ) : null}
        <DetailTags tags={c.tags} listPath="/contents/list" />
      </ArticleLayout>
    </article>
  );
}
