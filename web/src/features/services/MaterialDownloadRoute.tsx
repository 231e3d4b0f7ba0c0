import { formatFileSize } from "@iryo/domain/format/file-size";
import { type FromScreen, fromScreenReturn, parseFromScreen, withFromScreen } from "@iryo/domain/from-screen";
import { isRowId } from "@iryo/domain/row-id";
import { Link, useParams, useSearchParams } from "react-router";
import { AddToConsiderationButton } from "../../shared/consideration/AddToConsiderationButton";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { MaterialConsentGate } from "../../shared/materials/MaterialConsentBox";
import { MaterialDownloadButton } from "../../shared/materials/MaterialDownloadButton";
import materialsStyles from "../../shared/materials/materials.module.css";
import { LoginOrRegister } from "../../shared/session/LoginOrRegister";
import loginPromptStyles from "../../shared/session/login-prompt.module.css";
import { useMe } from "../../shared/session/use-me";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import { useMaterialDownloadRouteQuery } from "./MaterialDownloadRoute.generated";
import styles from "./services.module.css";

type MaterialFile = {
  readonly id: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
};

/** The files with their type and size; `downloadable` (a consenting member's page) gives each a download button. */
function MaterialList({
  files,
  downloadable = false,
  fromScreen,
}: {
  readonly files: readonly MaterialFile[];
  readonly downloadable?: boolean;
  readonly fromScreen?: FromScreen | undefined;
}) {
  return (
    <ul className={styles.materialList} aria-label="資料の一覧">
      {files.map((f) => (
        <li key={f.id} className={styles.materialListItem}>
          <span className={styles.materialListType} aria-hidden="true">
            {f.mimeType === "application/pdf" ? "PDF" : "ZIP"}
          </span>
          <span className="material-list__name">{f.fileName}</span>
          <span className={styles.materialListSize}>{formatFileSize(f.sizeBytes)}</span>
          {downloadable && (
            <MaterialDownloadButton
              className={materialsStyles.materialListDownload}
              target={{ kind: "file", fileId: f.id }}
              fromScreen={fromScreen}
              // The name says which file (a hidden span gave "ダウンロード ：…", with a space the layout adds).
              label={`ダウンロード：${f.fileName}`}
            >
              ダウンロード
            </MaterialDownloadButton>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The material-download page: the files; a visitor gets a prompt to log in, a member the consent step
 * before the first download and then the download links (ADR 062).
 */
export default function MaterialDownloadRoute() {
  const { id = "" } = useParams();
  const { loggedIn, isMember } = useMe();
  const fromScreen = parseFromScreen(useSearchParams()[0].get("from_screen"));
  const valid = isRowId(id);
  const { data, loading, error, refetch } = useMaterialDownloadRouteQuery({
    variables: { serviceId: id },
    skip: !valid,
  });

  if (!valid) return <ErrorRedirect status={404} />;
  if (error || !data) return <PageFallback loading={loading && !data} what="資料の一覧" onRetry={refetch} />;
  const { service, files } = data.serviceMaterial;
  const pagePath = `/services/material_download/${service.id}`;
  const back = fromScreenReturn(fromScreen, service);
  return (
    <section className="page material-download">
      <PageMeta title={`${service.name}の資料ダウンロード`} description={`${service.name}の紹介資料の一覧です。`} />
      <Breadcrumbs
        items={[
          { label: "サービスを探す", to: "/services/search?tab=1" },
          { label: service.name, to: `/services/detail/${service.id}` },
          { label: "資料ダウンロード" },
        ]}
      />
      <header className={styles.materialDownloadHeader}>
        <ServiceLogo src={service.logoImagePath} name={service.name} />
        <div>
          <h1>{service.name}の資料ダウンロード</h1>
          <p className={styles.serviceDetailProvider}>{service.provider.name}</p>
        </div>
      </header>
      {files.length === 0 ? (
        <p className="empty">このサービスの資料はまだ登録されていません。</p>
      ) : loggedIn && !isMember ? (
        <>
          <p className="notice">資料のダウンロードは、医療機関・介護施設などの会員の方がご利用いただけます。</p>
          <MaterialList files={files} />
        </>
      ) : loggedIn ? (
        <MaterialConsentGate>
          <div className={materialsStyles.materialDownloads}>
            <MaterialDownloadButton
              target={{ kind: "service", serviceId: service.id }}
              fromScreen={fromScreen}
              className="button button--primary"
            >
              {files.length > 1 ? `資料をまとめてダウンロード（${files.length}件・ZIP）` : "資料をダウンロード"}
            </MaterialDownloadButton>
            <AddToConsiderationButton serviceId={service.id} />
          </div>
          <MaterialList files={files} downloadable fromScreen={fromScreen} />
        </MaterialConsentGate>
      ) : (
        <>
          <MaterialList files={files} />
          <div className={loginPromptStyles.loginPrompt}>
            <h2>資料のダウンロードには会員登録（無料）が必要です</h2>
            <p>ログインすると、資料をまとめてダウンロードできます。会員登録・ご利用はすべて無料です。</p>
            <LoginOrRegister redirect={withFromScreen(pagePath, fromScreen)} loginLabel="ログインしてダウンロード" />
          </div>
        </>
      )}
      <p>
        <Link to={back.path}>← {back.label}</Link>
      </p>
    </section>
  );
}
