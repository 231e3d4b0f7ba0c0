import { errorMessage } from "@iryo/domain/error-catalogue";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import { useState } from "react";
import { FieldError } from "../../shared/forms/FieldError";
import formsStyles from "../../shared/forms/forms.module.css";
import { Modal } from "../../shared/ui/Modal";
import { changeStatus } from "./change-status";
import {
  type NegotiationRoom_NegotiationFragment as Room,
  useProviderUpdateNegotiationStatusMutation,
} from "./Negotiations.generated";
import { slotText } from "./negotiation-format";
import styles from "./negotiations.module.css";

/** The provider's next step: confirm one requested slot (→ 2), mark the meeting held (→ 3), or cancel (→ 5). */
export function ProviderActions({
  negotiation: n,
  onChanged,
}: {
  readonly negotiation: Room;
  readonly onChanged: () => void;
}) {
  const [update, { loading }] = useProviderUpdateNegotiationStatusMutation();
  const [slotId, setSlotId] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const can = (s: number) => n.nextStatuses.includes(s);

  const run = (status: number, done: string, slot?: string) =>
    changeStatus(
      () => update({ variables: { negotiationId: n.id, status, updatedAt: n.updatedAt, slotId: slot ?? null } }),
      done,
      onChanged,
    );

  return (
    <div className={styles.providerActions}>
      {can(NEGOTIATION_STATUS.DATE_CONFIRMED) && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!slotId) {
              setSlotError(errorMessage("0101001"));
              return;
            }
            void run(NEGOTIATION_STATUS.DATE_CONFIRMED, "商談日時を確定しました。", slotId);
          }}
        >
          <fieldset className={styles.formFieldset}>
            <legend>
              商談日時の確定<span className={formsStyles.formFieldRequired}>必須</span>
            </legend>
            <p className={formsStyles.formFieldHint}>
              ご希望の日時から1つを選んでください。商談は開始時刻から60分です。
            </p>
            <div className={styles.radioColumn}>
              {n.slots.map((s) => (
                <label key={s.id}>
                  <input
                    type="radio"
                    name="slot"
                    value={s.id}
                    checked={slotId === s.id}
                    onChange={() => {
                      setSlotId(s.id);
                      setSlotError(null);
                    }}
                  />
                  {slotText(s.startsAt, s.endsAt)}
                </label>
              ))}
            </div>
            <FieldError message={slotError} />
          </fieldset>
          <button type="submit" className="button button--primary" disabled={loading}>
            この日時で確定する
          </button>
        </form>
      )}
      {can(NEGOTIATION_STATUS.UNDER_CONSIDERATION) && (
        <button
          type="button"
          className="button button--primary"
          disabled={loading}
          onClick={() => void run(NEGOTIATION_STATUS.UNDER_CONSIDERATION, "商談を実施済みにしました。")}
        >
          商談を実施済みにする
        </button>
      )}
      {can(NEGOTIATION_STATUS.CANCELLED) && (
        <>
          <button type="button" className="button" disabled={loading} onClick={() => setConfirmingCancel(true)}>
            商談をキャンセルする
          </button>
          <Modal
            open={confirmingCancel}
            title="商談をキャンセルします"
            onClose={() => setConfirmingCancel(false)}
            actions={
              <button
                type="button"
                className="button button--primary"
                disabled={loading}
                onClick={() => {
                  setConfirmingCancel(false);
                  void run(NEGOTIATION_STATUS.CANCELLED, "商談をキャンセルしました。");
                }}
              >
                キャンセルを確定する
              </button>
            }
          >
            <p>この商談をキャンセルします。キャンセルした商談は元に戻せません。よろしいですか。</p>
          </Modal>
        </>
      )}
    </div>
  );
}
