import { zodResolver } from "@hookform/resolvers/zod";
import { REJECTION_REASON_MAX_LENGTH } from "@iryo/domain/publishing";
import {
  type ChangeApprovalFormValues,
  type ChangeRejectionFormValues,
  changeApprovalFormSchema,
  changeRejectionFormSchema,
  tokyoLocalInstant,
} from "@iryo/domain/validation/change-decision-forms";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { messageOf } from "../../shared/forms/FieldError";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Modal } from "../../shared/ui/Modal";
import { Spinner } from "../../shared/ui/Spinner";
import {
  useAdminApproveChangeMutation,
  useAdminChangeQuery,
  useAdminRejectChangeMutation,
} from "./AdminChanges.generated";
import styles from "./admin.module.css";
import { changeStateLabel, dateTime, objectTypeLabel } from "./admin-labels";

/** "YYYY-MM-DDTHH:mm" of Tokyo now: the datetime input's lower bound. */
function tokyoInputNow(): string {
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date());
  return parts.replace(" ", "T");
}

const approvalSchema = changeApprovalFormSchema(() => new Date());
/** The diff's text of an empty value. */
const NONE = "（なし）";

/**
 * One provider change: its field-by-field diff beside the current public version; an editor or admin
 * approves it (now or at a Tokyo time in the future) or rejects it with a reason, both confirmed.
 */
export default function ChangeDetailPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, dataState, loading, refetch } = useAdminChangeQuery({ variables: { id }, fetchPolicy: "network-only" });
  const [approve, approving] = useAdminApproveChangeMutation();
  const [reject, rejecting] = useAdminRejectChangeMutation();
  const [confirming, setConfirming] = useState<"approve" | "reject" | null>(null);
  const approval = useForm<ChangeApprovalFormValues>({
    resolver: zodResolver(approvalSchema),
    defaultValues: { timing: "now", publishAt: "" },
  });
  const rejection = useForm<ChangeRejectionFormValues>({
    resolver: zodResolver(changeRejectionFormSchema),
    defaultValues: { reason: "" },
  });
  const timing = approval.watch("timing");

  const detail = dataState === "complete" ? data.operatorChange : undefined;
  if (loading && !detail) return <Spinner label="申請を読み込んでいます" />;
  if (!detail) return <LoadFailed message="申請を読み込めませんでした。" onRetry={() => refetch()} />;
  const { change, currentFields } = detail;
  // The public version now, in the diff's texts, for every kind of object (null when nothing is public).
  const current = currentFields ? new Map(currentFields.map((f) => [f.field, f.value])) : null;
  const listing = change.objectType === "service";
  // Only an open change can have been overtaken by another one published after its submission.
  const open = change.state === "submitted" || change.state === "approved";
  const publishAt = timing === "later" ? tokyoLocalInstant(approval.getValues("publishAt")) : undefined;

  const confirmApprove = async () => {
    // The time may have passed while the dialog was open: check again before sending.
    if (!approvalSchema.safeParse(approval.getValues()).success) {
      setConfirming(null);
      await approval.trigger();
      return;
    }
    await runWithToast(
      () => approve({ variables: { id: change.id, publishAt: publishAt?.toISOString() ?? null } }),
      publishAt ? `承認しました。${dateTime(publishAt.toISOString())}に公開されます。` : "承認し、公開しました。",
      () => navigate("/admin/changes"),
    );
    setConfirming(null);
  };

  const confirmReject = async () => {
    const { reason } = changeRejectionFormSchema.parse(rejection.getValues());
    await runWithToast(
      () => reject({ variables: { id: change.id, reason } }),
      "差し戻しました。提供事業者に理由をお知らせしました。",
      () => navigate("/admin/changes"),
    );
    setConfirming(null);
  };

  const onApprove = submitHandler(approval, async () => setConfirming("approve"));
  const onReject = submitHandler(rejection, async () => setConfirming("reject"));
  const publishAtError = approval.getFieldState("publishAt", approval.formState).error;

  return (
    <>
      <PageMeta title={`掲載変更の審査：${change.objectName}`} />
      <p>
        <Link to="/admin/changes">申請の一覧へ戻る</Link>
      </p>
      <h1 className={styles.heading}>{change.objectName}</h1>
      <dl className={styles.facts}>
        <dt>提供事業者</dt>
        <dd>{change.providerName}</dd>
        <dt>対象</dt>
        <dd>{objectTypeLabel(change.objectType)}</dd>
        <dt>状態</dt>
        <dd>{changeStateLabel(change.state)}</dd>
        <dt>申請日時</dt>
        <dd>{change.submittedAt ? dateTime(change.submittedAt) : "—"}</dd>
        {change.publishAt ? (
          <>
            <dt>公開日時</dt>
            <dd>{dateTime(change.publishAt)}</dd>
          </>
        ) : null}
        {change.reason ? (
          <>
            <dt>差し戻しの理由</dt>
            <dd className={styles.reviewText}>{change.reason}</dd>
          </>
        ) : null}
      </dl>
      <section className={styles.section} aria-labelledby="change-diff">
        <h2 id="change-diff" className={styles.subheading}>
          変更内容
        </h2>
        {current || change.objectId !== null ? null : (
          <p className="notice">新しく掲載する内容です。現在公開中の内容はありません。</p>
        )}
        {listing ? null : (
          <p className="notice">
            変更前は申請時の公開内容です。本文などのHTMLはサイトに表示される前の文字列のまま表示しています。
          </p>
        )}
        {change.diff.length === 0 ? (
          <p className="notice">変更された項目はありません。</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          <section className={styles.tableWrap} aria-label="変更内容の表（横にスクロールできます）" tabIndex={0}>
            <table className={`${styles.table} ${styles.diffTable}`}>
              <caption className="visually-hidden">
                {current
                  ? "項目ごとの変更前（申請時の公開内容）、変更後（申請内容）、現在の公開内容"
                  : "項目ごとの変更前（申請時の公開内容）、変更後（申請内容）"}
              </caption>
              <thead>
                <tr>
                  <th scope="col">項目</th>
                  <th scope="col">変更前（申請時の公開内容）</th>
                  <th scope="col">変更後（申請内容）</th>
                  {current && <th scope="col">現在の公開内容</th>}
                </tr>
              </thead>
              <tbody>
                {change.diff.map((d) => {
                  const now = current?.get(d.field) ?? NONE;
                  return (
                    <tr key={d.field}>
                      <th scope="row">{d.label}</th>
                      <td className={styles.diffValue}>{d.before}</td>
                      <td className={styles.diffValue}>{d.after}</td>
                      {current && (
                        <td className={styles.diffValue}>
                          {now}
                          {open && now !== d.before ? (
                            <strong className={styles.diffNote}>（申請後に公開内容が変わっています）</strong>
                          ) : null}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
        {currentFields ? (
          <details className={styles.currentVersion}>
            <summary>現在の公開内容（すべての項目）</summary>
            <dl className={styles.facts}>
              {currentFields.map((f) => (
                <div key={f.field} className={styles.factRow}>
                  <dt>{f.label}</dt>
                  <dd className={styles.diffValue}>{f.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
      </section>
      {change.state !== "submitted" ? (
        <p className="notice">この申請は審査済みです（{changeStateLabel(change.state)}）。</p>
      ) : (
        <section className={styles.section} aria-labelledby="change-decision">
          <h2 id="change-decision" className={styles.subheading}>
            審査結果
          </h2>
          <form className={styles.rejectForm} noValidate onSubmit={onApprove}>
            <fieldset className={styles.timing} aria-describedby={publishAtError ? "publish-at-error" : undefined}>
              <legend>公開のタイミング</legend>
              <label>
                <input type="radio" value="now" {...approval.register("timing")} />
                承認後すぐに公開する
              </label>
              <label>
                <input type="radio" value="later" {...approval.register("timing")} />
                日時を指定して公開する
              </label>
            </fieldset>
            {timing === "later" ? (
              <FormField
                id="publish-at"
                label="公開日時（日本時間）"
                hint="現在より後の日時を指定してください。"
                error={publishAtError}
              >
                <input
                  id="publish-at"
                  type="datetime-local"
                  min={tokyoInputNow()}
                  aria-invalid={publishAtError ? true : undefined}
                  aria-describedby={messageOf(publishAtError) ? "publish-at-error" : undefined}
                  {...approval.register("publishAt")}
                />
              </FormField>
            ) : null}
            <div>
              <button type="submit" className="button button--primary">
                承認する
              </button>
            </div>
          </form>
          <form className={styles.rejectForm} noValidate onSubmit={onReject}>
            <h3 className={styles.formHeading}>差し戻す</h3>
            <FormField
              id="change-reject-reason"
              label="差し戻しの理由"
              hint={`${REJECTION_REASON_MAX_LENGTH}文字以内。提供事業者へのメールと申請一覧に表示されます。`}
              error={rejection.getFieldState("reason", rejection.formState).error}
            >
              <textarea
                id="change-reject-reason"
                rows={4}
                {...textInput(rejection, "reason", REJECTION_REASON_MAX_LENGTH)}
              />
            </FormField>
            <div>
              <button type="submit" className="button button--danger-outline">
                差し戻す
              </button>
            </div>
          </form>
        </section>
      )}
      <Modal
        open={confirming === "approve"}
        title="この変更を承認しますか"
        onClose={() => setConfirming(null)}
        closeDisabled={approving.loading}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(null)} disabled={approving.loading}>
              キャンセル
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void confirmApprove()}
              disabled={approving.loading}
            >
              {approving.loading ? "承認しています…" : "承認する"}
            </button>
          </>
        }
      >
        <p>
          {publishAt
            ? `${dateTime(publishAt.toISOString())}（日本時間）に公開されます。`
            : "承認すると、すぐにサイトに公開されます。"}
        </p>
        <p>提供事業者に結果をメールでお知らせします。</p>
      </Modal>
      <Modal
        open={confirming === "reject"}
        title="この変更を差し戻しますか"
        onClose={() => setConfirming(null)}
        closeDisabled={rejecting.loading}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(null)} disabled={rejecting.loading}>
              キャンセル
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void confirmReject()}
              disabled={rejecting.loading}
            >
              {rejecting.loading ? "送信しています…" : "差し戻す"}
            </button>
          </>
        }
      >
        <p className={styles.reviewText}>理由：{rejection.getValues("reason")}</p>
        <p>提供事業者に理由をメールでお知らせします。</p>
      </Modal>
    </>
  );
}
