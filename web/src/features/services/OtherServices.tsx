import { ServiceCard } from "../../shared/catalog/ServiceCard";
import { CompareToggle } from "../../shared/compare/CompareToggle";
import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";
import styles from "./services.module.css";

/** The provider's other services, as cards. */
export function OtherServices({ service: s }: { readonly service: ServiceDetailRouteQuery["service"] }) {
  return (
    <section aria-labelledby="detail-others">
      <h2 id="detail-others">{s.provider.name}のほかのサービス</h2>
      {s.otherServices.length === 0 ? (
        <p className="empty">この会社のほかのサービスはまだ掲載されていません。</p>
      ) : (
        <ul className={styles.catalogList}>
          {s.otherServices.map((o) => (
            <li key={o.id}>
              <ServiceCard service={o} actions={<CompareToggle id={o.id} name={o.name} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
