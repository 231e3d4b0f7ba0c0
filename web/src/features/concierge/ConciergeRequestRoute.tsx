import { zodResolver } from "@hookform/resolvers/zod";
import { inquiryType } from "@iryo/domain/classification";
import {
  CONCIERGE_HOSPITAL_MAX_LENGTH,
  CONCIERGE_NAME_MAX_LENGTH,
  CONCIERGE_PHONE_MAX_LENGTH,
  conciergeRequestSchema,
} from "@iryo/domain/concierge";
import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { characterCount } from "@iryo/domain/validation/rules";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ConfirmActions } from "../../shared/forms/ConfirmActions";
import { FormActions } from "../../shared/forms/FormActions";
import { FormField } from "../../shared/forms/FormField";
import formsStyles from "../../shared/forms/forms.module.css";
import { OptionSelect } from "../../shared/forms/OptionSelect";
import { applyServerFieldErrors, clearInputError, toastInputError } from "../../shared/forms/submit-handler";
import { EmailField, TextField } from "../../shared/forms/TextField";
import { textInput } from "../../shared/forms/text-input";
import { useStepFocus } from "../../shared/forms/use-step-focus";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { LiveRegion } from "../../shared/layout/LiveRegion";
import { PageMeta } from "../../shared/layout/PageMeta";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { clearToasts } from "../../shared/toast/toast-store";
import { useConciergeRequestRouteQuery, useSendConciergeRequestMutation } from "./ConciergeRequestRoute.generated";
import styles from "./concierge.module.css";

interface ConciergeValues {
  inquiry_type: string;
  body: string;
  contact_name: string;
  contact_email: string;
  hospital_name: string;
  contact_phone: string;
}

/** /concierge: the concierge consultation request (home counseling section → here). */
export default function ConciergeRequestRoute() {
  const { data } = useConciergeRequestRouteQuery({ fetchPolicy: "cache-and-network" });
  const [send, { loading }] = useSendConciergeRequestMutation();
  const [step, setStep] = useState<"input" | "confirm" | "done">("input");
  const [receipt, setReceipt] = useState<string | null>(null);
  const { headingRef, announcement } = useStepFocus(step);
  const form = useForm<ConciergeValues>({
    resolver: zodResolver(conciergeRequestSchema) as never,
    defaultValues: {
      inquiry_type: "",
      body: "",
      contact_name: "",
      contact_email: "",
      hospital_name: "",
      contact_phone: "",
    },
  });
  const { errors } = form.formState;
  const membership = data?.membership;

  // Contact details come prefilled from the membership; the member may change them for this request.
  useEffect(() => {
    if (!membership) return;
    const current = form.getValues();
    form.reset({
      ...current,
      contact_name: current.contact_name || `${membership.lastName} ${membership.firstName}`.trim(),
      contact_email: current.contact_email || membership.email,
      hospital_name: current.hospital_name || membership.hospitalName,
    });
  }, [membership, form]);

  const toConfirm = form.handleSubmit(() => {
    clearInputError();
    setStep("confirm");
  }, toastInputError);
  const bodyLength = characterCount(form.watch("body") ?? "");

  async function submit() {
    const v = form.getValues();
    try {
      const res = await send({
        variables: {
          input: {
            inquiryType: Number(v.inquiry_type),
            body: v.body.trim(),
            contactName: v.contact_name.trim(),
            contactEmail: v.contact_email.trim(),
            hospitalName: v.hospital_name.trim(),
            contactPhone: v.contact_phone.trim() || null,
          },
        },
      });
      setReceipt(res.data?.sendConciergeRequest.id ?? null);
      setStep("done");
      clearToasts();
    } catch (error) {
      if (applyServerFieldErrors(error, form)) {
        setStep("input");
        toastInputError({});
      } else {
        toastFailure(error);
      }
    }
  }

  const crumbs = [{ label: "コンシェルジュに相談する" }];

  if (step === "done") {
    return (
      <section className="page concierge">
        <PageMeta title="コンシェルジュ相談（送信完了）" />
        <Breadcrumbs items={crumbs} />
        <LiveRegion message={announcement} />
        <div className={styles.conciergeDone} role="status">
          <h1 ref={headingRef} tabIndex={-1}>
            ご相談を受け付けました
          </h1>
          <p>
            受付番号：C-{String(receipt ?? "").padStart(6, "0")}
            <br />
            担当者より2営業日以内にご連絡いたします。ご入力のメールアドレスに受付確認のメールをお送りしました。
          </p>
          <Link to="/" className="button button--primary">
            ホームへ戻る
          </Link>
        </div>
      </section>
    );
  }

  if (step === "confirm") {
    const v = form.getValues();
    return (
      <section className="page concierge">
        <PageMeta title="コンシェルジュ相談（確認）" />
        <Breadcrumbs items={crumbs} />
        <LiveRegion message={announcement} />
        <h1 ref={headingRef} tabIndex={-1}>
          ご相談内容の確認
        </h1>
        <p>以下の内容で送信します。よろしければ「送信する」を押してください。</p>
        <dl className={formsStyles.confirmList}>
          <dt>お問い合わせ種別</dt>
          <dd>{inquiryType.labelOf(Number(v.inquiry_type))}</dd>
          <dt>ご相談内容</dt>
          <dd className={styles.conciergeBody}>{v.body}</dd>
          <dt>お名前</dt>
          <dd>{v.contact_name}</dd>
          <dt>メールアドレス</dt>
          <dd>{v.contact_email}</dd>
          <dt>勤務先</dt>
          <dd>{v.hospital_name}</dd>
          <dt>電話番号</dt>
          <dd>{v.contact_phone || "（未入力）"}</dd>
        </dl>
        <ConfirmActions onBack={() => setStep("input")} onSend={submit} busy={loading} send="送信する" />
      </section>
    );
  }

  return (
    <section className="page concierge">
      <PageMeta
        title="コンシェルジュに相談する"
        description="医療ITに詳しいスタッフが、サービス選びを無料でお手伝いします。"
      />
      <Breadcrumbs items={crumbs} />
      <LiveRegion message={announcement} />
      <h1 ref={headingRef} tabIndex={-1}>
        コンシェルジュに相談する（無料）
      </h1>
      <p className="page__lead">
        貴院の課題やご予算をお聞かせください。医療ITに詳しいスタッフが、候補となるサービスをご提案します。
      </p>
      <form className={`${formsStyles.authForm} ${styles.conciergeForm}`} noValidate onSubmit={toConfirm}>
        <FormField id="concierge-type" label="お問い合わせ種別" error={errors.inquiry_type}>
          <OptionSelect
            id="concierge-type"
            options={inquiryType.options}
            aria-invalid={Boolean(errors.inquiry_type)}
            {...form.register("inquiry_type")}
          />
        </FormField>
        <FormField
          id="concierge-body"
          label="ご相談内容"
          error={errors.body}
          hint={`${bodyLength} / ${FREE_TEXT_MAX_LENGTH}文字`}
        >
          <textarea id="concierge-body" rows={8} {...textInput(form, "body", FREE_TEXT_MAX_LENGTH)} />
        </FormField>
        <TextField
          form={form}
          name="contact_name"
          id="concierge-name"
          label="お名前"
          autoComplete="name"
          maxLength={CONCIERGE_NAME_MAX_LENGTH}
        />
        <EmailField form={form} name="contact_email" id="concierge-email" />
        <TextField
          form={form}
          name="hospital_name"
          id="concierge-hospital"
          label="勤務先"
          autoComplete="organization"
          maxLength={CONCIERGE_HOSPITAL_MAX_LENGTH}
        />
        <TextField
          form={form}
          name="contact_phone"
          id="concierge-phone"
          label="電話番号"
          required={false}
          hint="例：03-1234-5678"
          type="tel"
          autoComplete="tel"
          maxLength={CONCIERGE_PHONE_MAX_LENGTH}
        />
        <FormActions submit="確認画面へ進む" />
      </form>
    </section>
  );
}
