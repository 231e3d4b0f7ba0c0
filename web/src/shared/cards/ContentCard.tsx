import { formatDate } from "@iryo/domain/format/date";
import { Link } from "react-router";
import type { ContentCard_ContentFragment } from "../../graphql/generated";
import "./cards.css";
import "./contents.css";

export function ContentCard({ content }: { readonly content: ContentCard_ContentFragment }) {
  return (
    <article className="content-card">
      {content.thumbnailPath ? (
        <img
          className="content-card__image"
          src={content.thumbnailPath}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      ) : null}
      <div className="content-card__body">
        <h3 className="content-card__title">
          <Link to={`/contents/detail/${content.id}`}>{content.title}</Link>
        </h3>
        <p className="content-card__summary">{content.summary}</p>
        <p className="content-card__meta">
          <time dateTime={content.publishedAt}>{formatDate(new Date(content.publishedAt))}</time>
          <span>{content.authorName}</span>
        </p>
      </div>
    </article>
  );
}
