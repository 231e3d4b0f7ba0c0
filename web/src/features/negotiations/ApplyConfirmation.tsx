import { meetingType } from "@iryo/domain/meeting-type";
import { ConfirmActions } from "../../shared/forms/ConfirmActions";
import type { ApplyFormValues } from "./apply-form";
import styles from "./negotiations.module.css";

/** The confirmation step: the application as it will be sent, with 修正する and 申し込む. */
export function ApplyConfirmation({
  serviceName,
  values,
  onBack,
  onSend,
  busy,
}: {
  readonly serviceName: string;
  readonly values: ApplyFormValues;
  readonly onBack: () => void;
  readonly onSend: () => unknown;
  readonly busy: boolean;
}) {
  return (
    <div className={styles.negotiationConfirm}>
      <p>以下の内容でお申し込みします。よろしければ「申し込む」を押してください。</p>
      <dl className={styles.detailList}>
        <dt>サービス</dt>
        <dd>{serviceName}</dd>
        <dt>商談形式</dt>
        <dd>{meetingType.labelOf(Number(values.meeting_type))}</dd>
        <dt>ご希望の日時</dt>
        <dd>
          <ol>
            {values.preferred_slots.map((s) => (
              <li key={`${s.date}-${s.start_time}`}>
                {s.date} {s.start_time}〜{s.end_time}
              </li>
            ))}
          </ol>
        </dd>
        <dt>ご相談内容</dt>
        <dd className={styles.preWrap}>{values.note?.trim() || "（なし）"}</dd>
      </dl>
      <ConfirmActions onBack={onBack} onSend={onSend} busy={busy} send="申し込む" />
    </div>
  );
}
