import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordForm, changePasswordFormSchema } from "@iryo/domain/account-forms";
import { PASSWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { useForm } from "react-hook-form";
import { AuthForm } from "../../shared/forms/AuthForm";
import { submitHandler } from "../../shared/forms/submit-handler";
import { NewPasswordFields, TextField } from "../../shared/forms/TextField";
import { showToast } from "../../shared/toast/toast-store";
import { useChangePasswordMutation } from "./Settings.generated";

/** Tab 1: the current password, a new one and its confirmation (0201006 when the current is wrong). */
export function PasswordTab() {
  const [change, { loading }] = useChangePasswordMutation();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: "", new_password: "", new_password_confirmation: "" },
  });
  const onSubmit = submitHandler(form, async (values) => {
    await change({ variables: { currentPassword: values.current_password, newPassword: values.new_password } });
    form.reset();
    showToast("success", "パスワードを変更しました。");
  });
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">パスワードの変更</h2>
      <AuthForm onSubmit={onSubmit} submit="パスワードを変更する" busy={loading}>
        <TextField
          form={form}
          name="current_password"
          id="pw-current"
          label="現在のパスワード"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <NewPasswordFields
          form={form}
          idPrefix="pw"
          label="新しいパスワード"
          names={["new_password", "new_password_confirmation"]}
        />
      </AuthForm>
    </section>
  );
}
