import type { ServiceCard_ServiceFragment } from "../../graphql/generated";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";

const dateFormat = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function ServiceCard({ service }: { readonly service: ServiceCard_ServiceFragment }) {
  return (
    <article className="service-card">
      <ServiceLogo src={service.logoImagePath} name={service.name} />
      <div className="service-card__body">
        <h3 className="service-card__name">{service.name}</h3>
        <p className="service-card__provider">{service.provider.name}</p>
        <p className="service-card__summary">{service.summary}</p>
        <p className="service-card__updated">
          更新日 <time dateTime={service.updatedAt}>{dateFormat.format(new Date(service.updatedAt))}</time>
        </p>
      </div>
    </article>
  );
}
