import { SIMILAR_FACILITY_HIDDEN_NOTE } from "@iryo/domain/similar-facility";
import { Link } from "react-router";
import type { SimilarFacilityPanel_RatingsFragment } from "./SimilarFacilityPanel.generated";
import styles from "./similar-facility.module.css";

/**
 * 「似た施設の評価」 (ADR 167): per reviewer attribute, each group's average with the count behind it, or why it
 * is not shown (fewer than `minCount`). Each group links to the ratings page filtered by it.
 * `dimensions` limits which attributes are shown (all when left out).
 */
export function SimilarFacilityPanel({
  ratings,
  headingLevel = 2,
  dimensions,
}: {
  readonly ratings: SimilarFacilityPanel_RatingsFragment;
  readonly headingLevel?: 2 | 3;
  readonly dimensions?: readonly string[];
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const shown = ratings.dimensions.filter((d) => !dimensions || dimensions.includes(d.dimension));
  const any = shown.some((d) => d.groups.length > 0);
  return (
    <section className={styles.similar} aria-labelledby={`similar-${ratings.serviceId}`}>
      <Heading id={`similar-${ratings.serviceId}`}>似た施設の評価</Heading>
      <p className={styles.similarLead}>
        評価者の施設や立場ごとの平均評価です。{ratings.minCount}件未満の区分は平均を表示していません。
      </p>
      {any ? (
        <div className={styles.similarDimensions}>
          {shown
            .filter((d) => d.groups.length > 0)
            .map((d) => (
              <div key={d.dimension} className={styles.similarDimension}>
                <Sub>{d.label}</Sub>
                <ul className={styles.similarGroups}>
                  {d.groups.map((g) => (
                    <li key={g.code} className={styles.similarGroup}>
                      <Link
                        to={`/services/${ratings.serviceId}/ratings-and-reviews?${d.dimension}=${g.code}`}
                        className={styles.similarGroupLink}
                      >
                        {g.label}
                      </Link>
                      {g.shown && g.average !== null && g.average !== undefined ? (
                        <span className={styles.similarFigure}>
                          {g.average.toFixed(1)}
                          <span className={styles.similarCount}>（{g.scoredCount}件）</span>
                        </span>
                      ) : (
                        <span className={styles.similarHidden}>
                          {SIMILAR_FACILITY_HIDDEN_NOTE}（{g.ratingCount}件）
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      ) : (
        <p className="empty">まだ評価がありません。</p>
      )}
    </section>
  );
}
