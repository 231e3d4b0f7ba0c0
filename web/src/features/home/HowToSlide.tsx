import { Link } from "react-router";
import type { HomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";
import { SectionHeader } from "./SectionHeader";

/** How the portal is used, step by step. */
export function HowToSlide({ slide }: { readonly slide: NonNullable<HomeRouteQuery["home"]>["slide"] }) {
  return (
    <section className={`${styles.homeSection} ${styles.homeSizeSlide} home-slide`} aria-labelledby="home-slide">
      <SectionHeader id="home-slide" title={slide.title} />
      <ol className={styles.homeSlideList}>
        {slide.slides.map((slide, i) => (
          <li key={slide.title} className={styles.homeSlideItem}>
            <span className={styles.homeSlideStep} aria-hidden="true">
              {i + 1}
            </span>
            <h3>{slide.title}</h3>
            <p>{slide.text}</p>
            <Link to={slide.link}>{slide.linkLabel}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
