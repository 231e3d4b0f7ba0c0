import { useApolloClient } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { confirmationCodeFormSchema } from "@iryo/domain/account-forms";
import { CONFIRMATION_CODE_LENGTH, EMAIL_CHANGE_CODE_VALID_MS } from "@iryo/domain/constants";
import { hoursText } from "@iryo/domain/format/hours";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { AuthCard } from "../../shared/forms/AuthCard";
import { AuthForm } from "../../shared/forms/AuthForm";
import styles from "../../shared/forms/forms.module.css";
import { submitHandler } from "../../shared/forms/submit-handler";
import { ConfirmationCodeField } from "../../shared/forms/TextField";
import { PageMeta } from "../../shared/layout/PageMeta";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { showToast } from "../../shared/toast/toast-store";
import { useConfirmEmailChangeMutation } from "./Settings.generated";

/** /confirm-code-update: the code mailed to the new address (valid 24 hours). */
export default function ConfirmCodeUpdateRoute() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [confirm, { loading }] = useConfirmEmailChangeMutation();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(confirmationCodeFormSchema),
    defaultValues: { code: "" },
  });
  const onSubmit = submitHandler(form, async (values) => {
    await confirm({ variables: values });
    await client.refetchQueries({ include: [MeQueryDocument] });
    showToast("success", "メールアドレスを変更しました。");
    navigate("/user-setting?tab=0", { replace: true });
  });
  return (
    <AuthCard
      title="確認コードの入力"
      lead={
        <p>
          {email ? `${email} に` : "新しいメールアドレスに"}お送りした{CONFIRMATION_CODE_LENGTH}
          桁の確認コードを入力してください（有効期限は{hoursText(EMAIL_CHANGE_CODE_VALID_MS)}です）。
        </p>
      }
    >
      <PageMeta title="メールアドレス変更の確認" />
      <AuthForm onSubmit={onSubmit} submit="メールアドレスを変更する" busy={loading}>
        <ConfirmationCodeField form={form} name="code" id="update-code" />
      </AuthForm>
      <div className={styles.authLinks}>
        <Link to="/user-setting?tab=2">メールアドレスを入力し直す</Link>
      </div>
    </AuthCard>
  );
}
