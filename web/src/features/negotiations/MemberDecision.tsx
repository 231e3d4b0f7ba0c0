import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { errorMessage, fieldErrorMessage } from "@iryo/domain/error-catalogue";
import { NEGOTIATION_STATUS, negotiationStatus } from "@iryo/domain/negotiation-status";
import { requiredFreeTextSchema } from "@iryo/domain/validation/text";
import { useState } from "react";
import { FieldError } from "../../shared/forms/FieldError";
import { FormActions } from "../../shared/forms/FormActions";
import formsStyles from "../../shared/forms/forms.module.css";
import { showToast } from "../../shared/toast/toast-store";
import { Modal } from "../../shared/ui/Modal";
import { changeStatus } from "./change-status";
import {
  type NegotiationRoom_NegotiationFragment as Room,
  useUpdateNegotiationStatusesMutation,
} from "./Negotiations.generated";
import styles from "./negotiations.module.css";

const DECISIONS = [NEGOTIATION_STATUS.INTRODUCTION_DECIDED, NEGOTIATION_STATUS.SENT_OFF] as const;

/** The member's decision: introduction, or send off this time with a reason (product §4.1, §5). */
export function MemberDecision({
  negotiation: n,
  onChanged,
}: {
  readonly negotiation: Room;
  readonly onChanged: () => void;
}) {
  const [update, { loading }] = useUpdateNegotiationStatusesMutation();
  const [choice, setChoice] = useState<(typeof DECISIONS)[number] | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const offered = DECISIONS.filter((s) => n.nextStatuses.includes(s));
  if (offered.length === 0) return null;

  /** Checks the form, then asks before sending: the decision cannot be changed afterwards. */
  const submit = () => {
    setChoiceError(null);
    setReasonError(null);
    if (choice === null) {
      setChoiceError(errorMessage("0101001"));
      showToast("error", errorMessage("0101001"));
      return;
    }
    if (choice === NEGOTIATION_STATUS.SENT_OFF) {
      const parsed = requiredFreeTextSchema.safeParse(reason);
      if (!parsed.success) {
        const message = fieldErrorMessage(parsed.error.issues[0]?.message ?? "0101001");
        setReasonError(message);
        showToast("error", message);
        return;
      }
    }
    setConfirming(true);
  };

  const send = async () => {
    if (choice === null) return;
    setConfirming(false);
    await changeStatus(
      () =>
        update({
          variables: {
            items: [
              {
                negotiationId: n.id,
                status: choice,
                updatedAt: n.updatedAt,
                postponedReason: choice === NEGOTIATION_STATUS.SENT_OFF ? reason.trim() : null,
              },
            ],
          },
        }),
      "商談のステータスを更新しました。",
      onChanged,
    );
  };

  return (
    <form
      className={styles.negotiationDecision}
      aria-label="ご検討の結果"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className={styles.formFieldset}>
        <legend>
          ご検討の結果<span className={formsStyles.formFieldRequired}>必須</span>
        </legend>
        <div className={styles.radioRow}>
          {offered.map((status) => (
            <label key={status}>
              <input
                type="radio"
                name="decision"
                value={status}
                checked={choice === status}
                onChange={() => {
                  setChoice(status);
                  // The reason field starts empty whenever 'send off' is chosen (product §5).
                  if (status === NEGOTIATION_STATUS.SENT_OFF) setReason("");
                  setReasonError(null);
                }}
              />
              {negotiationStatus.label(status)}
            </label>
          ))}
        </div>
        <FieldError message={choiceError} />
        {choice === NEGOTIATION_STATUS.SENT_OFF && (
          <div
            className={reasonError ? `${formsStyles.formField} ${formsStyles.formFieldError}` : formsStyles.formField}
          >
            <label htmlFor="postponed-reason" className={formsStyles.formFieldLabel}>
              見送りの理由<span className={formsStyles.formFieldRequired}>必須</span>
            </label>
            <textarea
              id="postponed-reason"
              rows={3}
              maxLength={FREE_TEXT_MAX_LENGTH}
              value={reason}
              aria-invalid={Boolean(reasonError)}
              onChange={(e) => setReason(e.target.value)}
            />
            <FieldError message={reasonError} />
          </div>
        )}
      </fieldset>
      <FormActions submit="結果を送信する" busy={loading} />
      <Modal
        open={confirming}
        title="ご検討の結果を送信します"
        onClose={() => setConfirming(false)}
        actions={
          <button type="button" className="button button--primary" disabled={loading} onClick={() => void send()}>
            送信する
          </button>
        }
      >
        <p>
          {`ご検討の結果を「${choice === null ? "" : negotiationStatus.label(choice)}」として${n.providerName}さまへ送信します。送信した結果は後から変更できません。よろしいですか。`}
        </p>
      </Modal>
    </form>
  );
}
