import type { ReactNode } from "react";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import "./static-pages.css";

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
    <article className="page static-page">
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: title }]} />
      <header className="page__header">
        <h1>{title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      {children}
    </article>
  );
}
