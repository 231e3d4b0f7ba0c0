import { formatNumber } from "@iryo/domain/format/number";
import { RATING_CRITERION_KEYS, type RatingCriterion, ratingCriterionLabel } from "@iryo/domain/rating-criteria";
import { Link } from "react-router";
import { RatingBadge } from "../../shared/ui/RatingBadge";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import type { HomeHighlightFragment, HomeRatedServiceFragment } from "./HomeRoute.generated";
import styles from "./home.module.css";
import { SectionHeader } from "./SectionHeader";

/** The criterion the service scores best on (ties: display order), when any criterion was scored. */
function strongestCriterion(service: HomeRatedServiceFragment): { label: string; average: number } | undefined {
  let best: { label: string; average: number } | undefined;
  for (const key of RATING_CRITERION_KEYS) {
    const c = service.ratingSummary.criteria.find((x) => x.key === key);
    if (c?.average == null || c.count === 0) continue;
    if (!best || c.average > best.average)
      best = { label: ratingCriterionLabel(key as RatingCriterion), average: c.average };
  }
  return best;
}

/** A list of highly rated or much reviewed services, with review excerpts for members. */
export function RatedServices({
  id,
  title,
  highlights,
  showExcerpts,
  sizeClassName,
}: {
  readonly id: string;
  /** The class that reserves the list's height until it is drawn (home.module.css, home-size--*). */
  readonly sizeClassName: string;
  readonly title: string;
  readonly highlights: readonly HomeHighlightFragment[];
  /** Review excerpts are for members; they come only with a member's session (product §6). */
  readonly showExcerpts: boolean;
}) {
  if (highlights.length === 0) return null;
  return (
    <section className={`${styles.homeSection} ${sizeClassName} home-rated`} aria-labelledby={id}>
      <SectionHeader id={id} title={title} more={{ to: "/services/search?tab=3", label: "すべてのサービスへ" }} />
      <ul className={styles.homeRatedList}>
        {highlights.map(({ service: s, reviewExcerpt }) => {
          const strongest = strongestCriterion(s);
          return (
            <li key={s.id} className={styles.homeRatedItem}>
              <ServiceLogo src={s.logoImagePath} name={s.name} />
              <div className="home-rated__body">
                <h3 className={styles.homeRatedName}>
                  <Link to={`/services/detail/${s.id}`}>{s.name}</Link>
                </h3>
                <p className={styles.homeRatedProvider}>{s.provider.name}</p>
                <RatingBadge average={s.ratingSummary.overallAverage ?? null} count={s.ratingSummary.overallCount} />
                {strongest ? (
                  <p className={styles.homeRatedPoint}>
                    特に評価が高い点：{strongest.label} {strongest.average.toFixed(1)}
                  </p>
                ) : null}
                {showExcerpts && reviewExcerpt ? (
                  <figure className={styles.homeRatedExcerpt}>
                    <figcaption>最新のレビューより</figcaption>
                    <blockquote>
                      <p>{reviewExcerpt}</p>
                    </blockquote>
                  </figure>
                ) : null}
                <Link to={`/services/${s.id}/ratings-and-reviews`} className={styles.homeRatedReviews}>
                  {formatNumber(s.ratingSummary.ratingCount)}件の評価・レビューを見る
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
