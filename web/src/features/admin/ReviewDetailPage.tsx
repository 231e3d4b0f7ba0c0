import { zodResolver } from "@hookform/resolvers/zod";
import {
  MODERATION_NOTE_MAX_LENGTH,
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
  type RejectionReason,
} from "@iryo/domain/review-moderation";
import { type ModerationReasonFormValues, moderationReasonFormSchema } from "@iryo/domain/validation/moderation-forms";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Modal } from "../../shared/ui/Modal";
import { Spinner } from "../../shared/ui/Spinner";
import { useApproveRatingMutation, useRejectRatingMutation, useReviewDetailQuery } from "./Admin.generated";
import styles from "./admin.module.css";
import { dateTime, flagLabel } from "./admin-labels";

function reasonLabel(reason: string): string {
  return REJECTION_REASON_LABELS[reason as RejectionReason] ?? reason;
}

/** One rating in the queue: its texts, flags and reports; approve, or reject with a reason (both confirmed). */
export default function ReviewDetailPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, dataState, loading, refetch } = useReviewDetailQuery({
    variables: { id },
    fetchPolicy: "network-only",
  });
  const [approve, approving] = useApproveRatingMutation();
  const [reject, rejecting] = useRejectRatingMutation();
  const [confirming, setConfirming] = useState<"approve" | "reject" | null>(null);
  const form = useForm<ModerationReasonFormValues>({
    resolver: zodResolver(moderationReasonFormSchema),
    defaultValues: { reason: "", note: "" },
  });

  const rating = dataState === "complete" ? data.moderationRating : undefined;
  if (loading && !rating) return <Spinner label="評価を読み込んでいます" />;
  if (!rating) return <LoadFailed message="評価を読み込めませんでした。" onRetry={() => refetch()} />;
  const decided = rating.moderation !== "waiting" && rating.reportCount === 0;

  const confirmApprove = async () => {
    await runWithToast(
      () => approve({ variables: { ratingId: rating.id, version: rating.version } }),
      "承認しました。翌日以降に公開されます。",
      () => navigate("/admin/reviews"),
    );
    setConfirming(null);
  };

  const confirmReject = async () => {
    const values = moderationReasonFormSchema.parse(form.getValues());
    await runWithToast(
      () => reject({ variables: { input: { ratingId: rating.id, version: rating.version, ...values } } }),
      "非公開にしました。投稿者に理由をお知らせしました。",
      () => navigate("/admin/reviews"),
    );
    setConfirming(null);
  };

  const onReject = submitHandler(form, async () => setConfirming("reject"));

  return (
    <>
      <PageMeta title={`レビュー審査：${rating.serviceName}`} />
      <p>
        <Link to="/admin/reviews">審査待ちの一覧へ戻る</Link>
      </p>
      <h1 className={styles.heading}>{rating.serviceName}</h1>
      <dl className={styles.facts}>
        <dt>提供事業者</dt>
        <dd>{rating.providerName}</dd>
        <dt>投稿者の所属</dt>
        <dd>{rating.reviewerHospitalName ?? "—"}</dd>
        <dt>受付日時</dt>
        <dd>{dateTime(rating.submittedAt)}</dd>
        <dt>総合評価</dt>
        <dd>{rating.overallScore === null ? "—" : rating.overallScore.toFixed(1)}</dd>
      </dl>
      {rating.flags.length > 0 ? (
        <div className="notice" role="note">
          <p>確認が必要な点があります。</p>
          <ul className={styles.flags}>
            {rating.flags.map((flag) => (
              <li key={flag} className={styles.flag}>
                {flagLabel(flag)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className={styles.section} aria-labelledby="review-texts">
        <h2 id="review-texts" className={styles.subheading}>
          レビュー本文
        </h2>
        <p className={styles.reviewText}>
          <strong>良い点：</strong>
          {rating.goodPoint}
        </p>
        <p className={styles.reviewText}>
          <strong>改善してほしい点：</strong>
          {rating.improvementPoint}
        </p>
      </section>
      {rating.reports.length > 0 ? (
        <section className={styles.section} aria-labelledby="review-reports">
          <h2 id="review-reports" className={styles.subheading}>
            会員からの報告（{rating.reports.length}件）
          </h2>
          <ul>
            {rating.reports.map((r) => (
              <li key={r.id}>
                {reasonLabel(r.reason)}
                {r.note ? `：${r.note}` : ""}（{dateTime(r.createdAt)}）
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {decided ? (
        <p className="notice">この評価は審査済みです。</p>
      ) : (
        <section className={styles.section} aria-labelledby="review-decision">
          <h2 id="review-decision" className={styles.subheading}>
            審査結果
          </h2>
          <div className={styles.decision}>
            <button type="button" className="button button--primary" onClick={() => setConfirming("approve")}>
              承認する
            </button>
          </div>
          <form className={styles.rejectForm} noValidate onSubmit={onReject}>
            <FormField
              id="reject-reason"
              label="非公開の理由"
              required
              error={form.getFieldState("reason", form.formState).error}
            >
              <select id="reject-reason" {...form.register("reason")}>
                <option value="">選択してください</option>
                {REJECTION_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {REJECTION_REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="reject-note"
              label="投稿者への補足"
              required={false}
              hint={`${MODERATION_NOTE_MAX_LENGTH}文字以内。投稿者へのメールと投稿一覧に表示されます。`}
              error={form.getFieldState("note", form.formState).error}
            >
              <textarea id="reject-note" rows={4} {...textInput(form, "note", MODERATION_NOTE_MAX_LENGTH)} />
            </FormField>
            <button type="submit" className="button button--danger-outline">
              非公開にする
            </button>
          </form>
        </section>
      )}
      <Modal
        open={confirming === "approve"}
        title="この評価を承認しますか"
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
        <p>承認すると、翌日以降にサイトに公開され、平均評価に反映されます。</p>
      </Modal>
      <Modal
        open={confirming === "reject"}
        title="この評価を非公開にしますか"
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
              {rejecting.loading ? "送信しています…" : "非公開にする"}
            </button>
          </>
        }
      >
        <p>理由：{reasonLabel(form.getValues("reason"))}</p>
        <p>投稿者に理由をメールでお知らせします。</p>
      </Modal>
    </>
  );
}
