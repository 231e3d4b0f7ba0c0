import {
  BANNER_AUTOPLAY_MS,
  BANNER_LOOP_MIN_COUNT,
  BANNER_PC_HEIGHT_PX,
  BANNER_PC_WIDTH_PX,
  BANNER_SP_HEIGHT_PX,
  BANNER_SP_WIDTH_PX,
  BREAKPOINT_MOBILE_PX,
} from "@iryo/domain/constants";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { BannerCarousel_BannerFragment } from "./BannerCarousel.generated";
import styles from "./home.module.css";

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
 * BANNER_LOOP_MIN_COUNT banners; paused on hover, on keyboard focus and by its pause button.
 */
export function BannerCarousel({ banners }: { readonly banners: readonly BannerCarousel_BannerFragment[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Read after hydration: the server cannot know the preference, and the first render must match its HTML.
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setStopped(true);
  }, []);
  const count = banners.length;
  const loops = count >= BANNER_LOOP_MIN_COUNT;
  const playing = loops && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <section
      className={styles.bannerCarousel}
      aria-roledescription="カルーセル"
      aria-label="お知らせバナー"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-playing={playing}
    >
      <div className={styles.bannerCarouselViewport} aria-live={playing ? "off" : "polite"}>
        {banners.map((banner, i) => (
          <div key={banner.id} className="banner-carousel__slide" hidden={i !== current}>
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
          <button type="button" className={styles.bannerCarouselButton} onClick={() => go(-1)} aria-label="前のバナー">
            ‹
          </button>
          <span className={styles.bannerCarouselPosition} aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button
            type="button"
            className={styles.bannerCarouselButton}
            onClick={() => setStopped((v) => !v)}
            aria-label={stopped ? "自動再生を再開" : "自動再生を停止"}
          >
            {stopped ? "▶" : "❚❚"}
          </button>
          <button type="button" className={styles.bannerCarouselButton} onClick={() => go(1)} aria-label="次のバナー">
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
