import { COMPARE_MAX } from "@iryo/domain/constants";
import { formatNumber } from "@iryo/domain/format/number";
import { COMPARE_PRINT_NOTICE } from "@iryo/domain/service-catalog";
import { Link } from "react-router";
import styles from "../../shared/compare/compare.module.css";
import { clearCompare, removeFromCompare, useCompareList } from "../../shared/compare/compare-store";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { RatingBadge } from "../../shared/ui/RatingBadge";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import { Spinner } from "../../shared/ui/Spinner";
import { AttributeRows, SheetDownloads } from "./CompareAttributes";
import { type CompareRouteQuery, useCompareRouteQuery } from "./CompareRoute.generated";

type Compared = CompareRouteQuery["compareServices"][number];

const ROWS: readonly (readonly [string, (s: Compared) => React.ReactNode])[] = [
  ["提供会社", (s) => s.provider.name],
  [
    "評価",
    (s) => <RatingBadge average={s.ratingSummary.overallAverage ?? null} count={s.ratingSummary.overallCount} />,
  ],
  ["概要", (s) => s.summary],
  ["カテゴリ", (s) => s.categories.map((c) => c.name).join("、")],
  ["料金", (s) => s.price || "お問い合わせください"],
  ["初期費用", (s) => s.initialCost || "お問い合わせください"],
  ["料金プラン", (s) => s.ratePlan || "お問い合わせください"],
  ["無料トライアル", (s) => (s.hasFreeTrial ? "あり" : "なし")],
  ["無料プラン", (s) => (s.hasFreePlan ? "あり" : "なし")],
  ["導入実績", (s) => (s.installationCount === null ? "非公開" : `${formatNumber(s.installationCount)}件`)],
  ["対象病床数", (s) => s.targetBedCount || "指定なし"],
  ["対象施設", (s) => s.targetInstitutionTypes.map((t) => t.label).join("、") || "指定なし"],
  ["解決できる課題", (s) => s.issues.map((i) => i.name).join("、") || "—"],
  ["所在地", (s) => s.provider.location || "非公開"],
];

/** /compare: 1–5 services chosen on search and detail pages, side by side. Not printable (product §2.1). */
export default function CompareRoute() {
  const list = useCompareList();
  const ids = list.map((e) => e.id);
  const { data, previousData, loading, error, refetch } = useCompareRouteQuery({
    variables: { ids },
    skip: ids.length === 0,
  });
  const services = (data ?? previousData)?.compareServices.filter((s) => ids.includes(s.id)) ?? [];

  let body: React.ReactNode;
  if (ids.length === 0) {
    body = (
      <div className="empty">
        <p>比較するサービスが選ばれていません。</p>
        <p>サービスの一覧や詳細ページで「比較に追加」を押すと、最大{COMPARE_MAX}件まで並べて比較できます。</p>
        <Link to="/services/search?tab=3" className="button button--primary">
          サービスを探す
        </Link>
      </div>
    );
  } else if (loading && services.length === 0) {
    body = <Spinner label="比較表を読み込んでいます" />;
  } else if (error && services.length === 0) {
    body = <LoadFailed message="比較表を表示できませんでした。時間をおいて再度お試しください。" onRetry={refetch} />;
  } else {
    body = (
      <>
        <p className="result-count" aria-live="polite">
          {services.length}件のサービスを比較しています（最大{COMPARE_MAX}件）。
        </p>
        <div className={styles.compareTableWrap}>
          <table
            className={styles.compareTable}
            style={{ "--compare-columns": services.length } as React.CSSProperties}
          >
            <caption className="visually-hidden">サービス比較表</caption>
            <thead>
              <tr>
                <td />
                {services.map((s) => (
                  <th key={s.id} scope="col">
                    <div className={styles.compareTableService}>
                      <ServiceLogo src={s.logoImagePath} name={s.name} />
                      <Link to={`/services/detail/${s.id}`}>{s.name}</Link>
                      <button
                        type="button"
                        className="button"
                        aria-label={`${s.name}を比較から外す`}
                        onClick={() => removeFromCompare(s.id)}
                      >
                        外す
                      </button>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {services.map((s) => (
                    <td key={s.id}>{cell(s)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <AttributeRows services={services} />
          </table>
        </div>
        <SheetDownloads ids={services.map((s) => s.id)} />
        <p>
          <button type="button" className="button" onClick={clearCompare}>
            すべて外す
          </button>
        </p>
      </>
    );
  }

  return (
    <section className={`page ${styles.comparePage}`}>
      <PageMeta title="サービス比較" description="選んだサービスの料金や導入実績を並べて比較できます。" />
      <p className={styles.comparePrintNotice}>{COMPARE_PRINT_NOTICE}</p>
      <Breadcrumbs items={[{ label: "サービス比較" }]} />
      <header className="page__header">
        <h1>サービス比較</h1>
        <p className="page__lead">選んだサービスを並べて比較できます。このページは印刷できません。</p>
      </header>
      {body}
    </section>
  );
}
