import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { errorMessage, fieldErrorMessage } from "@iryo/domain/error-catalogue";
import {
  NEGOTIATION_STATUS,
  negotiationStatus,
  STATUS_POPUP_CHOICES,
  STATUS_POPUP_DEFAULT_CHOICE,
} from "@iryo/domain/negotiation-status";
import { requiredFreeTextSchema } from "@iryo/domain/validation/text";
import { useState } from "react";
import { FieldError } from "../../shared/forms/FieldError";
import formsStyles from "../../shared/forms/forms.module.css";
import { runWithToast, toastFailure } from "../../shared/toast/run-with-toast";
import { showToast } from "../../shared/toast/toast-store";
import { Modal } from "../../shared/ui/Modal";
import { useStatusPopupQuery } from "./Negotiations.generated";
import { meetingTimeText } from "./negotiation-format";
import styles from "./negotiations.module.css";
import { useTurnOffStatusPopup, useUpdateNegotiationStatuses } from "./use-status-popup-mutations";

interface Choice {
  status: number;
  reason: string;
  error?: string;
}

/**
 * The status-confirmation popup (product §4.1): negotiations under consideration for the configured
 * days, by meeting time, each defaulting to 「検討中」. Submitting sends every choice; closing (or
 * submitting) records today so it does not come back until tomorrow.
 */
export function StatusPopup() {
  // Asked on each visit: which negotiations are due depends on the day, and providers change them too.
  // The cache answers first, so that the server's render of the page hydrates as it is (ADR 190).
  const { data } = useStatusPopupQuery({ fetchPolicy: "cache-and-network" });
  const { update, updating } = useUpdateNegotiationStatuses();
  const { turnOff, closing } = useTurnOffStatusPopup();
  const [closed, setClosed] = useState(false);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const items = data?.statusPopupNegotiations ?? [];
  const open = !closed && items.length > 0;

  if (!open) return null;
  const choiceOf = (id: string): Choice => choices[id] ?? { status: STATUS_POPUP_DEFAULT_CHOICE, reason: "" };
  const setChoice = (id: string, next: Choice) => setChoices((c) => ({ ...c, [id]: next }));

  const close = async () => {
    try {
      await turnOff();
    } catch (e) {
      toastFailure(e);
    }
    setClosed(true);
  };

  const submit = async () => {
    let invalid = false;
    const next = { ...choices };
    for (const n of items) {
      const c = choiceOf(n.id);
      if (c.status === NEGOTIATION_STATUS.SENT_OFF) {
        const parsed = requiredFreeTextSchema.safeParse(c.reason);
        if (!parsed.success) {
          invalid = true;
          next[n.id] = { ...c, error: fieldErrorMessage(parsed.error.issues[0]?.message ?? "0101001") };
          continue;
        }
      }
      next[n.id] = { ...c, error: undefined };
    }
    setChoices(next);
    if (invalid) {
      showToast("error", errorMessage("0101001"));
      return;
    }
    await runWithToast(
      () =>
        update(
          items.map((n) => {
            const c = choiceOf(n.id);
            return {
              negotiationId: n.id,
              status: c.status,
              updatedAt: n.updatedAt,
              postponedReason: c.status === NEGOTIATION_STATUS.SENT_OFF ? c.reason.trim() : null,
            };
          }),
        ),
      "商談のステータスを更新しました。",
      close,
    );
  };

  return (
    <Modal
      open
      title="ご検討状況を教えてください"
      onClose={() => void close()}
      closeDisabled={closing || updating}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => void submit()}
          disabled={closing || updating}
        >
          回答する
        </button>
      }
    >
      <p>商談後しばらく経過した商談があります。現在のご検討状況をお選びください。</p>
      <ul className={styles.statusPopupList}>
        {items.map((n) => {
          const c = choiceOf(n.id);
          return (
            <li key={n.id}>
              <fieldset className={styles.formFieldset}>
                <legend>
                  {n.service.name}（{n.providerName}）— 商談日時 {meetingTimeText(n.negotiationTime)}
                </legend>
                <div className={styles.radioRow}>
                  {STATUS_POPUP_CHOICES.map((status) => (
                    <label key={status}>
                      <input
                        type="radio"
                        name={`popup-${n.id}`}
                        value={status}
                        checked={c.status === status}
                        // The reason starts empty each time 'send off' is chosen (product §5).
                        onChange={() => setChoice(n.id, { status, reason: "" })}
                      />
                      {negotiationStatus.label(status)}
                    </label>
                  ))}
                </div>
                {c.status === NEGOTIATION_STATUS.SENT_OFF && (
                  <div className={formsStyles.formField}>
                    <label htmlFor={`popup-reason-${n.id}`} className={formsStyles.formFieldLabel}>
                      見送りの理由<span className={formsStyles.formFieldRequired}>必須</span>
                    </label>
                    <textarea
                      id={`popup-reason-${n.id}`}
                      rows={3}
                      maxLength={FREE_TEXT_MAX_LENGTH}
                      value={c.reason}
                      aria-invalid={Boolean(c.error)}
                      onChange={(e) => setChoice(n.id, { ...c, reason: e.target.value })}
                    />
                    <FieldError message={c.error} />
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
