import { zodResolver } from "@hookform/resolvers/zod";
import { signUpFormSchema } from "@iryo/domain/account-forms";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../../shared/forms/AuthCard";
import { AuthForm } from "../../shared/forms/AuthForm";
import { ConfirmActions } from "../../shared/forms/ConfirmActions";
import styles from "../../shared/forms/forms.module.css";
import { applyServerFieldErrors, toastInputError } from "../../shared/forms/submit-handler";
import { EmailField, NewPasswordFields } from "../../shared/forms/TextField";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useSignUpMutation } from "./Auth.generated";

interface SignUpValues {
  email: string;
  password: string;
  password_confirmation: string;
}

/** /register-email: input → confirm → send; the code is mailed and /confirm-code takes it. */
export default function RegisterEmailRoute() {
  const navigate = useNavigate();
  const [step, setStep] = useState<"input" | "confirm">("input");
  const [signUp, { loading }] = useSignUpMutation();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: "", password: "", password_confirmation: "" },
  });

  const toConfirm = form.handleSubmit(() => setStep("confirm"), toastInputError);

  async function send() {
    const { email, password } = form.getValues();
    try {
      await signUp({ variables: { email: email.trim(), password } });
      navigate("/confirm-code", { state: { email: email.trim(), sent: true } });
    } catch (error) {
      if (applyServerFieldErrors(error, form)) setStep("input");
    }
  }

  if (step === "confirm") {
    const { email, password } = form.getValues();
    return (
      <AuthCard
        title="新規会員登録（確認）"
        lead={<p>以下の内容で登録します。よろしければ「送信する」を押してください。</p>}
      >
        <PageMeta title="新規会員登録（確認）" />
        <dl className={styles.confirmList}>
          <dt>メールアドレス</dt>
          <dd>{email}</dd>
          <dt>パスワード</dt>
          <dd>
            <span aria-hidden="true">{"•".repeat(password.length)}</span>
            <span className="visually-hidden">（伏せ字で表示しています）</span>
          </dd>
        </dl>
        <ConfirmActions onBack={() => setStep("input")} onSend={send} busy={loading} send="送信する" />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="新規会員登録"
      lead={<p>メールアドレスとパスワードを入力してください。確認コードをメールでお送りします。</p>}
    >
      <PageMeta title="新規会員登録" />
      <AuthForm onSubmit={toConfirm} submit="確認する">
        <EmailField form={form} name="email" id="signup-email" />
        <NewPasswordFields
          form={form}
          idPrefix="signup"
          label="パスワード"
          names={["password", "password_confirmation"]}
        />
        <p className={styles.formFieldHint}>
          ご登録により<Link to="/terms">利用規約</Link>と<Link to="/privacy">プライバシーポリシー</Link>
          に同意したものとみなします。
        </p>
      </AuthForm>
      <div className={styles.authLinks}>
        <Link to="/login">すでに会員の方はこちら</Link>
      </div>
    </AuthCard>
  );
}
