import type { EditableServiceAttributes } from "@iryo/domain/service-attribute-edits";
import {
  aiCategory,
  backupKind,
  careTechArea,
  certification,
  DISCLOSURE_ITEM,
  dataCentre,
  deliveryModel,
  dicomRole,
  disclosureItem,
  disclosureStatus,
  hsStandard,
  readiness,
  subsidyFrame,
} from "@iryo/domain/service-attributes";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import { type Path, type UseFormReturn, useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { FieldError, messageOf } from "../../shared/forms/FieldError";
import { applyServerFieldErrors, submitHandler } from "../../shared/forms/submit-handler";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { type AttributesForm, attributesOf, attributesResolver, formErrorsOf, formValuesOf } from "./attributes-form";
import { DiffTable } from "./DiffTable";
import {
  type ProviderAttributesRouteQuery,
  useProviderAttributesRouteQuery,
  useSaveAttributesDraftMutation,
  useSubmitAttributesDraftMutation,
  useWithdrawAttributesDraftMutation,
} from "./ProviderAttributes.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";

type Editable = ProviderAttributesRouteQuery["providerServiceAttributes"];
type Form = UseFormReturn<AttributesForm>;
type Option = { readonly code: number; readonly label: string };

/** A labelled select over a domain enumeration (no free text where a list exists). */
function Select({
  form,
  name,
  label,
  options,
  empty,
}: {
  readonly form: Form;
  readonly name: Path<AttributesForm>;
  readonly label: string;
  readonly options: readonly Option[];
  readonly empty?: string;
}) {
  const id = `attr-${name.replaceAll(".", "-")}`;
  const message = messageOf(form.getFieldState(name, form.formState).error);
  return (
    <div className={styles.attrField}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...form.register(name)}
      >
        <option value="">{empty ?? "選択してください"}</option>
        {options.map((o) => (
          <option key={o.code} value={String(o.code)}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError message={message} id={`${id}-error`} />
    </div>
  );
}

/** A small text input for what has no list: a link, a version, a number, a date. */
function Input({
  form,
  name,
  label,
  type = "text",
  hint,
}: {
  readonly form: Form;
  readonly name: Path<AttributesForm>;
  readonly label: string;
  readonly type?: "text" | "url" | "date" | "number";
  readonly hint?: string;
}) {
  const id = `attr-${name.replaceAll(".", "-")}`;
  const message = messageOf(form.getFieldState(name, form.formState).error);
  return (
    <div className={styles.attrField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={type === "number" ? "numeric" : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", message ? `${id}-error` : ""].join(" ").trim() || undefined}
        {...form.register(name)}
      />
      {hint ? (
        <p className={styles.meta} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError message={message} id={`${id}-error`} />
    </div>
  );
}

function Check({
  form,
  name,
  label,
}: {
  readonly form: Form;
  readonly name: Path<AttributesForm>;
  readonly label: string;
}) {
  return (
    <label className={styles.attrCheck}>
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );
}

function CodeChecks({
  form,
  name,
  legend,
  options,
}: {
  readonly form: Form;
  readonly name: Path<AttributesForm>;
  readonly legend: string;
  readonly options: readonly Option[];
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <ul className={styles.choices}>
        {options.map((o) => (
          <li key={o.code}>
            <label>
              <input type="checkbox" value={String(o.code)} {...form.register(name)} />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** One group: its heading, what visitors see now (as-of, 運営確認済み), its as-of date and its fields. */
function Group({
  id,
  title,
  published,
  form,
  asOf,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly published: Editable["publishedGroups"][number] | undefined;
  readonly form: Form;
  readonly asOf: Path<AttributesForm>;
  readonly children: React.ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`group-${id}`}>
      <h2 id={`group-${id}`}>{title}</h2>
      <p className={styles.meta}>{published ? `公開中の内容: ${published.provenance}` : "まだ公開されていません。"}</p>
      <Input form={form} name={asOf} label="この内容の時点" type="date" hint="値がいつの時点のものかを入力します。" />
      {children}
    </section>
  );
}

function ChangeStatus({ change }: { readonly change: Editable["change"] }) {
  if (!change)
    return <p className={styles.notice}>現在公開中の内容を表示しています。編集して保存すると下書きになります。</p>;
  return (
    <div className={styles.notice} aria-live="polite">
      <p className={styles.changeHead}>
        <StatusBadge status={change.state} />
        {change.state === "draft" && <span>下書きを編集しています。</span>}
        {change.state === "submitted" && <span>審査中です。審査が終わるまで編集できません。</span>}
        {change.state === "approved" && <span>承認されました。公開されるまで編集できません。</span>}
        {change.state === "rejected" && <span>差し戻されました。修正して再度申請してください。</span>}
      </p>
      {change.state === "rejected" && change.reason ? (
        <p className={styles.reason}>差し戻しの理由: {change.reason}</p>
      ) : null}
      {change.state === "submitted" || change.state === "rejected" ? (
        <details>
          <summary>申請した変更内容</summary>
          <DiffTable diff={change.diff} caption="申請した変更内容" />
        </details>
      ) : null}
    </div>
  );
}

function AttributesEditor({
  editable,
  reload,
}: {
  readonly editable: Editable;
  readonly reload: () => Promise<unknown>;
}) {
  const values = editable.valuesJson ? (JSON.parse(editable.valuesJson) as EditableServiceAttributes) : null;
  const form = useForm<AttributesForm>({
    resolver: attributesResolver,
    defaultValues: formValuesOf(values, tokyoDateKey(new Date())),
  });
  const [save, { loading: saving }] = useSaveAttributesDraftMutation();
  const [submit, { loading: submitting }] = useSubmitAttributesDraftMutation();
  const [withdraw, { loading: withdrawing }] = useWithdrawAttributesDraftMutation();
  const change = editable.change;
  const locked = change?.state === "submitted" || change?.state === "approved";
  const published = (key: string) => editable.publishedGroups.find((g) => g.key === key);
  const serviceId = editable.serviceId;

  const send = async (form_: AttributesForm) => {
    const valuesJson = JSON.stringify(attributesOf(form_));
    try {
      await save({ variables: { serviceId, valuesJson } });
    } catch (error) {
      // The server's paths are those of the sent values: put them on the form's rows.
      const ext = (error as { errors?: { extensions?: { fieldErrors?: Record<string, string> } }[] }).errors?.[0]
        ?.extensions?.fieldErrors;
      if (ext)
        for (const { name, message } of formErrorsOf(ext, form_))
          form.setError(name as Path<AttributesForm>, { type: "server", message });
      else applyServerFieldErrors(error, form);
      throw error;
    }
  };

  const onSave = submitHandler(form, (v) => runWithToast(() => send(v), "下書きを保存しました。", reload));
  // Saves the values first (the draft is what is submitted), then submits them for review.
  const onSubmitForReview = submitHandler(form, (v) =>
    runWithToast(
      async () => {
        await send(v);
        await submit({ variables: { serviceId } });
      },
      "審査を申請しました。承認されるとサイトに反映されます。",
      reload,
    ),
  );

  const subsidyRegistered = form.watch("subsidy.registered");

  return (
    <form noValidate onSubmit={onSave} className={styles.attrForm} aria-label="セキュリティ・制度対応の編集">
      <ChangeStatus change={change} />
      <fieldset disabled={locked} className={styles.attrGroups}>
        <legend className="visually-hidden">セキュリティ・制度対応の項目</legend>
        <Group
          id="disclosure"
          title="標準仕様の開示"
          published={published("disclosure")}
          form={form}
          asOf="disclosure.as_of"
        >
          <ul className={styles.attrList}>
            {disclosureItem.members.map((m, i) => (
              <li key={m.code} className={styles.attrItem}>
                <Select
                  form={form}
                  name={`disclosure.items.${i}.status`}
                  label={m.label}
                  options={disclosureStatus.members}
                  empty="未回答"
                />
                <Input form={form} name={`disclosure.items.${i}.url`} label="公開先のURL（公開の場合）" type="url" />
                {m.code === DISCLOSURE_ITEM.SDS ? (
                  <>
                    <Input form={form} name={`disclosure.items.${i}.version`} label="SDSの版（例: 5.0）" />
                    <Input form={form} name={`disclosure.items.${i}.dated_on`} label="SDSの日付" type="date" />
                  </>
                ) : null}
                {m.code === DISCLOSURE_ITEM.VENDOR_CHECKLIST ? (
                  <Input form={form} name={`disclosure.items.${i}.year`} label="年度（西暦）" type="number" />
                ) : null}
                {m.code === DISCLOSURE_ITEM.FIRST_RESPONSE_TIME ? (
                  <Input
                    form={form}
                    name={`disclosure.items.${i}.minutes`}
                    label="平均初回応答時間（分）"
                    type="number"
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </Group>
        <Group
          id="security"
          title="セキュリティ・提供形態"
          published={published("security")}
          form={form}
          asOf="security.as_of"
        >
          <Select form={form} name="security.delivery_model" label="提供形態" options={deliveryModel.members} />
          <Select form={form} name="security.data_centre" label="データセンターの所在地" options={dataCentre.members} />
          <Select
            form={form}
            name="security.backup"
            label="オフライン／イミュータブルバックアップ"
            options={backupKind.members}
          />
          <Check form={form} name="security.two_factor" label="二要素認証に対応している" />
          <Check form={form} name="security.responsibility_matrix" label="役割分担確認表を提供している" />
          <fieldset className={styles.fieldset}>
            <legend>認証・認定</legend>
            <ul className={styles.attrList}>
              {certification.members.map((m, i) => (
                <li key={m.code} className={styles.attrItem}>
                  <Check form={form} name={`security.certifications.${i}.held`} label={`${m.label}を取得している`} />
                  <Input form={form} name={`security.certifications.${i}.number`} label={`${m.label}の登録番号`} />
                  <Input
                    form={form}
                    name={`security.certifications.${i}.expires_on`}
                    label={`${m.label}の有効期限`}
                    type="date"
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        </Group>
        <Group
          id="medical_dx"
          title="医療DX・診療報酬への対応"
          published={published("medical_dx")}
          form={form}
          asOf="medical_dx.as_of"
        >
          <Select
            form={form}
            name="medical_dx.online_qualification"
            label="オンライン資格確認"
            options={readiness.members}
          />
          <Select form={form} name="medical_dx.e_prescription" label="電子処方箋" options={readiness.members} />
          <Select
            form={form}
            name="medical_dx.emr_sharing"
            label="電子カルテ情報共有サービス"
            options={readiness.members}
          />
          <Input form={form} name="medical_dx.jp_clins_version" label="JP-CLINSの版（対応の場合。例: 1.11.0）" />
          <Select form={form} name="medical_dx.online_claims" label="オンライン請求" options={readiness.members} />
          <Select form={form} name="medical_dx.itemised_receipt" label="明細書の発行" options={readiness.members} />
        </Group>
        <Group
          id="interoperability"
          title="相互運用性"
          published={published("interoperability")}
          form={form}
          asOf="interoperability.as_of"
        >
          <CodeChecks
            form={form}
            name="interoperability.hs_standards"
            legend="厚生労働省標準規格"
            options={hsStandard.members}
          />
          <Input
            form={form}
            name="interoperability.fhir_jp_core_version"
            label="HL7 FHIR JP Coreの版（非対応なら空欄。例: 1.1.2）"
          />
          <Check form={form} name="interoperability.ss_mix2_output" label="SS-MIX2出力に対応している" />
          <Check form={form} name="interoperability.orca" label="ORCAと連携できる" />
          <Select form={form} name="interoperability.dicom_role" label="DICOM" options={dicomRole.members} />
        </Group>
        <Group id="subsidy" title="補助金・制度" published={published("subsidy")} form={form} asOf="subsidy.as_of">
          <Check form={form} name="subsidy.registered" label="デジタル化・AI導入補助金2026の登録ツールである" />
          {subsidyRegistered ? (
            <>
              <Select form={form} name="subsidy.frame" label="申請枠" options={subsidyFrame.members} />
              <Select form={form} name="subsidy.ai_category" label="AI区分" options={aiCategory.members} />
              <Input form={form} name="subsidy.checked_on" label="登録を確認した日" type="date" />
            </>
          ) : null}
          <CodeChecks
            form={form}
            name="subsidy.care_tech_areas"
            legend="介護テクノロジー導入支援の重点分野"
            options={careTechArea.members}
          />
          <Select
            form={form}
            name="subsidy.care_plan_data_link"
            label="ケアプランデータ連携標準仕様"
            options={readiness.members}
          />
        </Group>
      </fieldset>
      <div className={styles.actions}>
        {!locked ? (
          <>
            <button type="submit" className="button" disabled={saving}>
              下書きを保存する
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={saving || submitting}
              onClick={(event) => void onSubmitForReview(event)}
            >
              審査を申請する
            </button>
          </>
        ) : null}
        {change && (change.state === "draft" || change.state === "submitted") ? (
          <button
            type="button"
            className="button"
            disabled={withdrawing}
            onClick={() => {
              if (!window.confirm("この変更を取り下げます。よろしいですか？")) return;
              void runWithToast(() => withdraw({ variables: { serviceId } }), "取り下げました。", reload);
            }}
          >
            取り下げる
          </button>
        ) : null}
        <Link to="/provider/services">一覧に戻る</Link>
      </div>
    </form>
  );
}

/** /provider/services/:id/attributes: the service's セキュリティ・制度対応 as a draft for review (ADR 170). */
export default function ProviderAttributesRoute() {
  const { id = "" } = useParams();
  const { data, dataState, loading, error, refetch } = useProviderAttributesRouteQuery({
    variables: { serviceId: id },
    fetchPolicy: "network-only",
  });
  const editable = dataState === "complete" ? data.providerServiceAttributes : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール セキュリティ・制度対応の編集" />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "掲載サービス", to: "/provider/services" },
          { label: "セキュリティ・制度対応" },
        ]}
      />
      <header className="page__header">
        <h1>セキュリティ・制度対応{editable ? `：${editable.serviceName}` : ""}</h1>
        <p className="page__lead">
          病院が導入前に確認する開示書類・認証・医療DX対応などを選択式で編集します。審査で承認されるとサイトに反映され、
          変更したグループの「運営確認済み」は運営が改めて確認するまで外れます。
        </p>
      </header>
      {loading && !editable ? (
        <Spinner label="読み込んでいます" />
      ) : !editable ? (
        error ? (
          <ShowFailed what="セキュリティ・制度対応" />
        ) : null
      ) : (
        <AttributesEditor
          key={`${editable.change?.id ?? "public"}-${editable.change?.state ?? ""}`}
          editable={editable}
          reload={refetch}
        />
      )}
    </section>
  );
}
