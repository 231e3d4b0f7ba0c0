import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { CONFLICT_CODE, errorMessage, fieldErrorMessage } from "@iryo/domain/error-catalogue";
import { NEGOTIATION_STATUS, negotiationStatus } from "@iryo/domain/negotiation-status";
import { requiredFreeTextSchema } from "@iryo/domain/validation/text";
import { useState } from "react";
import { FieldError, FormActions } from "../../shared/forms/form-kit";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { showToast } from "../../shared/toast/toast-store";
import { Modal } from "../../shared/ui/Modal";
import {
  type NegotiationRoom_NegotiationFragment,
  useProviderUpdateNegotiationStatusMutation,
  useUpdateNegotiationStatusesMutation,
} from "./Negotiations.generated";
import { dateText, meetingTimeText, slotText } from "./negotiation-format";

type Room = NegotiationRoom_NegotiationFragment;

/** Tab 0: the facts of the negotiation and what the caller's side may do next. */
export function NegotiationInfoTab({
  negotiation: n,
  onChanged,
}: {
  readonly negotiation: Room;
  readonly onChanged: () => void;
}) {
  return (
    <section aria-labelledby="negotiation-info-title">
      <h2 id="negotiation-info-title" className="visually-hidden">
        商談情報
      </h2>
      <dl className="detail-list">
        <dt>ステータス</dt>
        <dd>
          <span className={`status-label status-label--${n.status}`}>{n.statusLabel}</span>
        </dd>
        <dt>商談形式</dt>
        <dd>{n.meetingTypeLabel}</dd>
        <dt>確定した商談日時</dt>
        <dd>{meetingTimeText(n.negotiationTime)}</dd>
        <dt>ご希望の日時</dt>
        <dd>
          <ol>
            {n.slots.map((s) => (
              <li key={s.id}>{slotText(s.startsAt, s.endsAt)}</li>
            ))}
          </ol>
        </dd>
        <dt>検討開始日</dt>
        <dd>{dateText(n.consideringStartDate)}</dd>
        <dt>{n.viewerSide === "member" ? "事業者" : "医療機関"}</dt>
        <dd>{n.viewerSide === "member" ? n.providerName : `${n.hospitalName}（${n.memberName} 様）`}</dd>
        <dt>ご相談内容</dt>
        <dd className="pre-wrap">{n.note || "（なし）"}</dd>
        {n.postponedReason && (
          <>
            <dt>見送りの理由</dt>
            <dd className="pre-wrap">{n.postponedReason}</dd>
          </>
        )}
      </dl>
      {n.viewerSide === "member" ? (
        <MemberDecision negotiation={n} onChanged={onChanged} />
      ) : (
        <ProviderActions negotiation={n} onChanged={onChanged} />
      )}
    </section>
  );
}

/**
 * Sends a status change and says how it went: its toast and the room read again, or the error's toast
 * (and the room read again when someone else changed it first).
 */
async function changeStatus(send: () => Promise<unknown>, done: string, onChanged: () => void): Promise<void> {
  try {
    await send();
    showToast("success", done);
    onChanged();
  } catch (e) {
    const info = toastFailure(e);
    if (info.code === CONFLICT_CODE) onChanged();
  }
}

const DECISIONS = [NEGOTIATION_STATUS.INTRODUCTION_DECIDED, NEGOTIATION_STATUS.SENT_OFF] as const;

/** The member's decision: introduction, or send off this time with a reason (SPEC §4.1, §5). */
function MemberDecision({ negotiation: n, onChanged }: { readonly negotiation: Room; readonly onChanged: () => void }) {
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
      className="negotiation-decision"
      aria-label="ご検討の結果"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="form-fieldset">
        <legend>
          ご検討の結果<span className="form-field__required">必須</span>
        </legend>
        <div className="radio-row">
          {offered.map((status) => (
            <label key={status}>
              <input
                type="radio"
                name="decision"
                value={status}
                checked={choice === status}
                onChange={() => {
                  setChoice(status);
                  // The reason field starts empty whenever 'send off' is chosen (SPEC §5).
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
          <div className={`form-field${reasonError ? " form-field--error" : ""}`}>
            <label htmlFor="postponed-reason" className="form-field__label">
              見送りの理由<span className="form-field__required">必須</span>
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

/** The provider's next step: confirm one requested slot (→ 2), mark the meeting held (→ 3), or cancel (→ 5). */
function ProviderActions({
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
    <div className="provider-actions">
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
          <fieldset className="form-fieldset">
            <legend>
              商談日時の確定<span className="form-field__required">必須</span>
            </legend>
            <p className="form-field__hint">ご希望の日時から1つを選んでください。商談は開始時刻から60分です。</p>
            <div className="radio-column">
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
