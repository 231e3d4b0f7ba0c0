import { CONSIDERATION_STAGE, considerationStage } from "@iryo/domain/consideration";
import { COMPARE_MAX } from "@iryo/domain/constants";
import { formatDate } from "@iryo/domain/format/date";
import { MATERIAL_BUNDLE_MAX_SERVICES } from "@iryo/domain/material-download";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { addToCompare, clearCompare } from "../../shared/compare/compare-store";
import { sheetLinks } from "../../shared/compare/sheet-links";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { MaterialConsentGate } from "../../shared/materials/MaterialConsentBox";
import { MaterialDownloadButton } from "../../shared/materials/MaterialDownloadButton";
import materialsStyles from "../../shared/materials/materials.module.css";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import {
  type ConsiderationListRouteQuery,
  useConsiderationListRouteQuery,
  useRemoveFromConsiderationMutation,
} from "./ConsiderationListRoute.generated";
import { ConsiderationNote } from "./ConsiderationNote";
import styles from "./consideration.module.css";

type Item = ConsiderationListRouteQuery["considerationList"][number];

/** The steps a service goes through, in order (the progress shown on each row). */
const STEPS = considerationStage.options.filter((o) => o.value !== CONSIDERATION_STAGE.ADDED);

function StageProgress({ stage, label }: { readonly stage: number; readonly label: string }) {
  return (
    <div className={styles.stage}>
      <span className={`${styles.stageLabel} ${styles[`stage__label--${stage}`] ?? ""}`}>{label}</span>
      <ol className={styles.stageSteps} aria-label={`進み具合：${label}`}>
        {STEPS.map((s) => (
          <li
            key={s.value}
            className={s.value <= stage ? `${styles.stageStep} ${styles.stageStepDone}` : styles.stageStep}
          >
            {s.label}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** /review: the services the member is weighing up, where each stands, and links to compare them (ADR 063). */
export default function ConsiderationListRoute() {
  const { data, loading, error, refetch } = useConsiderationListRouteQuery({ fetchPolicy: "cache-and-network" });
  const [remove] = useRemoveFromConsiderationMutation();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [bundleOpen, setBundleOpen] = useState(false);
  const navigate = useNavigate();
  const headingId = useId();

  if (error || !data) return <PageFallback loading={loading && !data} what="検討リスト" onRetry={refetch} />;
  const items = data.considerationList;
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const chosen = items.filter((i) => selected.includes(i.serviceId));

  const compare = () => {
    clearCompare();
    for (const item of chosen) addToCompare({ id: item.serviceId, name: item.serviceName });
    navigate("/compare");
  };

  const removeItem = (item: Item) =>
    runWithToast(
      async () => {
        await remove({ variables: { serviceId: item.serviceId } });
        setSelected((current) => current.filter((x) => x !== item.serviceId));
      },
      `「${item.serviceName}」を検討リストから外しました。`,
      refetch,
    );

  return (
    <section className="page consideration" aria-labelledby={headingId}>
      <PageMeta title="検討リスト" description="検討中のサービスと、それぞれの進み具合です。" />
      <Breadcrumbs items={[{ label: "マイページ" }, { label: "検討リスト" }]} />
      <header className="page__header">
        <h1 id={headingId}>検討リスト</h1>
        <p className="page__lead">
          資料をダウンロードしたサービスや商談を申し込んだサービスが、進み具合とともにここに並びます。
        </p>
      </header>
      {items.length === 0 ? (
        <div className="empty">
          <p>検討中のサービスはまだありません。</p>
          <p>気になるサービスの資料をダウンロードするか、「検討リストに追加」を押すとここに表示されます。</p>
          <Link to="/services/search?tab=1" className="button button--primary">
            サービスを探す
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.considerationActions} aria-live="polite">
            <span>{chosen.length}件を選択中</span>
            <button
              type="button"
              className="button"
              disabled={chosen.length === 0 || chosen.length > COMPARE_MAX}
              onClick={compare}
            >
              選んだサービスを比較する
            </button>
            <button
              type="button"
              className="button"
              disabled={chosen.length === 0 || chosen.length > MATERIAL_BUNDLE_MAX_SERVICES}
              onClick={() => setBundleOpen(true)}
            >
              選んだサービスの資料をまとめてダウンロード
            </button>
            {chosen.length > COMPARE_MAX ? (
              <span className={styles.considerationHint}>比較できるのは{COMPARE_MAX}件までです。</span>
            ) : null}
          </div>
          <p className={styles.considerationActions}>
            <a className="button" href={sheetLinks.consideration("xlsx", "/review")} download>
              稟議用の比較表（Excel）
            </a>
            <a className="button" href={sheetLinks.consideration("pdf", "/review")} download>
              稟議用の比較表（PDF・A4横）
            </a>
            <span className={styles.considerationHint}>
              最近動きのあった{COMPARE_MAX}件の料金・評価・セキュリティや制度対応と、あなたのメモをまとめます。
            </span>
          </p>
          {bundleOpen && chosen.length > 0 ? (
            <MaterialConsentGate>
              <p className={materialsStyles.materialDownloads}>
                <MaterialDownloadButton
                  className="button button--primary"
                  target={{ kind: "bundle", serviceIds: chosen.map((c) => c.serviceId) }}
                  fromScreen="consideration"
                >
                  {chosen.length}件のサービスの資料をZIPでダウンロード
                </MaterialDownloadButton>
              </p>
            </MaterialConsentGate>
          ) : null}
          <ul className={styles.considerationList} aria-label="検討中のサービス">
            {items.map((item) => (
              <li key={item.serviceId} className={styles.considerationItem}>
                <div className={styles.considerationSelect}>
                  <input
                    type="checkbox"
                    id={`consider-${item.serviceId}`}
                    checked={selected.includes(item.serviceId)}
                    onChange={() => toggle(item.serviceId)}
                  />
                  <label htmlFor={`consider-${item.serviceId}`} className="visually-hidden">
                    {item.serviceName}を選ぶ
                  </label>
                </div>
                <ServiceLogo src={item.logoImagePath} name={item.serviceName} />
                <div className="consideration__body">
                  <h2 className={styles.considerationName}>
                    <Link to={`/services/detail/${item.serviceId}`}>{item.serviceName}</Link>
                  </h2>
                  <p className={styles.considerationProvider}>{item.providerName}</p>
                  <StageProgress stage={item.stage} label={item.stageLabel} />
                  <ConsiderationNote serviceId={item.serviceId} serviceName={item.serviceName} note={item.note} />
                  <p className={styles.considerationMeta}>
                    最終更新：{formatDate(new Date(item.lastActivityAt))}
                    {item.materialDownloadedAt
                      ? `　資料ダウンロード：${formatDate(new Date(item.materialDownloadedAt))}`
                      : ""}
                  </p>
                </div>
                <div className={styles.considerationLinks}>
                  <Link to={`/services/material_download/${item.serviceId}?from_screen=consideration`}>資料を見る</Link>
                  {item.negotiationId ? <Link to={`/negotiation/detail/${item.negotiationId}`}>商談を見る</Link> : null}
                  <button
                    type="button"
                    className={`button ${styles.buttonSmall}`}
                    onClick={() => void removeItem(item)}
                  >
                    リストから外す<span className="visually-hidden">：{item.serviceName}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
