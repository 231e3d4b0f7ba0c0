import { Link } from "react-router";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import type { HomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";
import { SectionHeader } from "./SectionHeader";

/** The services added or updated last. */
export function NewServices({ services }: { readonly services: HomeRouteQuery["topServices"] }) {
  return (
    <section className={`${styles.homeSection} ${styles.homeSizeServices}`} aria-labelledby="home-services">
      <SectionHeader
        id="home-services"
        title="新着・更新サービス"
        more={{ to: "/services/search?tab=3", label: "サービス一覧へ" }}
      />
      <ul className={styles.homeServices}>
        {services.map((s) => (
          <li key={s.id}>
            <Link to={`/services/detail/${s.id}`} className={styles.homeService}>
              <ServiceLogo src={s.logoImagePath} name={s.name} />
              <span className={styles.homeServiceName}>{s.name}</span>
              <span className={styles.homeServiceProvider}>{s.provider.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
