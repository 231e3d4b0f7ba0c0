import { Link } from "react-router";
import { useHomeRouteQuery } from "../../graphql/generated";
import { AdCard } from "../../shared/cards/AdCard";
import { ContentCard } from "../../shared/cards/ContentCard";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import { Spinner } from "../../shared/ui/Spinner";
import { BannerCarousel } from "./BannerCarousel";
import "./home.css";

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
    <div className="home-section__header">
      <h2 id={id}>{title}</h2>
      {more ? (
        <Link to={more.to} className="home-section__more">
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}

export default function HomeRoute() {
  // One part failing (e.g. the services) must not blank the whole home page.
  const { data, loading, error, refetch } = useHomeRouteQuery({ errorPolicy: "all" });
  const home = data?.home;

  if (loading && !data) {
    return (
      <div className="page home">
        <PageMeta />
        <Spinner label="ホームを読み込んでいます" />
      </div>
    );
  }

  return (
    <div className="page home">
      <PageMeta />
      {home ? <BannerCarousel banners={home.banners} /> : null}
      <section className="hero">
        <h1>医療機関のためのITサービスを、比べて選べる。</h1>
        <p>電子カルテから勤怠管理まで、医療・介護の現場に合うサービスを無料で探せます。</p>
      </section>
      {error && !home ? (
        <div className="notice notice--error">
          <p>ホームの情報を読み込めませんでした。</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            再読み込みする
          </button>
        </div>
      ) : null}

      {data?.topServices?.length ? (
        <section className="home-section" aria-labelledby="home-services">
          <SectionHeader
            id="home-services"
            title="新着・更新サービス"
            more={{ to: "/services/search?tab=3", label: "サービス一覧へ" }}
          />
          <ul className="home-services">
            {data.topServices.map((s) => (
              <li key={s.id}>
                <Link to={`/services/detail/${s.id}`} className="home-service">
                  <ServiceLogo src={s.logoImagePath} name={s.name} />
                  <span className="home-service__name">{s.name}</span>
                  <span className="home-service__provider">{s.provider.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home ? (
        <section className="home-section" aria-labelledby="home-ads">
          <SectionHeader id="home-ads" title="注目のサービス（広告）" />
          <p className="home-section__note">このエリアは事業者からの広告です。掲載順は広告の表示順によります。</p>
          {home.advertisements.length === 0 ? (
            <p className="empty">現在掲載中の広告はありません。</p>
          ) : (
            <ul className="ad-grid">
              {home.advertisements.map((ad) => (
                <li key={ad.id}>
                  <AdCard ad={ad} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {home ? (
        <section className="home-section" aria-labelledby="home-seminars">
          <SectionHeader
            id="home-seminars"
            title="受付中のセミナー"
            more={{ to: "/seminars/list", label: "セミナー一覧へ" }}
          />
          {home.seminars.length === 0 ? (
            <p className="empty">現在受付中のセミナーはありません。</p>
          ) : (
            <ul className="seminar-grid home-seminars">
              {home.seminars.map((s) => (
                <li key={s.id}>
                  <SeminarCard seminar={s} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {home ? (
        <section className="home-section" aria-labelledby="home-contents">
          <SectionHeader id="home-contents" title="新着記事" more={{ to: "/contents/list", label: "記事一覧へ" }} />
          {home.contents.length === 0 ? (
            <p className="empty">記事はまだありません。</p>
          ) : (
            <ul className="content-grid home-contents">
              {home.contents.map((c) => (
                <li key={c.id}>
                  <ContentCard content={c} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="home-categories">
        <SectionHeader id="home-categories" title="カテゴリから探す" />
        {data?.categories.length === 0 ? (
          <p className="empty">カテゴリはまだありません。</p>
        ) : (
          <ul className="category-grid">
            {data?.categories.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.id}`} className="category-tile">
                  <span className="category-tile__name">{category.name}</span>
                  <span className="category-tile__count">{category.serviceCount}件</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {home ? (
        <section className="home-section home-slide" aria-labelledby="home-slide">
          <SectionHeader id="home-slide" title={home.slide.title} />
          <ol className="home-slide__list">
            {home.slide.slides.map((slide, i) => (
              <li key={slide.title} className="home-slide__item">
                <span className="home-slide__step" aria-hidden="true">
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
        <section className="home-section home-counseling" aria-labelledby="home-counseling">
          <h2 id="home-counseling">{home.counseling.title}</h2>
          <p>{home.counseling.lead}</p>
          <ul className="home-counseling__points">
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
