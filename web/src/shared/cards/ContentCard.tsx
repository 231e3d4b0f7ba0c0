import { formatDate } from "@iryo/domain/format/date";
import { Highlighted } from "../ui/Highlighted";
import type { ContentCard_ContentFragment } from "./ContentCard.generated";
import styles from "./contents.module.css";
import { MediaCard } from "./MediaCard";

export function ContentCard({
  content,
  eager,
  highlight,
}: {
  readonly content: ContentCard_ContentFragment;
  readonly eager?: boolean;
  /** Folded words of a search keyword to mark in the title and summary (ADR 177). */
  readonly highlight?: readonly string[];
}) {
  return (
    <MediaCard
      eager={eager ?? false}
      block="content-card"
      thumbnailPath={content.thumbnailPath}
      href={`/contents/detail/${content.id}`}
      title={content.title}
      highlight={highlight}
    >
      <p className={styles.contentCardSummary}>
        {highlight ? <Highlighted text={content.summary} words={highlight} /> : content.summary}
      </p>
      <p className={styles.contentCardMeta}>
        <time dateTime={content.publishedAt}>{formatDate(new Date(content.publishedAt))}</time>
        <span>{content.authorName}</span>
      </p>
    </MediaCard>
  );
}
