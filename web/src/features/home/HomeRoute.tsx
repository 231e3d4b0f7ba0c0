import { Link } from "react-router";
import { useHomeRouteQuery } from "../../graphql/generated";
import { PageMeta } from "../../shared/layout/PageMeta";
import { Spinner } from "../../shared/ui/Spinner";

export default function HomeRoute() {
  const { data, loading, error, refetch } = useHomeRouteQuery();
  return (
    <div className="page home">
      <PageMeta />
      <section className="hero">
        <h1>医療機関のためのITサービスを、比べて選べる。</h1>
        <p>電子カルテから勤怠管理まで、医療・介護の現場に合うサービスを無料で探せます。</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">カテゴリから探す</h2>
        {loading && !data ? (
          <Spinner label="カテゴリを読み込んでいます" />
        ) : error && !data ? (
          <div className="notice notice--error">
            <p>カテゴリを読み込めませんでした。</p>
            <button type="button" className="button" onClick={() => void refetch()}>
              再読み込みする
            </button>
          </div>
        ) : data?.categories.length === 0 ? (
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
    </div>
  );
}
