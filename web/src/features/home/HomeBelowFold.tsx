import { memo, Suspense } from "react";
import { Link } from "react-router";
import { ContentCard } from "../../shared/cards/ContentCard";
import cardsStyles from "../../shared/cards/cards.module.css";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { AdStrip } from "./AdStrip";
import { CardGrid } from "./CardGrid";
import { Counseling } from "./Counseling";
import type { HomeRouteQuery } from "./HomeRoute.generated";
import { HowToSlide } from "./HowToSlide";
import styles from "./home.module.css";
import { NewServices } from "./NewServices";
import { RatedServices } from "./RatedServices";
import { SectionHeader } from "./SectionHeader";

/**
 * The home page below its first view (the rated and new services, seminars, articles, ads, the how-to
 * slide and counseling): a chunk of its own, so the page above it hydrates without this code (ADR 188).
 * Each section is its own hydration unit, and every card of a CardGrid too (ADR 185).
 */
function HomeBelowFold({
  data,
  loggedIn,
  showExcerpts,
}: {
  readonly data: HomeRouteQuery | undefined;
  readonly loggedIn: boolean;
  readonly showExcerpts: boolean;
}) {
  const home = data?.home;
  return (
    <>
      <Suspense fallback={null}>
        <RatedServices
          id="home-top-rated"
          title="評価の高いサービス"
          sizeClassName={styles.homeSizeTopRated ?? ""}
          highlights={data?.homeHighlights?.topRated ?? []}
          showExcerpts={showExcerpts}
        />
      </Suspense>
      <Suspense fallback={null}>
        <RatedServices
          id="home-most-reviewed"
          title="レビューの多いサービス"
          sizeClassName={styles.homeSizeMostReviewed ?? ""}
          highlights={data?.homeHighlights?.mostReviewed ?? []}
          showExcerpts={showExcerpts}
        />
      </Suspense>
      {data?.homeHighlights && data.homeHighlights.topRated.length > 0 && !loggedIn ? (
        <p className={styles.homeRatedPrompt}>
          レビューの本文は、無料の会員登録（またはログイン）でお読みいただけます。{" "}
          <Link to="/register-email">無料で会員登録する</Link>
        </p>
      ) : null}

      <Suspense fallback={null}>
        {data?.topServices?.length ? <NewServices services={data.topServices} /> : null}
      </Suspense>

      {home ? (
        <section className={`${styles.homeSection} ${styles.homeSizeSeminars}`} aria-labelledby="home-seminars">
          <SectionHeader
            id="home-seminars"
            title="受付中のセミナー"
            more={{ to: "/seminars/list", label: "セミナー一覧へ" }}
          />
          <CardGrid
            items={home.seminars}
            empty="現在受付中のセミナーはありません。"
            className={`${cardsStyles.seminarGrid} ${styles.homeSeminars}`}
            renderItem={(s) => <SeminarCard seminar={s} />}
          />
        </section>
      ) : null}

      {home ? (
        <section className={`${styles.homeSection} ${styles.homeSizeContents}`} aria-labelledby="home-contents">
          <SectionHeader id="home-contents" title="新着記事" more={{ to: "/contents/list", label: "記事一覧へ" }} />
          <CardGrid
            items={home.contents}
            empty="記事はまだありません。"
            className={`${cardsStyles.contentGrid} ${styles.homeContents}`}
            renderItem={(c) => <ContentCard content={c} />}
          />
        </section>
      ) : null}

      <Suspense fallback={null}>{home ? <AdStrip advertisements={home.advertisements} /> : null}</Suspense>

      <Suspense fallback={null}>{home ? <HowToSlide slide={home.slide} /> : null}</Suspense>

      <Suspense fallback={null}>{home ? <Counseling counseling={home.counseling} /> : null}</Suspense>
    </>
  );
}

// Memoised: home re-renders when `me` is first answered (about a second after hydration), and that
// re-render is synchronous; with the same props, this part and its cards are skipped.
export default memo(HomeBelowFold);
