import { zodResolver } from "@hookform/resolvers/zod";
import { emailFormSchema } from "@iryo/domain/account-forms";
import { RESET_LINK_VALID_MS } from "@iryo/domain/constants";
import { hoursText } from "@iryo/domain/format/hours";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { AuthCard } from "../../shared/forms/AuthCard";
import { AuthForm } from "../../shared/forms/AuthForm";
import styles from "../../shared/forms/forms.module.css";
import { submitHandler } from "../../shared/forms/submit-handler";
import { EmailField } from "../../shared/forms/TextField";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useForgotPasswordMutation } from "./Auth.generated";

/** /forgot-password: a reset link (valid 1 hour) is mailed. */
export default function ForgotPasswordRoute() {
  const [sent, setSent] = useState(false);
  const [forgot, { loading }] = useForgotPasswordMutation();
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: "" } });

  const onSubmit = submitHandler(form, async (values) => {
    await forgot({ variables: values });
    setSent(true);
  });

  if (sent) {
    return (
      <AuthCard title="パスワード再設定メールを送信しました">
        <PageMeta title="パスワードの再設定" />
        <p role="status">
          ご入力のメールアドレスに、パスワード再設定用のリンクをお送りしました。リンクの有効期限は
          {hoursText(RESET_LINK_VALID_MS)}です。
        </p>
        <div className={styles.authLinks}>
          <Link to="/login">ログイン画面へ戻る</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="パスワードの再設定" lead={<p>ご登録のメールアドレスを入力してください。</p>}>
      <PageMeta title="パスワードの再設定" />
      <AuthForm onSubmit={onSubmit} submit="再設定メールを送信する" busy={loading}>
        <EmailField form={form} name="email" id="forgot-email" />
      </AuthForm>
      <div className={styles.authLinks}>
        <Link to="/login">ログイン画面へ戻る</Link>
      </div>
    </AuthCard>
  );
}
