import { AdCard } from "../../shared/cards/AdCard";
import type { HomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";
import { SectionHeader } from "./SectionHeader";

/** The providers' ads, labelled as ads, in their display order. */
export function AdStrip({
  advertisements,
}: {
  readonly advertisements: NonNullable<HomeRouteQuery["home"]>["advertisements"];
}) {
  return (
    <section className={`${styles.homeSection} ${styles.homeSizeAds} home-ads`} aria-labelledby="home-ads">
      <SectionHeader id="home-ads" title="注目のサービス（広告）" />
      <p className={styles.homeSectionNote}>このエリアは事業者からの広告です。掲載順は広告の表示順によります。</p>
      {advertisements.length === 0 ? (
        <p className="empty">現在掲載中の広告はありません。</p>
      ) : (
        <ul className={styles.adStrip}>
          {advertisements.map((ad) => (
            <li key={ad.id}>
              <AdCard ad={ad} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
