import { errorMessage } from "@iryo/domain/error-catalogue";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { SharedDetailsList } from "../../shared/materials/SharedDetailsList";
import { LoginOrRegister } from "../../shared/session/LoginOrRegister";
import { useMe } from "../../shared/session/use-me";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { clearToasts } from "../../shared/toast/toast-store";
import { useSeminarApplyPanelQuery } from "./SeminarApplyPanel.generated";
import styles from "./seminar-enrollments.module.css";
import { useEnrollSeminar } from "./use-enrollment-mutations";

interface SeminarSummary {
  readonly id: string;
  readonly title: string;
  readonly schedule: string;
  readonly place: string;
}

/** The apply block of a seminar's detail page: apply → confirm → done (product §2.5 seminar apply texts). */
export function SeminarApplyPanel({ seminar }: { readonly seminar: SeminarSummary }) {
  const { loggedIn, isMember, loading: sessionLoading } = useMe();
  const { pathname } = useLocation();
  const headingId = useId();
  if (sessionLoading) return null;
  if (!loggedIn) {
    return (
      <section className={`${styles.seminarApply} panel`} aria-labelledby={headingId}>
        <h2 id={headingId}>お申し込み</h2>
        <p>セミナーへのお申し込みには会員登録（無料）が必要です。</p>
        <LoginOrRegister redirect={pathname} loginLabel="ログインして申し込む" />
      </section>
    );
  }
  if (!isMember) {
    return (
      <section className={`${styles.seminarApply} panel`} aria-labelledby={headingId}>
        <h2 id={headingId}>お申し込み</h2>
        <p>セミナーへのお申し込みは、医療機関・介護施設などの会員の方がご利用いただけます。</p>
      </section>
    );
  }
  return <MemberApply seminar={seminar} headingId={headingId} />;
}

function MemberApply({ seminar, headingId }: { readonly seminar: SeminarSummary; readonly headingId: string }) {
  const { data, loading } = useSeminarApplyPanelQuery({
    variables: { seminarId: seminar.id },
    fetchPolicy: "cache-and-network",
  });
  const { enroll, enrolling: sending } = useEnrollSeminar(seminar.id);
  const [step, setStep] = useState<"idle" | "confirm" | "done">("idle");
  const [errorText, setErrorText] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();
  const sharedId = useId();

  if (loading && !data) return null;
  const state = data?.seminarEnrollment;
  if (!state) return null;
  // Every seat taken (product §4.2): say so up front instead of letting the member meet 0701002.
  const full = state.capacity !== null && state.enrolledCount >= state.capacity;

  const apply = async () => {
    setErrorText(null);
    try {
      await enroll();
      setStep("done");
      clearToasts();
    } catch (e) {
      setErrorText(toastFailure(e).message);
    }
  };

  return (
    <section className={`${styles.seminarApply} panel`} aria-labelledby={headingId}>
      <h2 id={headingId}>お申し込み</h2>
      {step === "done" ? (
        <div className="seminar-apply__done" role="status">
          <p className={styles.seminarApplyDoneTitle}>お申し込みが完了しました</p>
          <p>
            ご登録のメールアドレスに確認メールをお送りしました。メールに添付のカレンダーファイル（.ics）から予定を登録できます。
          </p>
          <Link to="/apply-seminar" className="button button--primary">
            申込済みセミナーを見る
          </Link>
        </div>
      ) : state.enrolled ? (
        <div>
          <p>このセミナーはお申し込み済みです。</p>
          <Link to="/apply-seminar">申込済みセミナーを見る</Link>
        </div>
      ) : !state.receptionOpen ? (
        <p>現在、このセミナーはお申し込みを受け付けていません。</p>
      ) : full && step !== "confirm" ? (
        <div className={styles.seminarApplyFull} data-testid="seminar-full">
          <p className={styles.seminarApplyFullTitle}>満席</p>
          <p>
            {errorMessage("0701002")}（定員{state.capacity?.toLocaleString("ja-JP")}名）
          </p>
        </div>
      ) : step === "confirm" ? (
        <div className="seminar-apply__confirm">
          <p>以下の内容でお申し込みます。主催企業に提供される情報をご確認のうえ、同意して申し込んでください。</p>
          <dl className={styles.seminarApplyFacts}>
            <dt>セミナー名</dt>
            <dd>{seminar.title}</dd>
            <dt>日時</dt>
            <dd>{seminar.schedule}</dd>
            <dt>開催形式・会場</dt>
            <dd>{seminar.place}</dd>
          </dl>
          <h3 id={sharedId} className={styles.seminarApplySharedHeading}>
            主催企業に提供される情報
          </h3>
          <p>
            お申し込みいただくと、次の情報が主催企業（{state.organizerName}
            ）に提供されます。主催企業からセミナーに関するご連絡を差し上げることがあります。
          </p>
          <SharedDetailsList details={state.sharedDetails} label="主催企業に提供される情報" />
          <p className={styles.seminarApplyNote}>
            内容を変更する場合は、マイページの「設定」から会員情報を更新してください。お申し込み後、確認メールをお送りします。受付期間中はマイページの「申込済みセミナー」からキャンセルできます。
          </p>
          <div className={styles.seminarApplyAgree}>
            <input
              id={agreeId}
              type="checkbox"
              checked={agreed}
              aria-describedby={sharedId}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <label htmlFor={agreeId}>上記の情報が主催企業に提供されることに同意します</label>
          </div>
          {errorText ? (
            <p className="notice notice--error" role="alert">
              {errorText}
            </p>
          ) : null}
          <div className="button-row">
            <button type="button" className="button" onClick={() => setStep("idle")} disabled={sending}>
              戻る
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void apply()}
              disabled={sending || !agreed}
            >
              同意して申し込む
            </button>
          </div>
        </div>
      ) : (
        <div>
          {state.capacity !== null ? (
            <p>
              定員{state.capacity.toLocaleString("ja-JP")}名（残り
              {Math.max(0, state.capacity - state.enrolledCount).toLocaleString("ja-JP")}名）
            </p>
          ) : null}
          <button type="button" className="button button--primary" onClick={() => setStep("confirm")}>
            このセミナーに申し込む
          </button>
        </div>
      )}
    </section>
  );
}
