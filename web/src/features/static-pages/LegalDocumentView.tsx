import { Spinner } from "../../shared/ui/Spinner";
import type { LegalDocument_DocumentFragment } from "./LegalDocument.generated";
import { StaticPage } from "./StaticPage";
import styles from "./static-pages.module.css";

export function LegalDocumentView({
  fallbackTitle,
  description,
  document,
  loading,
}: {
  readonly fallbackTitle: string;
  readonly description: string;
  readonly document: LegalDocument_DocumentFragment | undefined;
  readonly loading: boolean;
}) {
  return (
    <StaticPage title={document?.title ?? fallbackTitle} description={description}>
      {loading && !document ? (
        <Spinner label="読み込んでいます" />
      ) : !document ? (
        <p className="notice notice--error">表示できませんでした。時間をおいて再度お試しください。</p>
      ) : (
        <>
          <p>{document.preamble}</p>
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
          <p className={styles.staticPageUpdated}>
            最終更新日：{document.updatedOn.replaceAll("-", "/")}
            {document.version !== null ? `（第${document.version}版）` : ""}
          </p>
        </>
      )}
    </StaticPage>
  );
}

/**
 * The page of a legal document (the terms, the privacy policy): `useDocumentQuery` reads it and
 * `documentOf` picks it from the answer; `fallbackTitle` is the title until it is there.
 */
export function legalDocumentPage<Data>({
  useDocumentQuery,
  documentOf,
  fallbackTitle,
  description,
}: {
  readonly useDocumentQuery: () => { readonly data?: Data; readonly loading: boolean };
  readonly documentOf: (data: Data) => LegalDocument_DocumentFragment;
  readonly fallbackTitle: string;
  readonly description: string;
}) {
  return function LegalDocumentPage() {
    const { data, loading } = useDocumentQuery();
    return (
      <LegalDocumentView
        fallbackTitle={fallbackTitle}
        description={description}
        document={data && documentOf(data)}
        loading={loading}
      />
    );
  };
}
