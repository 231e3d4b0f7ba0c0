import { MINUTE_MS } from "@iryo/domain/constants";
import { formatEventSchedule } from "@iryo/domain/format/date";
import { MediaCard } from "./MediaCard";
import { ReceptionStatusLabel } from "./ReceptionStatusLabel";
import type { SeminarCard_SeminarFragment } from "./SeminarCard.generated";
import styles from "./seminars.module.css";

export function seminarSchedule(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  return formatEventSchedule(start, Math.round((new Date(endsAt).getTime() - start.getTime()) / MINUTE_MS));
}

export function SeminarCard({
  seminar,
  eager,
  highlight,
}: {
  readonly seminar: SeminarCard_SeminarFragment;
  readonly eager?: boolean;
  /** Folded words of a search keyword to mark in the title (ADR 177). */
  readonly highlight?: readonly string[];
}) {
  return (
    <MediaCard
      eager={eager ?? false}
      block="seminar-card"
      thumbnailPath={seminar.thumbnailPath}
      href={`/seminars/detail/${seminar.id}`}
      title={seminar.title}
      highlight={highlight}
      labels={
        <p className={styles.seminarCardLabels}>
          <ReceptionStatusLabel label={seminar.receptionStatusLabel} color={seminar.receptionStatusColor} />
          <span className={styles.seminarCardType}>{seminar.meetingTypeLabel}</span>
        </p>
      }
    >
      <p className={styles.seminarCardSchedule}>{seminarSchedule(seminar.startsAt, seminar.endsAt)}</p>
      <p className={styles.seminarCardOrganizer}>主催：{seminar.organizerName}</p>
    </MediaCard>
  );
}
