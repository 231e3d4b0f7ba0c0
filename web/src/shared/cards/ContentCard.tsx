import { formatDate } from "@iryo/domain/format/date";
import type { ContentCard_ContentFragment } from "./ContentCard.generated";
import styles from "./contents.module.css";
import { MediaCard } from "./MediaCard";

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
      <p className={styles.contentCardSummary}>{content.summary}</p>
      <p className={styles.contentCardMeta}>
        <time dateTime={content.publishedAt}>{formatDate(new Date(content.publishedAt))}</time>
        <span>{content.authorName}</span>
      </p>
    </MediaCard>
  );
}
