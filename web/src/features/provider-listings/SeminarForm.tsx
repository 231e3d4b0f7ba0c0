import { zodResolver } from "@hookform/resolvers/zod";
import { formatDateTime } from "@iryo/domain/format/date";
import { meetingType } from "@iryo/domain/meeting-type";
import { SEMINAR_TAG_LIMIT } from "@iryo/domain/seminar-schedule";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FieldError, messageOf } from "../../shared/forms/FieldError";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler, toastInputError } from "../../shared/forms/submit-handler";
import { TextField } from "../../shared/forms/TextField";
import { textInput } from "../../shared/forms/text-input";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { Modal } from "../../shared/ui/Modal";
import { DiffTable } from "./DiffTable";
import type { PublishingChange_ChangeFragment } from "./ProviderListings.generated";
import {
  type ProviderSeminarVersion_VersionFragment,
  useCreateSeminarDraftMutation,
  useSaveSeminarDraftMutation,
  useSubmitSeminarChangeMutation,
  useUpdateSeminarChangeMutation,
  useWithdrawSeminarChangeMutation,
} from "./ProviderSeminars.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";
import {
  EMPTY_SEMINAR_FORM,
  formValuesOf,
  seminarFormSchema,
  seminarInputOf,
  type SeminarForm as Values,
} from "./seminar-form";

const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso)) : "");

/** Where the seminar's change stands, above the form. */
function ChangeStatus({ change }: { readonly change: PublishingChange_ChangeFragment | null }) {
  if (!change) return null;
  return (
    <div className={styles.notice} aria-live="polite">
      <p className={styles.changeHead}>
        <StatusBadge status={change.state} />
        {change.state === "draft" && <span>下書きを編集しています（最終保存: {when(change.updatedAt)}）。</span>}
        {change.state === "submitted" && (
          <span>審査中です（申請: {when(change.submittedAt)}）。審査が終わるまで編集できません。</span>
        )}
        {change.state === "approved" && (
          <span>承認されました。{when(change.publishAt)}に公開されます。公開されるまで編集できません。</span>
        )}
        {change.state === "rejected" && (
          <span>差し戻されました（{when(change.decidedAt)}）。修正して再度申請してください。</span>
        )}
      </p>
      {change.state === "rejected" && change.reason && (
        <>
          <strong>差し戻しの理由</strong>
          <p className={styles.reason}>{change.reason}</p>
        </>
      )}
      {(change.state === "submitted" || change.state === "rejected") && (
        <details>
          <summary>申請した変更内容</summary>
          <DiffTable diff={change.diff} caption="申請した変更内容" />
        </details>
      )}
    </div>
  );
}

/** What the form edits: a new seminar, a public seminar (by its id) or a draft (by its change). */
export type SeminarTarget =
  | { readonly kind: "new" }
  | { readonly kind: "seminar"; readonly seminarId: string }
  | { readonly kind: "change"; readonly changeId: string };

/**
 * The seminar editor (ADR 162): schedule, reception period, reminder, delivery and archive, tags and the
 * organisation's services. Saving keeps a draft; submitting saves and asks for review after a confirmation.
 */
export function SeminarForm({
  target,
  version,
  change,
  services,
  onSaved,
}: {
  readonly target: SeminarTarget;
  readonly version: ProviderSeminarVersion_VersionFragment | null;
  readonly change: PublishingChange_ChangeFragment | null;
  readonly services: readonly { readonly id: string; readonly name: string }[];
  /** After a save, a submission or a withdrawal: reload, or go to the list. */
  readonly onSaved: (change: PublishingChange_ChangeFragment | null) => Promise<unknown> | void;
}) {
  const locked = change?.state === "submitted" || change?.state === "approved";
  const form = useForm<Values>({
    resolver: zodResolver(seminarFormSchema),
    defaultValues: version ? formValuesOf(version) : EMPTY_SEMINAR_FORM,
  });
  const [create, created] = useCreateSeminarDraftMutation();
  const [saveSeminar, savedSeminar] = useSaveSeminarDraftMutation();
  const [updateChange, updated] = useUpdateSeminarChangeMutation();
  const [submit, submitting] = useSubmitSeminarChangeMutation();
  const [withdraw, withdrawing] = useWithdrawSeminarChangeMutation();
  const [confirming, setConfirming] = useState(false);
  const busy = created.loading || savedSeminar.loading || updated.loading || submitting.loading || withdrawing.loading;
  const online = form.watch("meetingType") === "2";
  const editableDraft = change?.state === "draft" ? change.id : undefined;

  /** Saves the values as the draft; answers the draft's change. */
  const save = async (values: Values): Promise<PublishingChange_ChangeFragment | undefined> => {
    const input = seminarInputOf(values);
    if (editableDraft)
      return (await updateChange({ variables: { changeId: editableDraft, input } })).data?.updateSeminarChange;
    if (target.kind === "seminar") {
      return (await saveSeminar({ variables: { seminarId: target.seminarId, input } })).data?.saveSeminarDraft;
    }
    return (await create({ variables: { input } })).data?.createSeminarDraft;
  };

  let saved: PublishingChange_ChangeFragment | undefined;
  const onSave = submitHandler(form, async (values) => {
    await runWithToast(
      async () => {
        saved = await save(values);
      },
      "下書きを保存しました。",
      () => onSaved(saved ?? null),
    );
  });
  const askToSubmit = form.handleSubmit(() => setConfirming(true), toastInputError);
  const confirmSubmit = async () => {
    let result: PublishingChange_ChangeFragment | undefined;
    const done = await runWithToast(
      async () => {
        const draft = await save(form.getValues());
        if (draft) result = (await submit({ variables: { changeId: draft.id } })).data?.submitSeminarChange;
      },
      "審査を申請しました。結果はメールでお知らせします。",
      () => onSaved(result ?? null),
    );
    if (done) setConfirming(false);
  };
  const onWithdraw = () => {
    if (!change) return;
    void runWithToast(
      () => withdraw({ variables: { changeId: change.id } }),
      change.state === "submitted" ? "申請を取り下げました。" : "下書きを破棄しました。",
      () => onSaved(null),
    );
  };
  const servicesMessage = messageOf(form.getFieldState("serviceIds", form.formState).error);

  return (
    <>
      <ChangeStatus change={change} />
      <form noValidate onSubmit={onSave} className={styles.form} aria-label="セミナーの編集">
        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>基本情報</legend>
          <TextField form={form} name="title" id="seminar-title" label="セミナー名" maxLength={100} />
          <FormField
            id="seminar-description"
            label="説明"
            required={false}
            hint="見出し・段落・リストなどのHTMLが使えます。表示時に安全な形に整えられます。"
            error={form.getFieldState("descriptionHtml", form.formState).error}
          >
            <textarea id="seminar-description" rows={6} {...textInput(form, "descriptionHtml", 20000)} />
          </FormField>
          <TextField
            form={form}
            name="tags"
            id="seminar-tags"
            label="タグ"
            required={false}
            hint={`カンマ（,）で区切って${SEMINAR_TAG_LIMIT}個まで入力できます。`}
          />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>開催形式と日時</legend>
          <div className={styles.choices} role="radiogroup" aria-label="開催形式">
            {meetingType.options.map((o) => (
              <label key={o.value}>
                <input type="radio" value={String(o.value)} {...form.register("meetingType")} />
                {o.label}
              </label>
            ))}
          </div>
          <TextField
            form={form}
            name="startsAt"
            id="seminar-starts-at"
            label="開始日時（日本時間）"
            type="datetime-local"
          />
          <TextField
            form={form}
            name="endsAt"
            id="seminar-ends-at"
            label="終了日時（日本時間）"
            type="datetime-local"
          />
          {online ? (
            <TextField
              form={form}
              name="deliveryUrl"
              id="seminar-delivery-url"
              label="配信URL"
              type="url"
              maxLength={500}
              hint="お申し込みの方にだけ、リマインドメールでお知らせします。サイトには表示されません。"
            />
          ) : (
            <TextField form={form} name="venue" id="seminar-venue" label="会場" maxLength={200} />
          )}
          <TextField
            form={form}
            name="capacity"
            id="seminar-capacity"
            label="定員"
            inputMode="numeric"
            maxLength={6}
            required={false}
            hint="半角数字で入力してください。空欄の場合は定員なしです。"
          />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>受付期間とリマインド</legend>
          <TextField
            form={form}
            name="receptionStartsAt"
            id="seminar-reception-starts-at"
            label="受付開始日時（日本時間）"
            type="datetime-local"
          />
          <TextField
            form={form}
            name="receptionEndsAt"
            id="seminar-reception-ends-at"
            label="受付終了日時（日本時間）"
            type="datetime-local"
            hint="開始日時より前に終了するよう設定してください。"
          />
          <TextField
            form={form}
            name="reminderAt"
            id="seminar-reminder-at"
            label="リマインドメール送信日時（日本時間）"
            type="datetime-local"
            required={false}
            hint="お申し込みの方にこの日時にメールを送ります。開始日時より前に設定してください。"
          />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>アーカイブ配信</legend>
          <TextField
            form={form}
            name="archiveUrl"
            id="seminar-archive-url"
            label="アーカイブURL"
            type="url"
            maxLength={500}
            required={false}
          />
          <TextField
            form={form}
            name="archiveEndsAt"
            id="seminar-archive-ends-at"
            label="アーカイブ公開終了日時（日本時間）"
            type="datetime-local"
            required={false}
            hint="アーカイブURLを入力した場合は、終了日時より後の日時を指定してください。"
          />
        </fieldset>

        <fieldset
          className={styles.fieldset}
          disabled={locked}
          aria-describedby={servicesMessage ? "seminar-services-error" : undefined}
        >
          <legend>関連サービス</legend>
          <p className={styles.meta}>関連付けできるのは自社のサービスのみです。</p>
          {services.length === 0 && <p className={styles.meta}>選択できるサービスはありません。</p>}
          <ul className={styles.choices}>
            {services.map((s) => (
              <li key={s.id}>
                <label>
                  <input type="checkbox" value={s.id} {...form.register("serviceIds")} />
                  {s.name}
                </label>
              </li>
            ))}
          </ul>
          <FieldError message={servicesMessage} id="seminar-services-error" />
        </fieldset>

        <div className={styles.actions}>
          {!locked && (
            <>
              <button type="submit" className="button" disabled={busy}>
                下書きを保存する
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void askToSubmit()}
              >
                審査を申請する
              </button>
            </>
          )}
          {(change?.state === "draft" || change?.state === "submitted") && (
            <button type="button" className="button" disabled={busy} onClick={onWithdraw}>
              {change.state === "submitted" ? "申請を取り下げる" : "下書きを破棄する"}
            </button>
          )}
          <Link to="/provider/seminars">一覧に戻る</Link>
        </div>
      </form>
      <Modal
        open={confirming}
        title="審査を申請しますか"
        onClose={() => setConfirming(false)}
        closeDisabled={busy}
        actions={
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirmSubmit()}>
            申請する
          </button>
        }
      >
        <p>
          現在の内容で下書きを保存し、運営事務局に審査を申請します。審査中は編集できません。承認されるとサイトに公開され、結果はメールでお知らせします。
        </p>
      </Modal>
    </>
  );
}
