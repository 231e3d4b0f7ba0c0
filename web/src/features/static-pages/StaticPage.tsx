import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ArticleLayout } from "../../shared/layout/ArticleLayout";
import articleLayoutStyles from "../../shared/layout/article-layout.module.css";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { INFORMATION_LINKS } from "../../shared/layout/site-links";
import styles from "./static-pages.module.css";

/** The side column of a static page: the other information pages and the way into the catalogue. */
function OtherPages() {
  const { pathname } = useLocation();
  return (
    <nav aria-labelledby="other-pages-title">
      <h2 id="other-pages-title" className={articleLayoutStyles.articleSideTitle}>
        ご案内
      </h2>
      <ul className={articleLayoutStyles.articleSideLinks}>
        {INFORMATION_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={pathname === link.to ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/services/search?tab=1">課題からサービスを探す</Link>
        </li>
      </ul>
    </nav>
  );
}

/** The frame of a static page: meta, breadcrumbs, heading and lead. */
export function StaticPage({
  title,
  description,
  lead,
  children,
}: {
  readonly title: string;
  readonly description: string;
  readonly lead?: string;
  readonly children: ReactNode;
}) {
  return (
    <article className={`page ${styles.staticPage}`}>
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: title }]} />
      <ArticleLayout aside={<OtherPages />}>
        <header className="page__header">
          <h1>{title}</h1>
          {lead ? <p className="page__lead">{lead}</p> : null}
        </header>
        {children}
      </ArticleLayout>
    </article>
  );
}
