import { useApolloClient } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { RETIREMENT_REASON, retirementReason } from "@iryo/domain/classification";
import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { type Withdrawal, withdrawalSchema } from "@iryo/domain/withdrawal";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { AuthForm } from "../../shared/forms/AuthForm";
import { ChoiceField } from "../../shared/forms/ChoiceField";
import { messageOf } from "../../shared/forms/FieldError";
import { FormField } from "../../shared/forms/FormField";
import styles from "../../shared/forms/forms.module.css";
import { applyServerFieldErrors, clearInputError, toastInputError } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { useStepFocus } from "../../shared/forms/use-step-focus";
import { LiveRegion } from "../../shared/layout/LiveRegion";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { showToast } from "../../shared/toast/toast-store";
import { useWithdrawMutation } from "./Settings.generated";

interface WithdrawValues {
  retirement_reason: string;
  retirement_reason_other: string;
}

/** Tab 3: a reason (other = 8 needs text), a confirmation step, then withdrawal and sign-out. */
export function WithdrawTab() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [confirmed, setConfirmed] = useState<Withdrawal | undefined>(undefined);
  const [withdraw, { loading }] = useWithdrawMutation();
  const { headingRef, announcement } = useStepFocus(confirmed ? "confirm" : "input");
  const form = useForm<WithdrawValues, unknown, Withdrawal>({
    resolver: zodResolver(withdrawalSchema) as never,
    defaultValues: { retirement_reason: "", retirement_reason_other: "" },
  });
  const { errors } = form.formState;
  const reason = form.watch("retirement_reason");

  const toConfirm = form.handleSubmit((values) => {
    clearInputError();
    setConfirmed(values);
  }, toastInputError);

  async function send(values: Withdrawal) {
    try {
      await withdraw({
        variables: {
          input: {
            retirementReason: values.retirement_reason,
            retirementReasonOther: values.retirement_reason_other ?? null,
          },
        },
      });
    } catch (error) {
      setConfirmed(undefined);
      applyServerFieldErrors(error, form);
      return;
    }
    await client.refetchQueries({ include: [MeQueryDocument] });
    showToast("success", "退会手続きが完了しました。ご利用ありがとうございました。");
    navigate("/", { replace: true });
  }

  if (confirmed) {
    return (
      <section aria-labelledby="withdraw-title">
        <LiveRegion message={announcement} />
        <h2 id="withdraw-title" ref={headingRef} tabIndex={-1}>
          退会の確認
        </h2>
        <p>退会すると、商談・ブックマーク・評価などの情報はご利用いただけなくなります。本当に退会しますか？</p>
        <dl className={styles.confirmList}>
          <dt>退会理由</dt>
          <dd>{retirementReason.labelOf(confirmed.retirement_reason)}</dd>
          {confirmed.retirement_reason_other && (
            <>
              <dt>詳細</dt>
              <dd>{confirmed.retirement_reason_other}</dd>
            </>
          )}
        </dl>
        <div className={styles.formActions}>
          <button type="button" className="button" onClick={() => setConfirmed(undefined)} disabled={loading}>
            戻る
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void send(confirmed)}
            disabled={loading}
          >
            {loading ? "処理しています…" : "退会する"}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="withdraw-title">
      <LiveRegion message={announcement} />
      <h2 id="withdraw-title" ref={headingRef} tabIndex={-1}>
        退会
      </h2>
      <AuthForm onSubmit={toConfirm} submit="確認する">
        <ChoiceField
          label="退会理由"
          type="radio"
          choicesClassName={`${styles.formChoices} ${styles.formChoicesColumn}`}
          options={retirementReason.options}
          registration={form.register("retirement_reason")}
          message={messageOf(errors.retirement_reason)}
        />
        {reason === String(RETIREMENT_REASON.OTHER) && (
          <FormField id="withdraw-other" label="その他の理由" error={errors.retirement_reason_other}>
            <textarea id="withdraw-other" {...textInput(form, "retirement_reason_other", FREE_TEXT_MAX_LENGTH)} />
          </FormField>
        )}
      </AuthForm>
    </section>
  );
}
