import { formatDate } from "@iryo/domain/format/date";
import { Link } from "react-router";
import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";
import styles from "./services.module.css";

/** The seminars and articles about the service. */
export function RelatedMedia({ service: s }: { readonly service: ServiceDetailRouteQuery["service"] }) {
  return (
    <section aria-labelledby="detail-related">
      <h2 id="detail-related">関連セミナー・記事</h2>
      <ul className={styles.relatedList}>
        {s.relatedSeminars.map((seminar) => (
          <li key={`seminar-${seminar.id}`}>
            <span className={styles.relatedListKind}>セミナー</span>
            <Link to={`/seminars/detail/${seminar.id}`}>{seminar.title}</Link>
            <span className={styles.relatedListMeta}>
              {formatDate(new Date(seminar.startsAt))}・{seminar.meetingTypeLabel}・{seminar.receptionStatusLabel}
            </span>
          </li>
        ))}
        {s.relatedContents.map((content) => (
          <li key={`content-${content.id}`}>
            <span className={styles.relatedListKind}>記事</span>
            <Link to={`/contents/detail/${content.id}`}>{content.title}</Link>
            <span className={styles.relatedListMeta}>{formatDate(new Date(content.publishedAt))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
