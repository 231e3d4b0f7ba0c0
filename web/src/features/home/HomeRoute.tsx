import { Suspense, useEffect } from "react";
import { Link } from "react-router";
import { ContentCard } from "../../shared/cards/ContentCard";
import cardsStyles from "../../shared/cards/cards.module.css";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useMe } from "../../shared/session/use-me";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { AdStrip } from "./AdStrip";
import { BannerCarousel } from "./BannerCarousel";
import { CardGrid } from "./CardGrid";
import { Counseling } from "./Counseling";
import { HeroSearch } from "./HeroSearch";
import { HeroShortcuts } from "./HeroShortcuts";
import { useHomeRouteQuery } from "./HomeRoute.generated";
import { HowToSlide } from "./HowToSlide";
import styles from "./home.module.css";
import { NewServices } from "./NewServices";
import { RatedServices } from "./RatedServices";
import { SectionHeader } from "./SectionHeader";

export default function HomeRoute() {
  // One part failing (e.g. the services) must not blank the whole home page.
  const { data, loading, error, refetch } = useHomeRouteQuery({ errorPolicy: "all" });
  const { loggedIn, isMember, loading: meLoading } = useMe();
  const home = data?.home;
  const initial = data?.serviceSearchInitial;
  const highlights = data?.homeHighlights;
  // The answer was read for another viewer (signed in or out since, in this tab): read it again, so
  // that a member gets the excerpts and a signed-out browser keeps none.
  const otherViewer = !meLoading && highlights != null && highlights.excerptsVisible !== isMember;
  useEffect(() => {
    if (otherViewer) void refetch();
  }, [otherViewer, refetch]);
  const showExcerpts = isMember && highlights?.excerptsVisible === true;

  if (loading && !data) {
    return (
      <div className={`page ${styles.home}`}>
        <PageMeta />
        <Spinner label="ホームを読み込んでいます" />
      </div>
    );
  }

  return (
    <div className={`page ${styles.home}`}>
      <PageMeta />
      {home ? <BannerCarousel banners={home.banners} /> : null}
      <section className="hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">医療機関のためのITサービスを、比べて選べる。</h1>
        <p className={styles.heroLead}>
          電子カルテから勤怠管理まで、医療・介護の現場に合うサービスを、実際に使う方の評価とあわせて無料で探せます。
        </p>
        <HeroSearch />
        {initial ? <HeroShortcuts initial={initial} /> : null}
      </section>
      {error && !home ? <LoadFailed message="ホームの情報を読み込めませんでした。" onRetry={refetch} /> : null}

      {/* Below the first view, each section is its own hydration unit (ADR 185): a server-rendered home
          hydrates and commits them one by one in the browser's idle slices instead of in one long task. */}
      <Suspense fallback={null}>
        <RatedServices
          id="home-top-rated"
          title="評価の高いサービス"
          sizeClassName={styles.homeSizeTopRated ?? ""}
          highlights={highlights?.topRated ?? []}
          showExcerpts={showExcerpts}
        />
      </Suspense>
      <Suspense fallback={null}>
        <RatedServices
          id="home-most-reviewed"
          title="レビューの多いサービス"
          sizeClassName={styles.homeSizeMostReviewed ?? ""}
          highlights={highlights?.mostReviewed ?? []}
          showExcerpts={showExcerpts}
        />
      </Suspense>
      {highlights && highlights.topRated.length > 0 && !loggedIn ? (
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
    </div>
  );
}
