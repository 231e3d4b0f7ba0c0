import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordForm, changePasswordFormSchema } from "@iryo/domain/account-forms";
import { PASSWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { useForm } from "react-hook-form";
import { useChangePasswordMutation } from "../../graphql/generated";
import { applyServerFieldErrors, FormField, textInput, toastInputError } from "../../shared/forms/form-kit";
import { showToast } from "../../shared/toast/toast-store";

/** Tab 1: the current password, a new one and its confirmation (0201006 when the current is wrong). */
export function PasswordTab() {
  const [change, { loading }] = useChangePasswordMutation();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: "", new_password: "", new_password_confirmation: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change({ variables: { currentPassword: values.current_password, newPassword: values.new_password } });
      form.reset();
      showToast("success", "パスワードを変更しました。");
    } catch (error) {
      applyServerFieldErrors(error, form);
    }
  }, toastInputError);
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">パスワードの変更</h2>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormField id="pw-current" label="現在のパスワード" error={errors.current_password}>
          <input
            id="pw-current"
            type="password"
            autoComplete="current-password"
            {...textInput(form, "current_password", PASSWORD_MAX_LENGTH)}
          />
        </FormField>
        <FormField
          id="pw-new"
          label="新しいパスワード"
          error={errors.new_password}
          hint="英字と数字を組み合わせて8文字以上で入力してください。"
        >
          <input
            id="pw-new"
            type="password"
            autoComplete="new-password"
            {...textInput(form, "new_password", PASSWORD_MAX_LENGTH)}
          />
        </FormField>
        <FormField id="pw-confirm" label="新しいパスワード（確認用）" error={errors.new_password_confirmation}>
          <input
            id="pw-confirm"
            type="password"
            autoComplete="new-password"
            {...textInput(form, "new_password_confirmation", PASSWORD_MAX_LENGTH)}
          />
        </FormField>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={loading}>
            パスワードを変更する
          </button>
        </div>
      </form>
    </section>
  );
}
