import {
  BANNER_PC_HEIGHT_PX,
  BANNER_PC_WIDTH_PX,
  BANNER_SP_HEIGHT_PX,
  BANNER_SP_WIDTH_PX,
  BREAKPOINT_MOBILE_PX,
} from "@iryo/domain/constants";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";
import { SectionHeader } from "./SectionHeader";
import { useCarousel } from "./useCarousel";

type SlideSection = NonNullable<HomeRouteQuery["home"]>["slide"];
type Slide = SlideSection["slides"][number];

function SlideLink({ link, className, children }: { link: string; className?: string; children: ReactNode }) {
  return /^https?:\/\//.test(link) ? (
    <a href={link} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={link} className={className}>
      {children}
    </Link>
  );
}

/** One slide: its pictures (linked when it has a link), then its texts; a text slide as a numbered step. */
function SlideContent({ slide, index }: { readonly slide: Slide; readonly index: number }) {
  const { image } = slide;
  const picture = image ? (
    <picture>
      <source
        media={`(max-width: ${BREAKPOINT_MOBILE_PX}px)`}
        srcSet={image.srcSp}
        width={BANNER_SP_WIDTH_PX}
        height={BANNER_SP_HEIGHT_PX}
      />
      {/* The first slide is what the section shows first: fetched at once; the others when near. */}
      <img
        src={image.srcPc}
        alt={image.alt}
        width={BANNER_PC_WIDTH_PX}
        height={BANNER_PC_HEIGHT_PX}
        {...(index === 0 ? {} : { loading: "lazy" as const })}
      />
    </picture>
  ) : null;
  return (
    <>
      {picture && slide.link ? (
        <SlideLink link={slide.link} className={styles.homeSlidePicture}>
          {picture}
        </SlideLink>
      ) : picture ? (
        <div className={styles.homeSlidePicture}>{picture}</div>
      ) : (
        <span className={styles.homeSlideStep} aria-hidden="true">
          {index + 1}
        </span>
      )}
      {slide.title ? <h3>{slide.title}</h3> : null}
      {slide.text ? <p>{slide.text}</p> : null}
      {slide.link && slide.linkLabel ? <SlideLink link={slide.link}>{slide.linkLabel}</SlideLink> : null}
    </>
  );
}

/**
 * The home slides (product §2.1, ADR 174) as a carousel: every slide is laid out in the same grid cell,
 * so the section is as high as its highest slide and changing slides moves nothing (CLS stays 0); the
 * ones not shown are hidden from view, from assistive technology and from the keyboard (inert). With
 * more than one slide it plays every BANNER_AUTOPLAY_MS and loops, and stops while hovered or focused,
 * by its pause button, and under prefers-reduced-motion. The server renders slide 1 playing; the
 * client's first render is the same, so hydration changes nothing.
 */
export function HowToSlide({ slide: section }: { readonly slide: SlideSection }) {
  const slides = section.slides;
  const count = slides.length;
  const { current, loops, playing, stopped, go, toggleStopped, regionProps } = useCarousel(count);
  if (count === 0) return null;

  return (
    <section
      className={`${styles.homeSection} ${styles.homeSizeSlide} home-slide`}
      aria-labelledby="home-slide"
      aria-roledescription="カルーセル"
      {...regionProps}
    >
      <SectionHeader id="home-slide" title={section.title} />
      {loops ? (
        // The rotation control comes first (APG carousel pattern); ← and → also change slides.
        <div className={styles.homeSlideControls}>
          <button
            type="button"
            className={styles.bannerCarouselButton}
            onClick={toggleStopped}
            aria-label={stopped ? "スライドの自動再生を再開" : "スライドの自動再生を停止"}
          >
            {stopped ? "▶" : "❚❚"}
          </button>
          <button
            type="button"
            className={styles.bannerCarouselButton}
            onClick={() => go(-1)}
            aria-label="前のスライド"
          >
            ‹
          </button>
          <span className={styles.bannerCarouselPosition} aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button type="button" className={styles.bannerCarouselButton} onClick={() => go(1)} aria-label="次のスライド">
            ›
          </button>
        </div>
      ) : null}
      <div className={styles.homeSlideViewport} aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => (
          // The list is replaced as a whole when an operator publishes; slides have no id and may share
          // titles, so the place is the identity. The APG carousel's slide is a group, not a form fieldset.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            role="group"
            aria-roledescription="スライド"
            aria-label={`${i + 1} / ${count}`}
            className={`${styles.homeSlideItem} ${slide.image ? styles.homeSlideItemImage : ""}`}
            data-current={i === current}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            <SlideContent slide={slide} index={i} />
          </div>
        ))}
      </div>
    </section>
  );
}
