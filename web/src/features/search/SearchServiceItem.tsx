import { Link } from "react-router";
import type { SearchServiceItem_ServiceFragment } from "../../graphql/generated";
import { RatingBadge } from "../../shared/ui/RatingBadge";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";

const dateFormat = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function SearchServiceItem({ service }: { readonly service: SearchServiceItem_ServiceFragment }) {
  const { ratingSummary } = service;
  return (
    <article className="service-card search-result">
      <ServiceLogo src={service.logoImagePath} name={service.name} />
      <div className="service-card__body">
        <h3 className="service-card__name">
          <Link to={`/services/detail/${service.id}`}>{service.name}</Link>
        </h3>
        <p className="service-card__provider">{service.provider.name}</p>
        <p className="search-result__rating">
          <RatingBadge average={ratingSummary.overallAverage ?? null} count={ratingSummary.overallCount} />
          {ratingSummary.ratingCount > 0 ? (
            <Link to={`/services/${service.id}/ratings-and-reviews`}>
              評価・レビューを見る（{ratingSummary.ratingCount}件）
            </Link>
          ) : null}
        </p>
        <p className="service-card__summary">{service.summary}</p>
        <p className="service-card__updated">
          更新日 <time dateTime={service.updatedAt}>{dateFormat.format(new Date(service.updatedAt))}</time>
        </p>
      </div>
    </article>
  );
}
