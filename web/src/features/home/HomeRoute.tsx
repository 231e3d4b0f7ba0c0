import { KEYWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { formatNumber } from "@iryo/domain/format/number";
import { RATING_CRITERION_KEYS, type RatingCriterion, ratingCriterionLabel } from "@iryo/domain/rating-criteria";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AdCard } from "../../shared/cards/AdCard";
import { ContentCard } from "../../shared/cards/ContentCard";
import cardsStyles from "../../shared/cards/cards.module.css";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useMe } from "../../shared/session/use-me";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { RatingBadge } from "../../shared/ui/RatingBadge";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import { Spinner } from "../../shared/ui/Spinner";
import { BannerCarousel } from "./BannerCarousel";
import { type HomeHighlightFragment, type HomeRatedServiceFragment, useHomeRouteQuery } from "./HomeRoute.generated";
import styles from "./home.module.css";
import { TopicIcon } from "./topic-icons";

function SectionHeader({
  id,
  title,
  more,
}: {
  readonly id: string;
  readonly title: string;
  readonly more?: { to: string; label: string };
}) {
  return (
    <div className={styles.homeSectionHeader}>
      <h2 id={id}>{title}</h2>
      {more ? (
        <Link to={more.to} className={styles.homeSectionMore}>
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}

/** How many issue shortcuts the hero shows (the service search lists all). */
const ISSUES_SHOWN = 8;

/** The hero's keyword search: the same global search as the header's box. */
/** A section's cards as a list, or `empty` when there are none. */
function CardGrid<T extends { readonly id: string }>({
  items,
  empty,
  className,
  renderItem,
}: {
  readonly items: readonly T[];
  readonly empty: string;
  readonly className: string | undefined;
  readonly renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [keyword, setKeyword] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? `/search?tab=0&keyword=${encodeURIComponent(trimmed)}` : "/search?tab=0");
  }
  return (
    <form className={styles.heroSearch} aria-label="サービスを探す" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        サービス名・キーワード
      </label>
      <input
        id={inputId}
        type="search"
        value={keyword}
        maxLength={KEYWORD_MAX_LENGTH}
        onChange={(e) => setKeyword(e.target.value.slice(0, KEYWORD_MAX_LENGTH))}
        placeholder="例：電子カルテ、Web問診、勤怠管理"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button--primary">
        探す
      </button>
    </form>
  );
}

/** The criterion the service scores best on (ties: display order), when any criterion was scored. */
function strongestCriterion(service: HomeRatedServiceFragment): { label: string; average: number } | undefined {
  let best: { label: string; average: number } | undefined;
  for (const key of RATING_CRITERION_KEYS) {
    const c = service.ratingSummary.criteria.find((x) => x.key === key);
    if (c?.average == null || c.count === 0) continue;
    if (!best || c.average > best.average)
      best = { label: ratingCriterionLabel(key as RatingCriterion), average: c.average };
  }
  return best;
}

function RatedServices({
  id,
  title,
  highlights,
  showExcerpts,
}: {
  readonly id: string;
  readonly title: string;
  readonly highlights: readonly HomeHighlightFragment[];
  /** Review excerpts are for members; they come only with a member's session (SPEC §6). */
  readonly showExcerpts: boolean;
}) {
  if (highlights.length === 0) return null;
  return (
    <section className={`${styles.homeSection} home-rated`} aria-labelledby={id}>
      <SectionHeader id={id} title={title} more={{ to: "/services/search?tab=3", label: "すべてのサービスへ" }} />
      <ul className={styles.homeRatedList}>
        {highlights.map(({ service: s, reviewExcerpt }) => {
          const strongest = strongestCriterion(s);
          return (
            <li key={s.id} className={styles.homeRatedItem}>
              <ServiceLogo src={s.logoImagePath} name={s.name} />
              <div className="home-rated__body">
                <h3 className={styles.homeRatedName}>
                  <Link to={`/services/detail/${s.id}`}>{s.name}</Link>
                </h3>
                <p className={styles.homeRatedProvider}>{s.provider.name}</p>
                <RatingBadge average={s.ratingSummary.overallAverage ?? null} count={s.ratingSummary.overallCount} />
                {strongest ? (
                  <p className={styles.homeRatedPoint}>
                    特に評価が高い点：{strongest.label} {strongest.average.toFixed(1)}
                  </p>
                ) : null}
                {showExcerpts && reviewExcerpt ? (
                  <figure className={styles.homeRatedExcerpt}>
                    <figcaption>最新の口コミより</figcaption>
                    <blockquote>
                      <p>{reviewExcerpt}</p>
                    </blockquote>
                  </figure>
                ) : null}
                <Link to={`/services/${s.id}/ratings-and-reviews`} className={styles.homeRatedReviews}>
                  {formatNumber(s.ratingSummary.ratingCount)}件の評価・レビューを見る
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

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
        {initial ? (
          <div className={styles.heroShortcutGroups}>
            <section className={styles.heroShortcuts} aria-labelledby="home-categories">
              <h2 id="home-categories" className={styles.heroShortcutsTitle}>
                カテゴリから探す
              </h2>
              <ul className={styles.heroShortcutsList}>
                {initial.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={`/category/${category.id}`} className={styles.shortcut}>
                      <TopicIcon name={category.name} />
                      <span className="shortcut__name">{category.name}</span>
                      <span className={styles.shortcutCount}>{category.serviceCount}件</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.heroShortcuts} aria-labelledby="home-issues">
              <h2 id="home-issues" className={styles.heroShortcutsTitle}>
                課題から探す
              </h2>
              <ul className={styles.heroShortcutsList}>
                {initial.issues.slice(0, ISSUES_SHOWN).map((issue) => (
                  <li key={issue.id}>
                    <Link to={`/services/search?tab=1&issue_id=${issue.id}`} className={styles.shortcut}>
                      <TopicIcon name={issue.name} />
                      <span className="shortcut__name">{issue.name}</span>
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/services/search?tab=1" className={`${styles.shortcut} ${styles.shortcutMore}`}>
                    すべての課題を見る
                  </Link>
                </li>
              </ul>
            </section>
          </div>
        ) : null}
      </section>
      {error && !home ? <LoadFailed message="ホームの情報を読み込めませんでした。" onRetry={refetch} /> : null}

      <RatedServices
        id="home-top-rated"
        title="評価の高いサービス"
        highlights={highlights?.topRated ?? []}
        showExcerpts={showExcerpts}
      />
      <RatedServices
        id="home-most-reviewed"
        title="口コミの多いサービス"
        highlights={highlights?.mostReviewed ?? []}
        showExcerpts={showExcerpts}
      />
      {highlights && highlights.topRated.length > 0 && !loggedIn ? (
        <p className={styles.homeRatedPrompt}>
          口コミの本文は、無料の会員登録（またはログイン）でお読みいただけます。{" "}
          <Link to="/register-email">無料で会員登録する</Link>
        </p>
      ) : null}

      {data?.topServices?.length ? (
        <section className={styles.homeSection} aria-labelledby="home-services">
          <SectionHeader
            id="home-services"
            title="新着・更新サービス"
            more={{ to: "/services/search?tab=3", label: "サービス一覧へ" }}
          />
          <ul className={styles.homeServices}>
            {data.topServices.map((s) => (
              <li key={s.id}>
                <Link to={`/services/detail/${s.id}`} className={styles.homeService}>
                  <ServiceLogo src={s.logoImagePath} name={s.name} />
                  <span className={styles.homeServiceName}>{s.name}</span>
                  <span className={styles.homeServiceProvider}>{s.provider.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home ? (
        <section className={styles.homeSection} aria-labelledby="home-seminars">
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
        <section className={styles.homeSection} aria-labelledby="home-contents">
          <SectionHeader id="home-contents" title="新着記事" more={{ to: "/contents/list", label: "記事一覧へ" }} />
          <CardGrid
            items={home.contents}
            empty="記事はまだありません。"
            className={`${cardsStyles.contentGrid} ${styles.homeContents}`}
            renderItem={(c) => <ContentCard content={c} />}
          />
        </section>
      ) : null}

      {home ? (
        <section className={`${styles.homeSection} home-ads`} aria-labelledby="home-ads">
          <SectionHeader id="home-ads" title="注目のサービス（広告）" />
          <p className={styles.homeSectionNote}>このエリアは事業者からの広告です。掲載順は広告の表示順によります。</p>
          {home.advertisements.length === 0 ? (
            <p className="empty">現在掲載中の広告はありません。</p>
          ) : (
            <ul className={styles.adStrip}>
              {home.advertisements.map((ad) => (
                <li key={ad.id}>
                  <AdCard ad={ad} compact />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {home ? (
        <section className={`${styles.homeSection} home-slide`} aria-labelledby="home-slide">
          <SectionHeader id="home-slide" title={home.slide.title} />
          <ol className={styles.homeSlideList}>
            {home.slide.slides.map((slide, i) => (
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
      ) : null}

      {home ? (
        <section className={`${styles.homeSection} ${styles.homeCounseling}`} aria-labelledby="home-counseling">
          <h2 id="home-counseling">{home.counseling.title}</h2>
          <p>{home.counseling.lead}</p>
          <ul className={styles.homeCounselingPoints}>
            {home.counseling.points.map((p) => (
              <li key={p.title}>
                <h3>{p.title}</h3>
                <p>{p.text}</p>
              </li>
            ))}
          </ul>
          {home.counseling.cta ? (
            <Link to={home.counseling.cta.link} className="button button--primary">
              {home.counseling.cta.label}
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
