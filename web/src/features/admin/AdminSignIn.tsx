import { zodResolver } from "@hookform/resolvers/zod";
import { operatorTotpFormSchema, signInFormSchema } from "@iryo/domain/account-forms";
import { CONFIRMATION_CODE_LENGTH, PASSWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { useForm } from "react-hook-form";
import { AuthCard } from "../../shared/forms/AuthCard";
import { AuthForm } from "../../shared/forms/AuthForm";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { EmailField, TextField } from "../../shared/forms/TextField";
import { digitsInput } from "../../shared/forms/text-input";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useWriteMe } from "../../shared/session/use-me";
import { useAdminSignInMutation, useVerifyOperatorTotpMutation } from "./Admin.generated";

interface PasswordValues {
  email: string;
  password: string;
}

/** Step 1: the same identity provider as members (e-mail and password). */
export function AdminPasswordStep() {
  const writeMe = useWriteMe();
  const [signIn, { loading }] = useAdminSignInMutation();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const onSubmit = submitHandler(form, async (values) => {
    const { data } = await signIn({ variables: values });
    if (data) writeMe(data.signIn);
  });
  return (
    <AuthCard title="運営コンソールにログイン" lead={<p>運営担当者のアカウントでログインしてください。</p>}>
      <PageMeta title="運営コンソール ログイン" />
      <AuthForm onSubmit={onSubmit} submit={loading ? "ログインしています…" : "次へ"} busy={loading}>
        <EmailField form={form} name="email" id="admin-email" autoComplete="username" />
        <TextField
          form={form}
          name="password"
          id="admin-password"
          label="パスワード"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </AuthForm>
    </AuthCard>
  );
}

/** Step 2: the 6-digit code of the operator's authenticator app (ADR 147). */
export function AdminTotpStep({ onVerified }: { readonly onVerified: () => unknown }) {
  const [verify, { loading }] = useVerifyOperatorTotpMutation();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(operatorTotpFormSchema),
    defaultValues: { code: "" },
  });
  const onSubmit = submitHandler(form, async ({ code }) => {
    const { data } = await verify({ variables: { code } });
    if (data?.verifyOperatorTotp.secondFactorVerified) await onVerified();
  });
  return (
    <AuthCard title="二段階認証" lead={<p>認証アプリに表示されている6桁のコードを入力してください。</p>}>
      <PageMeta title="運営コンソール 二段階認証" />
      <AuthForm onSubmit={onSubmit} submit={loading ? "確認しています…" : "認証する"} busy={loading}>
        <FormField
          id="admin-totp"
          label="認証コード"
          hint="コードは30秒ごとに変わります。一度使ったコードは使えません。"
          error={form.getFieldState("code", form.formState).error}
        >
          <input id="admin-totp" {...digitsInput(form, "code", CONFIRMATION_CODE_LENGTH)} />
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}
