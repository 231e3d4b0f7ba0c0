import { zodResolver } from "@hookform/resolvers/zod";
import { signInFormSchema } from "@iryo/domain/account-forms";
import { PASSWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { afterLoginPath } from "@iryo/domain/session-navigation";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../shared/forms/AuthCard";
import { AuthForm } from "../../shared/forms/AuthForm";
import styles from "../../shared/forms/forms.module.css";
import { submitHandler } from "../../shared/forms/submit-handler";
import { EmailField, TextField } from "../../shared/forms/TextField";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useWriteMe } from "../../shared/session/use-me";
import { useSignInMutation } from "./Auth.generated";

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const writeMe = useWriteMe();
  const [signIn, { loading }] = useSignInMutation();
  const form = useForm<LoginValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: (location.state as { email?: string } | null)?.email ?? "", password: "" },
  });

  const onSubmit = submitHandler(form, async (values) => {
    const { data } = await signIn({ variables: values });
    if (!data) return;
    writeMe(data.signIn);
    // product §2.4 / §4.3: a flagged member goes to the forced page, a provider to its console, else the
    // redirect target or home.
    navigate(afterLoginPath(data.signIn, search.get("redirect")), { replace: true });
  });

  return (
    <AuthCard title="ログイン" lead={notice ? <p className="notice">{notice}</p> : undefined}>
      <PageMeta title="ログイン" />
      <AuthForm onSubmit={onSubmit} submit={loading ? "ログインしています…" : "ログイン"} busy={loading}>
        <EmailField form={form} name="email" id="login-email" autoComplete="username" />
        <TextField
          form={form}
          name="password"
          id="login-password"
          label="パスワード"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </AuthForm>
      <div className={styles.authLinks}>
        <Link to="/forgot-password">パスワードをお忘れの方</Link>
        <Link to="/register-email">新規会員登録（無料）</Link>
        <Link to="/confirm-code">確認コードの入力はこちら</Link>
      </div>
    </AuthCard>
  );
}
