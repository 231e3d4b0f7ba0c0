import { formatDate } from "@iryo/domain/format/date";
import { formatNumber } from "@iryo/domain/format/number";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { BookmarkToggle } from "../bookmarks/BookmarkToggle";
import { Highlighted } from "../ui/Highlighted";
import { RatingBadge } from "../ui/RatingBadge";
import { ServiceLogo } from "../ui/ServiceLogo";
import type { ServiceCard_ServiceFragment } from "./ServiceCard.generated";
import styles from "./service-card.module.css";

/**
 * THE service in a list (catalogue, category, search, other services of a provider): name linking to
 * the detail, provider, rating with its count, summary, prices and the update date. On the right: the
 * bookmark toggle (a login link for visitors) and `actions` (the compare toggle, from the compare feature).
 */
export function ServiceCard({
  service,
  actions,
  highlight,
}: {
  readonly service: ServiceCard_ServiceFragment;
  readonly actions?: ReactNode;
  /** Folded words of a search keyword to mark in the name and summary (search results; ADR 159). */
  readonly highlight?: readonly string[];
}) {
  const { ratingSummary } = service;
  const nameId = useId();
  return (
    // Named by its heading, so a card is found as the article of its service's name.
    <article className={styles.serviceCard} aria-labelledby={nameId}>
      <ServiceLogo src={service.logoImagePath} name={service.name} />
      <div className="service-card__body">
        <h3 id={nameId} className={styles.serviceCardName}>
          <Link to={`/services/detail/${service.id}`}>
            {highlight ? <Highlighted text={service.name} words={highlight} /> : service.name}
          </Link>
        </h3>
        <p className={styles.serviceCardProvider}>{service.provider.name}</p>
        <p className={styles.serviceCardRating}>
          <RatingBadge average={ratingSummary.overallAverage ?? null} count={ratingSummary.overallCount} />
          {ratingSummary.ratingCount > 0 ? (
            <Link to={`/services/${service.id}/ratings-and-reviews`}>
              <span className={styles.serviceCardTerm}>評価・レビュー</span>を見る（
              {formatNumber(ratingSummary.ratingCount)}件）
            </Link>
          ) : null}
        </p>
        <p className={styles.serviceCardSummary}>
          {highlight ? <Highlighted text={service.summary} words={highlight} /> : service.summary}
        </p>
        <ul className={styles.serviceCardFacts}>
          <li>{service.price}</li>
          {service.installationCount !== null ? <li>導入実績 {formatNumber(service.installationCount)}件</li> : null}
          {service.hasFreeTrial ? <li className={styles.chip}>無料トライアルあり</li> : null}
          {service.hasFreePlan ? <li className={styles.chip}>無料プランあり</li> : null}
        </ul>
        <UpdatedOn className={styles.serviceCardUpdated} iso={service.updatedAt} />
      </div>
      <div className={styles.serviceCardActions}>
        <BookmarkToggle serviceId={service.id} serviceName={service.name} compact />
        {actions}
      </div>
    </article>
  );
}

/** 更新日 and the date of `iso` (a service's last update), in a paragraph of `className`. */
export function UpdatedOn({ iso, className }: { readonly iso: string; readonly className: string | undefined }) {
  return (
    <p className={className}>
      更新日 <time dateTime={iso}>{formatDate(new Date(iso))}</time>
    </p>
  );
}
