import { zodResolver } from "@hookform/resolvers/zod";
import { formatDateTime } from "@iryo/domain/format/date";
import { institutionType } from "@iryo/domain/institution-type";
import { listingPeriodProblem, SERVICE_CATEGORY_LIMIT, SERVICE_FAQ_LIMIT } from "@iryo/domain/service-listing";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import { useState } from "react";
import { type Path, useFieldArray, useForm } from "react-hook-form";
import { Link } from "react-router";
import { FieldError, messageOf } from "../../shared/forms/FieldError";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler, toastInputError } from "../../shared/forms/submit-handler";
import { TextField } from "../../shared/forms/TextField";
import { textInput } from "../../shared/forms/text-input";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { Modal } from "../../shared/ui/Modal";
import { DiffTable } from "./DiffTable";
import { LogoField, type LogoValue } from "./LogoField";
import { formValuesOf, type ListingForm, listingFormSchema, listingInputOf, SERVER_FIELD_NAMES } from "./listing-form";
import {
  type ServiceEditRouteQuery,
  useSaveServiceDraftMutation,
  useSubmitServiceDraftMutation,
  useWithdrawServiceDraftMutation,
} from "./ProviderListings.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";

type Editable = ServiceEditRouteQuery["providerService"];
type Options = ServiceEditRouteQuery["serviceSearchInitial"];

const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso)) : "");

/** A group of checkboxes over `options`, registered under one array field. */
function CheckboxGroup({
  form,
  name,
  legend,
  options,
  hint,
  disabled,
}: {
  readonly form: ReturnType<typeof useForm<ListingForm>>;
  readonly name: Path<ListingForm>;
  readonly legend: string;
  readonly options: readonly { readonly id: string; readonly name: string }[];
  readonly hint?: string;
  readonly disabled: boolean;
}) {
  const message = messageOf(form.getFieldState(name, form.formState).error);
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={message ? errorId : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {hint && <p className={styles.meta}>{hint}</p>}
      {options.length === 0 && <p className={styles.meta}>選択できる項目はありません。</p>}
      <ul className={styles.choices}>
        {options.map((o) => (
          <li key={o.id}>
            <label>
              <input type="checkbox" value={o.id} {...form.register(name)} />
              {o.name}
            </label>
          </li>
        ))}
      </ul>
      <FieldError message={message} id={errorId} />
    </fieldset>
  );
}

/** Where the change stands, above the form: the state, the rejection reason, the submitted diff. */
function ChangeStatus({ change }: { readonly change: Editable["change"] }) {
  if (!change)
    return <p className={styles.notice}>現在公開中の内容を表示しています。編集して保存すると下書きになります。</p>;
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

/** The sectioned editor of a service's listing: save a draft, submit it after a confirmation, withdraw it. */
export function ServiceListingForm({
  serviceId,
  editable,
  options,
  reload,
}: {
  readonly serviceId: string;
  readonly editable: Editable;
  readonly options: Options;
  readonly reload: () => Promise<unknown>;
}) {
  const change = editable.change;
  const locked = change?.state === "submitted" || change?.state === "approved";
  const form = useForm<ListingForm>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: formValuesOf(editable.listing),
  });
  const faqs = useFieldArray({ control: form.control, name: "faqs" });
  const [save, { loading: saving }] = useSaveServiceDraftMutation();
  const [submit, { loading: submitting }] = useSubmitServiceDraftMutation();
  const [withdraw, { loading: withdrawing }] = useWithdrawServiceDraftMutation();
  const [confirming, setConfirming] = useState(false);
  const loadedLogo = editable.listing.logo;
  const [logo, setLogo] = useState<LogoValue>({
    logo: loadedLogo,
    previewUrl:
      editable.draftLogoUrl ??
      (loadedLogo && (loadedLogo.startsWith("/") || loadedLogo.startsWith("http")) ? loadedLogo : null),
  });
  const busy = saving || submitting || withdrawing;

  /** The listing-period rules checked here too (0301001 / 0301002), on the date fields. */
  const periodOk = (values: ListingForm) => {
    const problem = listingPeriodProblem(
      { starts_on: editable.publicListing.listingStartsOn, ends_on: editable.publicListing.listingEndsOn },
      { starts_on: values.listingStartsOn || null, ends_on: values.listingEndsOn || null },
      tokyoDateKey(new Date()),
    );
    if (!problem) return true;
    const field =
      problem === "0301002" || values.listingStartsOn !== (editable.publicListing.listingStartsOn ?? "")
        ? "listingStartsOn"
        : "listingEndsOn";
    form.setError(field, { type: "rule", message: problem });
    toastInputError({});
    return false;
  };

  const saveDraft = (values: ListingForm) =>
    save({ variables: { serviceId, input: listingInputOf(values, { ...editable.listing, logo: logo.logo }) } });

  const onSave = submitHandler(
    form,
    async (values) => {
      if (!periodOk(values)) return;
      await runWithToast(() => saveDraft(values), "下書きを保存しました。", reload);
    },
    SERVER_FIELD_NAMES,
  );
  const askToSubmit = form.handleSubmit((values) => {
    if (periodOk(values)) setConfirming(true);
  }, toastInputError);
  const confirmSubmit = async () => {
    const values = form.getValues();
    const done = await runWithToast(
      async () => {
        await saveDraft(values);
        await submit({ variables: { serviceId } });
      },
      "審査を申請しました。結果はメールでお知らせします。",
      reload,
    );
    if (done) setConfirming(false);
  };
  const onWithdraw = () =>
    void runWithToast(
      () => withdraw({ variables: { serviceId } }),
      change?.state === "submitted" ? "申請を取り下げました。" : "下書きを破棄しました。",
      reload,
    );

  return (
    <>
      <ChangeStatus change={change} />
      <form noValidate onSubmit={onSave} className={styles.form} aria-label="掲載内容の編集">
        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>基本情報</legend>
          <TextField form={form} name="name" id="listing-name" label="サービス名" maxLength={100} />
          <TextField form={form} name="summary" id="listing-summary" label="概要" maxLength={200} required={false} />
          <FormField
            id="listing-description"
            label="サービス説明"
            required={false}
            error={form.getFieldState("description", form.formState).error}
          >
            <textarea id="listing-description" rows={6} {...textInput(form, "description", 4000)} />
          </FormField>
          <LogoField serviceId={serviceId} value={logo} onChange={setLogo} disabled={locked} />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>料金・導入</legend>
          <TextField
            form={form}
            name="installationCount"
            id="listing-installation-count"
            label="導入実績数"
            inputMode="numeric"
            maxLength={9}
            required={false}
            hint="半角数字で入力してください。"
          />
          <TextField form={form} name="price" id="listing-price" label="価格" maxLength={200} required={false} />
          <TextField
            form={form}
            name="initialCost"
            id="listing-initial-cost"
            label="初期費用"
            maxLength={200}
            required={false}
          />
          <FormField
            id="listing-rate-plan"
            label="料金プラン"
            required={false}
            error={form.getFieldState("ratePlan", form.formState).error}
          >
            <textarea id="listing-rate-plan" rows={3} {...textInput(form, "ratePlan", 1000)} />
          </FormField>
          <div className={styles.choices}>
            <label>
              <input type="checkbox" {...form.register("hasFreeTrial")} />
              無料トライアルあり
            </label>
            <label>
              <input type="checkbox" {...form.register("hasFreePlan")} />
              無料プランあり
            </label>
          </div>
          <TextField
            form={form}
            name="serviceUrl"
            id="listing-service-url"
            label="サービスURL"
            type="url"
            maxLength={500}
            required={false}
          />
          <TextField
            form={form}
            name="videoUrl"
            id="listing-video-url"
            label="紹介動画URL"
            type="url"
            maxLength={500}
            required={false}
          />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>対象</legend>
          <TextField
            form={form}
            name="targetBedCount"
            id="listing-target-bed-count"
            label="対象病床数"
            maxLength={200}
            required={false}
          />
          <CheckboxGroup
            form={form}
            name="institutionTypes"
            legend="対象医療機関種別"
            options={institutionType.options.map((o) => ({ id: String(o.value), name: o.label }))}
            disabled={locked}
          />
        </fieldset>

        <CheckboxGroup
          form={form}
          name="categoryIds"
          legend="カテゴリ"
          hint={`${SERVICE_CATEGORY_LIMIT}つまで選択できます。`}
          options={options.categories}
          disabled={locked}
        />
        <CheckboxGroup form={form} name="issueIds" legend="課題" options={options.issues} disabled={locked} />
        <CheckboxGroup
          form={form}
          name="departmentIds"
          legend="診療科・部門"
          options={options.departments}
          disabled={locked}
        />

        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>よくある質問</legend>
          {faqs.fields.length === 0 && <p className={styles.meta}>よくある質問は登録されていません。</p>}
          {faqs.fields.map((field, index) => (
            <div key={field.id} className={styles.faq}>
              <TextField
                form={form}
                name={`faqs.${index}.question`}
                id={`faq-${index}-question`}
                label={`質問 ${index + 1}`}
                maxLength={200}
              />
              <FormField
                id={`faq-${index}-answer`}
                label={`回答 ${index + 1}`}
                error={form.getFieldState(`faqs.${index}.answer`, form.formState).error}
              >
                <textarea id={`faq-${index}-answer`} rows={3} {...textInput(form, `faqs.${index}.answer`, 1000)} />
              </FormField>
              <div>
                <button type="button" className="button" onClick={() => faqs.remove(index)}>
                  質問 {index + 1} を削除する
                </button>
              </div>
            </div>
          ))}
          {faqs.fields.length < SERVICE_FAQ_LIMIT && (
            <div>
              <button type="button" className="button" onClick={() => faqs.append({ question: "", answer: "" })}>
                質問を追加する
              </button>
            </div>
          )}
        </fieldset>

        <CheckboxGroup
          form={form}
          name="relatedSeminarIds"
          legend="関連セミナー"
          hint="関連付けできるのは自社のセミナーのみです。"
          options={editable.linkableSeminars.map((s) => ({ id: s.id, name: s.title }))}
          disabled={locked}
        />
        <CheckboxGroup
          form={form}
          name="relatedContentIds"
          legend="関連記事"
          hint="他の事業者のサービスに紐づく記事は関連付けできません。"
          options={editable.linkableContents.map((c) => ({ id: c.id, name: c.title }))}
          disabled={locked}
        />

        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>掲載期間</legend>
          <TextField
            form={form}
            name="listingStartsOn"
            id="listing-starts-on"
            label="掲載開始日"
            type="date"
            required={false}
            disabled={editable.listingStarted}
            hint={
              editable.listingStarted
                ? "掲載開始日を過ぎているため、変更できるのは終了日のみです。"
                : "明日以降の日付を指定してください。"
            }
          />
          <TextField
            form={form}
            name="listingEndsOn"
            id="listing-ends-on"
            label="掲載終了日"
            type="date"
            required={false}
          />
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
          <Link to="/provider/services">一覧に戻る</Link>
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
