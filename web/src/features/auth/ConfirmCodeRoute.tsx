import { zodResolver } from "@hookform/resolvers/zod";
import { confirmSignUpFormSchema, emailFormSchema } from "@iryo/domain/account-forms";
import { CONFIRMATION_CODE_LENGTH, EMAIL_CODE_VALID_MS } from "@iryo/domain/constants";
import { hoursText } from "@iryo/domain/format/hours";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { AuthCard } from "../../shared/forms/AuthCard";
import { FormActions } from "../../shared/forms/FormActions";
import styles from "../../shared/forms/forms.module.css";
import { applyServerFieldErrors, submitHandler, toastInputError } from "../../shared/forms/submit-handler";
import { ConfirmationCodeField, EmailField } from "../../shared/forms/TextField";
import { PageMeta } from "../../shared/layout/PageMeta";
import { showToast } from "../../shared/toast/toast-store";
import { useConfirmSignUpMutation, useResendSignUpCodeMutation } from "./Auth.generated";

interface ConfirmValues {
  email: string;
  code: string;
}

/** /confirm-code: the 6-digit code mailed at sign-up (valid 24 hours); it can be sent again. */
export default function ConfirmCodeRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { email?: string; sent?: boolean } | null;
  const [confirm, { loading }] = useConfirmSignUpMutation();
  const [resend, { loading: resending }] = useResendSignUpCodeMutation();
  const form = useForm<ConfirmValues>({
    resolver: zodResolver(confirmSignUpFormSchema),
    defaultValues: { email: state?.email ?? "", code: "" },
  });

  const onSubmit = submitHandler(form, async (values) => {
    await confirm({ variables: values });
    showToast("success", "メールアドレスの確認が完了しました。ログインしてください。");
    navigate("/login", { replace: true, state: { email: values.email } });
  });

  async function resendCode() {
    const parsed = emailFormSchema.safeParse({ email: form.getValues("email") });
    if (!parsed.success) {
      form.setError("email", { type: "validate", message: parsed.error.issues[0]?.message ?? "" });
      toastInputError({});
      return;
    }
    try {
      await resend({ variables: parsed.data });
      showToast("success", "確認コードを再送しました。メールをご確認ください。");
    } catch (error) {
      applyServerFieldErrors(error, form);
    }
  }

  return (
    <AuthCard
      title="確認コードの入力"
      lead={
        <p>
          {state?.sent ? "ご登録のメールアドレスに確認コードをお送りしました。" : ""}
          メールに記載された{CONFIRMATION_CODE_LENGTH}桁の確認コードを入力してください（有効期限は
          {hoursText(EMAIL_CODE_VALID_MS)}です）。
        </p>
      }
    >
      <PageMeta title="確認コードの入力" />
      <form className={styles.authForm} noValidate onSubmit={onSubmit}>
        <EmailField form={form} name="email" id="confirm-email" />
        <ConfirmationCodeField form={form} name="code" id="confirm-code" />
        <FormActions submit={loading ? "確認しています…" : "登録を完了する"} busy={loading}>
          <button type="button" className="button" onClick={() => void resendCode()} disabled={resending}>
            確認コードを再送する
          </button>
        </FormActions>
      </form>
    </AuthCard>
  );
}
