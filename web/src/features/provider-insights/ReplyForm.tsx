import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_REPLY_MAX_LENGTH, reviewReplyFormSchema } from "@iryo/domain/provider-insights";
import { useForm } from "react-hook-form";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { usePostReviewReplyMutation, useUpdateReviewReplyMutation } from "./ProviderInsights.generated";
import styles from "./provider-insights.module.css";

type ReplyFormValues = { body: string };

/**
 * The organisation's official reply to one review: a new reply, or an edit of the current one (the
 * version read goes with it, so a colleague's newer edit is not overwritten: 0109001). The mutation's
 * answer is the normalised ReviewReply, so the list shows it without a refetch.
 */
export function ReplyForm({
  ratingId,
  current,
  onDone,
}: {
  readonly ratingId: string;
  readonly current: { readonly body: string; readonly version: number } | null;
  readonly onDone: () => void;
}) {
  const [post, { loading: posting }] = usePostReviewReplyMutation({
    update(cache, { data }) {
      const reply = data?.postReviewReply;
      if (!reply) return;
      cache.modify({
        id: cache.identify({ __typename: "ProviderReview", id: ratingId }),
        fields: { reply: (_existing, { toReference }) => toReference(reply) ?? null },
      });
    },
  });
  const [update, { loading: updating }] = useUpdateReviewReplyMutation();
  const form = useForm<ReplyFormValues>({
    resolver: zodResolver(reviewReplyFormSchema),
    defaultValues: { body: current?.body ?? "" },
  });
  const id = `reply-${ratingId}`;
  const onSubmit = submitHandler(form, async ({ body }) => {
    const done = current
      ? await runWithToast(
          () => update({ variables: { ratingId, body, version: current.version } }),
          "返信を更新しました。",
        )
      : await runWithToast(() => post({ variables: { ratingId, body } }), "返信を投稿しました。");
    if (done) onDone();
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.replyForm}
      aria-label={current ? "返信の編集" : "返信の投稿"}
    >
      <FormField
        id={id}
        label="公式の返信"
        error={form.getFieldState("body", form.formState).error}
        hint={`${REVIEW_REPLY_MAX_LENGTH}文字以内。投稿した返信はサービスのレビューの下に、貴社名と日付とともに公開されます。`}
      >
        <textarea id={id} rows={5} {...textInput(form, "body", REVIEW_REPLY_MAX_LENGTH)} />
      </FormField>
      <div className={styles.rowActions}>
        <button type="submit" className="button button--primary" disabled={posting || updating}>
          {current ? "返信を更新する" : "返信を投稿する"}
        </button>
        <button type="button" className="button" onClick={onDone}>
          キャンセル
        </button>
      </div>
    </form>
  );
}
