import { MINUTE_MS } from "@iryo/domain/constants";
import { formatEventSchedule } from "@iryo/domain/format/date";
import { Link } from "react-router";
import type { SeminarCard_SeminarFragment } from "../../graphql/generated";
import { ReceptionStatusLabel } from "./ReceptionStatusLabel";
import "./cards.css";
import "./seminars.css";

export function seminarSchedule(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  return formatEventSchedule(start, Math.round((new Date(endsAt).getTime() - start.getTime()) / MINUTE_MS));
}

export function SeminarCard({ seminar }: { readonly seminar: SeminarCard_SeminarFragment }) {
  return (
    <article className="seminar-card">
      {seminar.thumbnailPath ? (
        <img
          className="seminar-card__image"
          src={seminar.thumbnailPath}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      ) : null}
      <div className="seminar-card__body">
        <p className="seminar-card__labels">
          <ReceptionStatusLabel label={seminar.receptionStatusLabel} color={seminar.receptionStatusColor} />
          <span className="seminar-card__type">{seminar.meetingTypeLabel}</span>
        </p>
        <h3 className="seminar-card__title">
          <Link to={`/seminars/detail/${seminar.id}`}>{seminar.title}</Link>
        </h3>
        <p className="seminar-card__schedule">{seminarSchedule(seminar.startsAt, seminar.endsAt)}</p>
        <p className="seminar-card__organizer">主催：{seminar.organizerName}</p>
      </div>
    </article>
  );
}
