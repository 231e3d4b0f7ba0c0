import { formatFileSize } from "@iryo/domain/format/file-size";
import { CHANGE_STATE_LABEL, type ChangeState } from "@iryo/domain/publishing";
import { useState } from "react";
import { useParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { MaterialUpload } from "./MaterialUpload";
import {
  useCreateMaterialDraftMutation,
  useMaterialUploadUrlMutation,
  useProviderMaterialsRouteQuery,
  useReplaceMaterialDraftMutation,
  useRetireMaterialDraftMutation,
  useSubmitMaterialChangeMutation,
} from "./ProviderMaterials.generated";
import styles from "./provider-listings.module.css";

const stateLabel = (status: string) =>
  status === "public" ? "公開中" : (CHANGE_STATE_LABEL[status as ChangeState] ?? status);

/** /provider/services/:id/materials: the service's materials, uploads, retirements and submissions (ADR 145). */
export default function ProviderMaterialsRoute() {
  const { id = "" } = useParams();
  const { data, dataState, loading, error, refetch } = useProviderMaterialsRouteQuery({
    variables: { serviceId: id },
    fetchPolicy: "network-only",
  });
  const [requestUrl] = useMaterialUploadUrlMutation();
  const [createDraft] = useCreateMaterialDraftMutation();
  const [retire] = useRetireMaterialDraftMutation();
  const [replace] = useReplaceMaterialDraftMutation();
  const [replacing, setReplacing] = useState<string | undefined>();
  const [submit] = useSubmitMaterialChangeMutation();
  const [message, setMessage] = useState<string | undefined>();
  const materials = dataState === "complete" ? data.providerServiceMaterials.materials : undefined;
  const businessId = dataState === "complete" ? data.providerOrganisation.organisation.id : "";

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setMessage(done);
      await refetch();
    } catch (caught) {
      setMessage(appErrorOf(caught).message);
    }
  };

  return (
    <section className="page">
      <PageMeta title="事業者コンソール 資料の管理" />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "掲載サービス", to: "/provider/services" },
          { label: "資料の管理" },
        ]}
      />
      <header className="page__header">
        <h1>資料の管理</h1>
        <p className="page__lead">
          導入資料を追加・差し替え・公開終了できます。変更は審査で承認されてからサイトに反映されます。
        </p>
      </header>
      {message ? (
        <p role="status" className={styles.notice}>
          {message}
        </p>
      ) : null}
      {loading && !data ? (
        <Spinner />
      ) : error && !data ? (
        <ShowFailed what="資料" />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="materials-list">
            <h2 id="materials-list">資料一覧</h2>
            {materials && materials.length === 0 ? <p>資料はまだありません。</p> : null}
            <ul className={styles.list} aria-label="資料の一覧">
              {materials?.map((m) => (
                <li key={m.change?.id ?? `m${m.materialId}`} className={styles.changeItem}>
                  <div className={styles.changeHead}>
                    <strong>{m.title}</strong>
                    <span className={styles.badge}>{stateLabel(m.status)}</span>
                  </div>
                  <p className={styles.meta}>
                    {m.fileName}（{formatFileSize(m.sizeBytes)}）{m.change ? ` 申請番号 ${m.change.id}` : ""}
                  </p>
                  {m.description ? <p>{m.description}</p> : null}
                  {m.status === "rejected" && m.change?.reason ? (
                    <p className={styles.reason}>差し戻しの理由: {m.change.reason}</p>
                  ) : null}
                  <div className={styles.materialActions}>
                    {m.status === "draft" && m.change ? (
                      <button
                        type="button"
                        className="button button--primary"
                        onClick={() =>
                          void act(
                            () => submit({ variables: { changeId: m.change?.id ?? "" } }),
                            "審査を申請しました。",
                          )
                        }
                      >
                        審査を申請する
                      </button>
                    ) : null}
                    {m.materialId && (m.status === "public" || m.status === "published" || m.status === "withdrawn") ? (
                      <button
                        type="button"
                        className="button"
                        onClick={() => {
                          if (!window.confirm(`「${m.title}」の公開終了を下書きにします。よろしいですか？`)) return;
                          void act(
                            () => retire({ variables: { materialId: m.materialId ?? "" } }),
                            "公開終了の下書きを作成しました。審査を申請してください。",
                          );
                        }}
                      >
                        公開を終了する
                      </button>
                    ) : null}
                    {m.materialId && m.status !== "submitted" && m.status !== "approved" ? (
                      <button
                        type="button"
                        className="button"
                        aria-expanded={replacing === m.materialId}
                        onClick={() =>
                          setReplacing(replacing === m.materialId ? undefined : (m.materialId ?? undefined))
                        }
                      >
                        差し替える
                      </button>
                    ) : null}
                  </div>
                  {replacing && replacing === m.materialId ? (
                    <MaterialUpload
                      label={`「${m.title}」の差し替え`}
                      requestUrl={async (filename) => {
                        const res = await requestUrl({ variables: { businessId, serviceId: id, filename } });
                        if (!res.data) throw new Error("no upload URL");
                        return res.data.materialUploadUrl;
                      }}
                      createDraft={async (input) => {
                        if (!window.confirm(`「${m.title}」を差し替える下書きを作成します。よろしいですか？`)) return;
                        await replace({ variables: { materialId: replacing, input } });
                        setReplacing(undefined);
                        setMessage("差し替えの下書きを作成しました。審査を申請するまで、現在の資料が公開されます。");
                        await refetch();
                      }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="materials-add">
            <h2 id="materials-add">資料を追加する</h2>
            <MaterialUpload
              requestUrl={async (filename) => {
                const res = await requestUrl({ variables: { businessId, serviceId: id, filename } });
                if (!res.data) throw new Error("no upload URL");
                return res.data.materialUploadUrl;
              }}
              createDraft={async (input) => {
                await createDraft({ variables: { serviceId: id, input } });
                setMessage("資料を下書きに追加しました。内容を確認して審査を申請してください。");
                await refetch();
              }}
            />
          </section>
        </>
      )}
    </section>
  );
}
