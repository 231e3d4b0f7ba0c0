import { ANALYTICS_METRICS, ANALYTICS_PERIOD_WEEKS, DEFAULT_ANALYTICS_WEEKS } from "@iryo/domain/provider-insights";
import { isRowId } from "@iryo/domain/row-id";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { ProviderConsoleNav } from "./ProviderConsoleNav";
import { type ProviderAnalyticsRouteQuery, useProviderAnalyticsRouteQuery } from "./ProviderInsights.generated";
import styles from "./provider-insights.module.css";
import { WeeklyBarChart } from "./WeeklyBarChart";

type Week = ProviderAnalyticsRouteQuery["providerAnalytics"]["weeks"][number];

const FIELD: Readonly<Record<(typeof ANALYTICS_METRICS)[number]["key"], keyof Week>> = {
  page_views: "pageViews",
  compare_adds: "compareAdds",
  bookmarks: "bookmarks",
  material_downloads: "materialDownloads",
  negotiations: "negotiations",
  seminar_enrolments: "seminarEnrolments",
};

/** "11/24" of a week's Monday (YYYY-MM-DD). */
function shortDate(day: string): string {
  const [, month, date] = day.split("-");
  return `${Number(month)}/${Number(date)}`;
}

function weeksParam(raw: string | null): number {
  const n = Number(raw);
  return (ANALYTICS_PERIOD_WEEKS as readonly number[]).includes(n) ? n : DEFAULT_ANALYTICS_WEEKS;
}

/** /provider/analytics: weekly figures of the organisation's services as charts and a table (ADR 151). */
export default function ProviderAnalyticsRoute() {
  const [search, setSearch] = useSearchParams();
  const rawService = search.get("service_id");
  const serviceId = rawService && isRowId(rawService) ? rawService : null;
  const weeks = weeksParam(search.get("weeks"));
  const ids = useId();
  const { data, dataState, loading, error } = useProviderAnalyticsRouteQuery({
    variables: { serviceId, weeks },
    fetchPolicy: "network-only",
  });
  const page = dataState === "complete" ? data.providerAnalytics : undefined;
  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const shownName = page?.services.find((s) => s.id === page.serviceId)?.name ?? "すべてのサービス";
  return (
    <section className="page">
      <PageMeta title="事業者コンソール アクセス解析" />
      <Breadcrumbs items={[{ label: "事業者コンソール", to: "/provider" }, { label: "アクセス解析" }]} />
      <header className="page__header">
        <h1>アクセス解析</h1>
        <p className="page__lead">
          サービスごとの閲覧数や資料ダウンロードなどを、週（月曜〜日曜、日本時間）ごとに表示します。
        </p>
      </header>
      <ProviderConsoleNav />
      <form className={styles.filters} onSubmit={(e) => e.preventDefault()} aria-label="表示する内容">
        <label htmlFor={`${ids}-service`}>サービス</label>
        <select
          id={`${ids}-service`}
          value={serviceId ?? ""}
          onChange={(e) => choose("service_id", e.target.value)}
          disabled={!page}
        >
          <option value="">すべてのサービス</option>
          {page?.services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-weeks`}>期間</label>
        <select id={`${ids}-weeks`} value={String(weeks)} onChange={(e) => choose("weeks", e.target.value)}>
          {ANALYTICS_PERIOD_WEEKS.map((w) => (
            <option key={w} value={w}>
              直近{w}週間
            </option>
          ))}
        </select>
      </form>
      {loading && !data ? (
        <Spinner label="集計を読み込んでいます" />
      ) : error || !page ? (
        <ShowFailed what="アクセス解析" />
      ) : page.services.length === 0 ? (
        <p className="empty">掲載中のサービスがないため、表示できる集計はありません。</p>
      ) : (
        <>
          <h2 className={styles.subheading}>{shownName}</h2>
          <div className={styles.charts}>
            {ANALYTICS_METRICS.map((m) => (
              <WeeklyBarChart
                key={m.key}
                id={`${ids}-${m.key}`}
                title={m.label}
                values={page.weeks.map((w) => ({ label: shortDate(w.weekStart), value: Number(w[FIELD[m.key]]) }))}
              />
            ))}
          </div>
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <caption id={`${ids}-table`}>週ごとの数値（{shownName}）</caption>
              <thead>
                <tr>
                  <th scope="col">週（月曜日）</th>
                  {ANALYTICS_METRICS.map((m) => (
                    <th key={m.key} scope="col">
                      {m.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.weeks.map((w) => (
                  <tr key={w.weekStart}>
                    <th scope="row">
                      {w.weekStart.replaceAll("-", "/")}
                      <span className={styles.isoWeek}>（{w.isoWeek}）</span>
                    </th>
                    {ANALYTICS_METRICS.map((m) => (
                      <td key={m.key}>{String(w[FIELD[m.key]])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>
            閲覧数と比較リストへの追加は、同じ閲覧者（ブラウザのセッション）につき1日1回として数えます。外部の解析サービスは使っていません。
          </p>
        </>
      )}
    </section>
  );
}
