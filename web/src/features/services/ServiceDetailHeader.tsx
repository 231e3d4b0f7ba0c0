import { Link } from "react-router";
import { UpdatedOn } from "../../shared/catalog/ServiceCard";
import { CompareToggle } from "../../shared/compare/CompareToggle";
import { RatingBadge } from "../../shared/ui/RatingBadge";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";
import { ServiceMemberActions } from "./ServiceMemberActions";
import styles from "./services.module.css";

/** The service's name, provider, rating and categories, with the actions (materials, negotiation, compare). */
export function ServiceDetailHeader({ service: s }: { readonly service: ServiceDetailRouteQuery["service"] }) {
  return (
    <header className={styles.serviceDetailHeader}>
      <ServiceLogo src={s.logoImagePath} name={s.name} />
      <div className="service-detail__title">
        <h1>{s.name}</h1>
        <p className={styles.serviceDetailProvider}>{s.provider.name}</p>
        <p>
          <RatingBadge average={s.ratingSummary.overallAverage ?? null} count={s.ratingSummary.overallCount} />{" "}
          <Link to={`/services/${s.id}/ratings-and-reviews`}>
            <span className={styles.serviceDetailTerm}>評価・レビュー</span>を見る（{s.ratingSummary.ratingCount}件）
          </Link>
        </p>
        <ul className={styles.tagList} aria-label="カテゴリ">
          {s.categories.map((c) => (
            <li key={c.id}>
              <Link to={`/category/${c.id}`} className={styles.tag}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <UpdatedOn className={styles.serviceDetailUpdated} iso={s.updatedAt} />
      </div>
      <div className={`${styles.serviceDetailActions} no-print`}>
        <Link to={`/services/material_download/${s.id}?from_screen=detail`} className="button button--primary">
          資料をダウンロード（{s.materialFiles.length}件）
        </Link>
        <Link to={`/business-negotiation/${s.id}?from_screen=detail`} className="button button--primary">
          商談を申し込む
        </Link>
        <CompareToggle id={s.id} name={s.name} />
        <ServiceMemberActions serviceId={s.id} serviceName={s.name} />
      </div>
    </header>
  );
}
