import { useId, useState } from "react";
import { runWithToast } from "../toast/run-with-toast";
import { LoadFailed } from "../ui/LoadFailed";
import { Spinner } from "../ui/Spinner";
import {
  MaterialConsentQueryDocument,
  useGiveMaterialConsentMutation,
  useMaterialConsentQuery,
} from "./MaterialConsent.generated";
import styles from "./materials.module.css";
import { SharedDetailsList } from "./SharedDetailsList";

/**
 * Before the first download: the member's details exactly as providers will receive them, and a
 * tick to agree (ADR 062). Renders `children` (the download buttons) once the member has agreed.
 */
export function MaterialConsentGate({ children }: { readonly children: React.ReactNode }) {
  const { data, loading, error, refetch } = useMaterialConsentQuery({ fetchPolicy: "cache-and-network" });
  // The consent has no id to normalise by: the answer replaces the query's field itself.
  const [give, { loading: saving }] = useGiveMaterialConsentMutation({
    update(cache, { data: given }) {
      if (given)
        cache.writeQuery({ query: MaterialConsentQueryDocument, data: { materialConsent: given.giveMaterialConsent } });
    },
  });
  const [agreed, setAgreed] = useState(false);
  const checkId = useId();
  const headingId = useId();

  if (loading && !data) return <Spinner label="ダウンロードの準備をしています" />;
  if (error || !data) {
    return (
      <LoadFailed message="ダウンロードの準備ができませんでした。時間をおいて再度お試しください。" onRetry={refetch} />
    );
  }
  const consent = data.materialConsent;
  if (consent.consented) return <>{children}</>;

  const submit = () =>
    runWithToast(
      () => give({ variables: { consentVersion: consent.consentVersion } }),
      "同意を記録しました。資料をダウンロードできます。",
    );

  return (
    <section className={`${styles.materialConsent} panel`} aria-labelledby={headingId}>
      <h2 id={headingId}>資料のダウンロード前にご確認ください</h2>
      <p>
        資料をダウンロードすると、次の情報がそのサービスの提供会社に提供されます。提供会社からご連絡を差し上げることがあります。
      </p>
      <SharedDetailsList details={consent.sharedDetails} label="提供会社に提供される情報" />
      <p className={styles.materialConsentNote}>
        内容を変更する場合は、マイページの「設定」から会員情報を更新してください。同意はこの一度だけで、以後のダウンロードにも適用されます。
      </p>
      <div className={styles.materialConsentAgree}>
        <input id={checkId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <label htmlFor={checkId}>上記の情報が資料の提供会社に提供されることに同意します</label>
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={!agreed || saving}
        onClick={() => void submit()}
      >
        同意してダウンロードに進む
      </button>
    </section>
  );
}
