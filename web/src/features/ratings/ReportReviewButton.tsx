import { zodResolver } from "@hookform/resolvers/zod";
import { MODERATION_NOTE_MAX_LENGTH, REJECTION_REASON_LABELS, REJECTION_REASONS } from "@iryo/domain/review-moderation";
import { type ModerationReasonFormValues, moderationReasonFormSchema } from "@iryo/domain/validation/moderation-forms";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { Modal } from "../../shared/ui/Modal";
import { useReportReviewMutation } from "./ReportReview.generated";
import styles from "./ratings.module.css";

/** 「不適切な内容を報告」 on a published review (ADR 148): a reason of the guidelines and a note, once per member. */
export function ReportReviewButton({ ratingId }: { readonly ratingId: string }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const [report, { loading }] = useReportReviewMutation();
  const form = useForm<ModerationReasonFormValues>({
    resolver: zodResolver(moderationReasonFormSchema),
    defaultValues: { reason: "", note: "" },
  });
  const onSubmit = submitHandler(form, async (values) => {
    const done = await runWithToast(
      () => report({ variables: { input: { ratingId, ...moderationReasonFormSchema.parse(values) } } }),
      "報告を受け付けました。運営事務局で内容を確認します。",
    );
    if (done) setReported(true);
    setOpen(false);
  });
  if (reported) return <p className={styles.reviewReported}>報告済みです</p>;
  return (
    <>
      <button type="button" className={styles.reviewReport} onClick={() => setOpen(true)}>
        不適切な内容を報告
      </button>
      <Modal open={open} title="不適切な内容を報告" onClose={() => setOpen(false)} closeDisabled={loading}>
        <form noValidate onSubmit={onSubmit} className={styles.reportForm}>
          <FormField
            id={`report-reason-${ratingId}`}
            label="報告の理由"
            required
            error={form.getFieldState("reason", form.formState).error}
          >
            <select id={`report-reason-${ratingId}`} {...form.register("reason")}>
              <option value="">選択してください</option>
              {REJECTION_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REJECTION_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`report-note-${ratingId}`}
            label="詳しい内容（任意）"
            hint={`${MODERATION_NOTE_MAX_LENGTH}文字以内`}
            error={form.getFieldState("note", form.formState).error}
          >
            <textarea
              id={`report-note-${ratingId}`}
              rows={3}
              {...textInput(form, "note", MODERATION_NOTE_MAX_LENGTH)}
            />
          </FormField>
          <button type="submit" className="button button--primary" disabled={loading}>
            {loading ? "送信しています…" : "報告する"}
          </button>
        </form>
      </Modal>
    </>
  );
}
