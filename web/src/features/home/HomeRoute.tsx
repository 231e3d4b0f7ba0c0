import { lazy, Suspense, useEffect } from "react";
import { PageMeta } from "../../shared/layout/PageMeta";
import { prepareQueryAhead } from "../../shared/queries/prepare-ahead";
import { useMe, useViewer } from "../../shared/session/use-me";
import { Spinner } from "../../shared/ui/Spinner";
import { BannerCarousel } from "./BannerCarousel";
import { HeroSearch } from "./HeroSearch";
import { HeroShortcuts } from "./HeroShortcuts";
import { HomeRouteQueryDocument, useHomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";

// Its document is prepared before hydration reaches the page (ADR 198).
prepareQueryAhead(HomeRouteQueryDocument);

const HomeBelowFold = lazy(() => import("./HomeBelowFold"));
// Shown only when the home query failed.
const LoadFailed = lazy(() => import("../../shared/ui/LoadFailed").then(({ LoadFailed }) => ({ default: LoadFailed })));

export default function HomeRoute() {
  // One part failing (e.g. the services) must not blank the whole home page.
  const { data, loading, error, refetch } = useHomeRouteQuery({ errorPolicy: "all" });
  // Who views, not the whole `me`: its first answer (a second after hydration) then re-renders neither
  // this page nor, at once and synchronously, the parts React has still to hydrate (ADR 194).
  const { loggedIn, isMember } = useViewer();
  const home = data?.home;
  const initial = data?.serviceSearchInitial;
  const highlights = data?.homeHighlights;
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
      <ReadAgainForViewer excerptsVisible={highlights?.excerptsVisible} refetch={refetch} />
      {home ? <BannerCarousel banners={home.banners} /> : null}
      <section className="hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">医療機関のためのITサービスを、比べて選べる。</h1>
        <p className={styles.heroLead}>
          電子カルテから勤怠管理まで、医療・介護の現場に合うサービスを、実際に使う方の評価とあわせて無料で探せます。
        </p>
        <HeroSearch />
        {initial ? <HeroShortcuts initial={initial} /> : null}
      </section>
      {error && !home ? (
        <Suspense fallback={null}>
          <LoadFailed message="ホームの情報を読み込めませんでした。" onRetry={refetch} />
        </Suspense>
      ) : null}

      {/* Below the first view: its own chunk, which the browser fetches while the page above hydrates and
          hydrates when it arrives (ADR 188); inside, each section is its own hydration unit (ADR 185). */}
      <Suspense fallback={null}>
        <HomeBelowFold data={data} loggedIn={loggedIn} showExcerpts={showExcerpts} />
      </Suspense>
    </div>
  );
}

/**
 * The home answer was read for another viewer (signed in or out since, in this tab): read it again, so
 * that a member gets the excerpts and a signed-out browser keeps none. Waits for `me`'s answer.
 */
function ReadAgainForViewer({
  excerptsVisible,
  refetch,
}: {
  readonly excerptsVisible: boolean | undefined;
  readonly refetch: () => Promise<unknown>;
}) {
  const { isMember, loading } = useMe();
  const otherViewer = !loading && excerptsVisible != null && excerptsVisible !== isMember;
  useEffect(() => {
    if (otherViewer) void refetch();
  }, [otherViewer, refetch]);
  return null;
}
