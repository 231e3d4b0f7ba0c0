import { formatDate } from "@iryo/domain/format/date";
import { formatNumber } from "@iryo/domain/format/number";
import { Link } from "react-router";
import type { ServiceListCard_ServiceFragment } from "../../graphql/generated";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import { CompareToggle } from "../compare/CompareToggle";
import { RatingBadge } from "./RatingBadge";

/** A service in a search result: name, provider, prices, rating with its count, and the compare toggle. */
export function ServiceListCard({ service }: { readonly service: ServiceListCard_ServiceFragment }) {
  return (
    <article className="catalog-card">
      <ServiceLogo src={service.logoImagePath} name={service.name} />
      <div className="catalog-card__body">
        <h3 className="catalog-card__name">
          <Link to={`/services/detail/${service.id}`}>{service.name}</Link>
        </h3>
        <p className="catalog-card__provider">{service.provider.name}</p>
        <RatingBadge average={service.ratingSummary.overallAverage} count={service.ratingSummary.overallCount} />
        <p className="catalog-card__summary">{service.summary}</p>
        <ul className="catalog-card__facts">
          <li>{service.price}</li>
          {service.installationCount !== null ? <li>導入実績 {formatNumber(service.installationCount)}件</li> : null}
          {service.hasFreeTrial ? <li className="chip">無料トライアルあり</li> : null}
          {service.hasFreePlan ? <li className="chip">無料プランあり</li> : null}
        </ul>
        <p className="catalog-card__updated">
          更新日 <time dateTime={service.updatedAt}>{formatDate(new Date(service.updatedAt))}</time>
        </p>
      </div>
      <div className="catalog-card__actions">
        <CompareToggle id={service.id} name={service.name} />
      </div>
    </article>
  );
}
