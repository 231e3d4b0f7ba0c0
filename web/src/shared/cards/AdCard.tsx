import { Link } from "react-router";
import type { AdCard_AdvertisementFragment } from "./AdCard.generated";
import styles from "./ads.module.css";

/** Label text of an advertisement (ステマ規制: paid placements say so). Style 3 reads "PR", the rest "広告". */
function adLabelText(labelStyle: number): string {
  return labelStyle === 3 ? "PR" : "広告";
}

/**
 * One advertisement, always labelled as advertising, linking through the click-recording page.
 * `compact`: text only, for the home page's advertising strip.
 */
export function AdCard({
  ad,
  compact = false,
}: {
  readonly ad: AdCard_AdvertisementFragment;
  readonly compact?: boolean;
}) {
  return (
    <Link
      to={`/ads/${ad.id}/click`}
      className={compact ? `${styles.adCard} ${styles.adCardCompact}` : styles.adCard}
      data-testid="ad-card"
    >
      {ad.imagePath && !compact ? (
        <img className={styles.adCardImage} src={ad.imagePath} alt="" width={600} height={314} loading="lazy" />
      ) : null}
      <span className={styles.adCardBody}>
        <span className={`${styles.mediaLabel} ${styles[`media-label--${ad.labelColor}`] ?? ""}`}>
          {adLabelText(ad.labelStyle)}
        </span>
        <span className={styles.adCardTitle}>{ad.title}</span>
        <span className={styles.adCardDescription}>{ad.description}</span>
        <span className={styles.adCardSponsor}>提供：{ad.sponsorName}</span>
      </span>
    </Link>
  );
}
