import { formatDate } from "@iryo/domain/format/date";
import type { ContentCard_ContentFragment } from "./ContentCard.generated";
import { MediaCard } from "./MediaCard";
import "./contents.css";

export function ContentCard({
  content,
  eager,
}: {
  readonly content: ContentCard_ContentFragment;
  readonly eager?: boolean;
}) {
  return (
    <MediaCard
      eager={eager ?? false}
      block="content-card"
      thumbnailPath={content.thumbnailPath}
      href={`/contents/detail/${content.id}`}
      title={content.title}
    >
      <p className="content-card__summary">{content.summary}</p>
      <p className="content-card__meta">
        <time dateTime={content.publishedAt}>{formatDate(new Date(content.publishedAt))}</time>
        <span>{content.authorName}</span>
      </p>
    </MediaCard>
  );
}
