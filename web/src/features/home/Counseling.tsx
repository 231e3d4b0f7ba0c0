import { Link } from "react-router";
import type { HomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";

/** The invitation to the free counseling service. */
export function Counseling({ counseling }: { readonly counseling: NonNullable<HomeRouteQuery["home"]>["counseling"] }) {
  return (
    <section
      className={`${styles.homeSection} ${styles.homeSizeCounseling} ${styles.homeCounseling}`}
      aria-labelledby="home-counseling"
    >
      <h2 id="home-counseling">{counseling.title}</h2>
      <p>{counseling.lead}</p>
      <ul className={styles.homeCounselingPoints}>
        {counseling.points.map((p) => (
          <li key={p.title}>
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
      {counseling.cta ? (
        <Link to={counseling.cta.link} className="button button--primary">
          {counseling.cta.label}
        </Link>
      ) : null}
    </section>
  );
}
