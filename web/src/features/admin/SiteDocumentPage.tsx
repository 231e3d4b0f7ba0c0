import { SITE_CONTENT_LABELS, SITE_CONTENT_NAMES, type SiteContentName } from "@iryo/domain/site-content";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import {
  type AdminSiteContent_DocumentFragment,
  useAdminSiteContentQuery,
  usePublishSiteContentMutation,
  useRollBackSiteContentMutation,
} from "./AdminContent.generated";
import styles from "./admin.module.css";
import { dateTime } from "./admin-labels";
import { BannerEditor } from "./BannerEditor";
import { HomeSlideEditor } from "./HomeSlideEditor";
import { JsonDocumentEditor } from "./JsonDocumentEditor";
import { LegalDocumentEditor } from "./LegalDocumentEditor";

const isName = (name: string | undefined): name is SiteContentName =>
  (SITE_CONTENT_NAMES as readonly (string | undefined)[]).includes(name);

/** What an editor form publishes: the new content and a note for the history. */
export type Publish = (document: unknown, note: string) => Promise<boolean>;

/** One document of the site (/admin/content/:name): its editor, then its versions with rollback. */
export default function SiteDocumentPage() {
  const { name } = useParams();
  if (!isName(name)) return <ErrorRedirect status={404} />;
  return <DocumentPage name={name} />;
}

function DocumentPage({ name }: { readonly name: SiteContentName }) {
  const { data, dataState, loading, refetch } = useAdminSiteContentQuery({
    variables: { name },
    fetchPolicy: "cache-and-network",
  });
  const [publishMutation] = usePublishSiteContentMutation();
  const label = SITE_CONTENT_LABELS[name];
  const doc = dataState === "complete" ? data.siteContent : undefined;
  if (loading && !doc) return <Spinner label={`${label}を読み込んでいます`} />;
  if (!doc) return <LoadFailed message={`${label}を読み込めませんでした。`} onRetry={() => refetch()} />;

  const publish: Publish = (document, note) =>
    runWithToast(
      () => publishMutation({ variables: { name, documentJson: JSON.stringify(document), note } }),
      name === "terms"
        ? "新しい利用規約を公開しました。会員は次回ログイン時に同意が必要になります。"
        : `${label}を公開しました。`,
      () => refetch(),
    );
  const current = JSON.parse(doc.document) as unknown;
  return (
    <>
      <PageMeta title={`${label}の編集`} />
      <p>
        <Link to="/admin/content">サイトコンテンツ一覧へ戻る</Link>
      </p>
      <h1 className={styles.heading}>{label}の編集</h1>
      <p className={styles.queueMeta}>
        {doc.version && doc.publishedAt
          ? `現在：第${doc.version}版（${dateTime(doc.publishedAt)} 公開）`
          : "現在：初期の内容"}
      </p>
      {name === "banner" ? (
        <BannerEditor key={doc.version ?? 0} current={current} publish={publish} />
      ) : name === "home_slide" ? (
        <HomeSlideEditor key={doc.version ?? 0} current={current} publish={publish} />
      ) : name === "terms" || name === "privacy" ? (
        <LegalDocumentEditor key={doc.version ?? 0} current={current} publish={publish} terms={name === "terms"} />
      ) : (
        <JsonDocumentEditor key={doc.version ?? 0} name={name} current={current} publish={publish} />
      )}
      <History name={name} doc={doc} onChanged={() => refetch()} />
    </>
  );
}

function History({
  name,
  doc,
  onChanged,
}: {
  readonly name: SiteContentName;
  readonly doc: AdminSiteContent_DocumentFragment;
  readonly onChanged: () => unknown;
}) {
  const [rollBack, { loading }] = useRollBackSiteContentMutation();
  const [asked, setAsked] = useState<number | null>(null);
  return (
    <section className={styles.section} aria-labelledby="content-history">
      <h2 id="content-history" className={styles.subheading}>
        公開履歴
      </h2>
      {doc.versions.length === 0 ? (
        <p>まだ履歴はありません。最初に公開すると、現在の内容が第1版として保存されます。</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        <section className={styles.tableWrap} aria-label="公開履歴の表（横にスクロールできます）" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">版</th>
                <th scope="col">公開日時</th>
                <th scope="col">担当者</th>
                <th scope="col">メモ</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {doc.versions.map((v) => (
                <tr key={v.version}>
                  <td>第{v.version}版</td>
                  <td>{dateTime(v.createdAt)}</td>
                  <td>{v.operatorEmail ?? "初期の内容"}</td>
                  <td>
                    {v.restoredFrom ? `第${v.restoredFrom}版に戻しました。` : ""}
                    {v.note}
                  </td>
                  <td>
                    {v.version === doc.version ? (
                      "公開中"
                    ) : asked === v.version ? (
                      <span className={styles.searchActions}>
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={loading}
                          onClick={() =>
                            void runWithToast(
                              () => rollBack({ variables: { name, version: v.version, note: "" } }),
                              `第${v.version}版の内容を新しい版として公開しました。`,
                              async () => {
                                setAsked(null);
                                await onChanged();
                              },
                            )
                          }
                        >
                          第{v.version}版に戻す
                        </button>
                        <button type="button" className="button" onClick={() => setAsked(null)}>
                          やめる
                        </button>
                      </span>
                    ) : (
                      <button type="button" className="button" onClick={() => setAsked(v.version)}>
                        この版に戻す…
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
