import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "@iryo/domain/account-forms";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../shared/forms/AuthCard";
import { AuthForm } from "../../shared/forms/AuthForm";
import styles from "../../shared/forms/forms.module.css";
import { submitHandler } from "../../shared/forms/submit-handler";
import { NewPasswordFields } from "../../shared/forms/TextField";
import { PageMeta } from "../../shared/layout/PageMeta";
import { showToast } from "../../shared/toast/toast-store";
import { useResetPasswordMutation } from "./Auth.generated";

interface ResetValues {
  password: string;
  password_confirmation: string;
}

/** /reset-password?token=…: a new password from the mailed link. */
export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const navigate = useNavigate();
  const [reset, { loading }] = useResetPasswordMutation();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", password_confirmation: "" },
  });

  const onSubmit = submitHandler(form, async (values) => {
    await reset({ variables: { token, password: values.password } });
    showToast("success", "パスワードを再設定しました。新しいパスワードでログインしてください。");
    navigate("/login", { replace: true });
  });

  if (!token) {
    return (
      <AuthCard title="パスワードの再設定">
        <PageMeta title="パスワードの再設定" />
        <p className="notice notice--error">再設定用のリンクが正しくありません。もう一度お手続きください。</p>
        <div className={styles.authLinks}>
          <Link to="/forgot-password">パスワード再設定メールを送る</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="新しいパスワードの設定">
      <PageMeta title="パスワードの再設定" />
      <AuthForm onSubmit={onSubmit} submit="パスワードを設定する" busy={loading}>
        <NewPasswordFields
          form={form}
          idPrefix="reset"
          label="新しいパスワード"
          names={["password", "password_confirmation"]}
        />
      </AuthForm>
    </AuthCard>
  );
}
