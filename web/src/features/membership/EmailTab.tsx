import { zodResolver } from "@hookform/resolvers/zod";
import { changeEmailFormSchema } from "@iryo/domain/account-forms";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { AuthForm } from "../../shared/forms/AuthForm";
import { submitHandler } from "../../shared/forms/submit-handler";
import { EmailField } from "../../shared/forms/TextField";
import { showToast } from "../../shared/toast/toast-store";
import { useChangeEmailMutation } from "./Settings.generated";

/** Tab 2: a code (valid 24 hours) is mailed to the new address; /confirm-code-update takes it. */
export function EmailTab() {
  const navigate = useNavigate();
  const [change, { loading }] = useChangeEmailMutation();
  const form = useForm<{ new_email: string }>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { new_email: "" },
  });
  const onSubmit = submitHandler(form, async (values) => {
    await change({ variables: { newEmail: values.new_email } });
    showToast("success", "確認コードを新しいメールアドレスに送信しました。");
    navigate("/confirm-code-update", { state: { email: values.new_email } });
  });
  return (
    <section aria-labelledby="email-title">
      <h2 id="email-title">メールアドレスの変更</h2>
      <AuthForm onSubmit={onSubmit} submit="確認コードを送信する" busy={loading}>
        <EmailField form={form} name="new_email" id="email-new" label="新しいメールアドレス" />
      </AuthForm>
    </section>
  );
}
