import {
  BANNER_PC_HEIGHT_PX,
  BANNER_PC_WIDTH_PX,
  BANNER_SP_HEIGHT_PX,
  BANNER_SP_WIDTH_PX,
  BREAKPOINT_MOBILE_PX,
} from "@iryo/domain/constants";
import { memo } from "react";
import { Link } from "react-router";
import type { BannerCarousel_BannerFragment } from "./BannerCarousel.generated";
import styles from "./home.module.css";
import { useCarousel } from "./useCarousel";

function BannerLink({
  banner,
  children,
}: {
  readonly banner: BannerCarousel_BannerFragment;
  readonly children: React.ReactNode;
}) {
  return /^https?:\/\//.test(banner.link) ? (
    <a href={banner.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={banner.link}>{children}</Link>
  );
}

/**
 * The banner carousel (product §2.1): autoplay every BANNER_AUTOPLAY_MS, looping only with at least
 * BANNER_LOOP_MIN_COUNT banners; paused on hover, on keyboard focus (focus on a banner's link stops it
 * before anything can move under the reader) and by its rotation control, the first of the controls under
 * the banner; ← and → change banners. Each banner is a slide group named by its place (APG carousel).
 */
export const BannerCarousel = memo(function BannerCarousel({
  banners,
}: {
  readonly banners: readonly BannerCarousel_BannerFragment[];
}) {
  const count = banners.length;
  const { current, loops, playing, stopped, go, toggleStopped, regionProps } = useCarousel(count);
  if (count === 0) return null;

  return (
    <section
      className={styles.bannerCarousel}
      aria-roledescription="カルーセル"
      aria-label="お知らせバナー"
      {...regionProps}
    >
      <div className={styles.bannerCarouselViewport} aria-live={playing ? "off" : "polite"}>
        {banners.map((banner, i) => (
          // The APG carousel's slide is a group, not a form fieldset.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            key={banner.id}
            role="group"
            aria-roledescription="スライド"
            aria-label={`${i + 1} / ${count}`}
            className="banner-carousel__slide"
            hidden={i !== current}
          >
            <BannerLink banner={banner}>
              <picture>
                <source
                  media={`(max-width: ${BREAKPOINT_MOBILE_PX}px)`}
                  srcSet={banner.srcSp}
                  width={BANNER_SP_WIDTH_PX}
                  height={BANNER_SP_HEIGHT_PX}
                />
                {/* The first banner is the largest thing in the first view: fetched first; the others when shown. */}
                <img
                  src={banner.srcPc}
                  alt={banner.alt}
                  width={BANNER_PC_WIDTH_PX}
                  height={BANNER_PC_HEIGHT_PX}
                  {...(i === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
                />
              </picture>
            </BannerLink>
          </div>
        ))}
      </div>
      {loops ? (
        <div className={styles.bannerCarouselControls}>
          <button
            type="button"
            className={styles.bannerCarouselButton}
            onClick={toggleStopped}
            aria-label={stopped ? "自動再生を再開" : "自動再生を停止"}
          >
            {stopped ? "▶" : "❚❚"}
          </button>
          <button type="button" className={styles.bannerCarouselButton} onClick={() => go(-1)} aria-label="前のバナー">
            ‹
          </button>
          <span className={styles.bannerCarouselPosition} aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button type="button" className={styles.bannerCarouselButton} onClick={() => go(1)} aria-label="次のバナー">
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
});
