import type { NegotiationRoom_NegotiationFragment } from "./Negotiations.generated";
import { dateText, meetingTimeText, slotText } from "./negotiation-format";
import styles from "./negotiations.module.css";

/** The facts of a negotiation: status, form, dates, the other side and the member's note. */
export function NegotiationFacts({ negotiation: n }: { readonly negotiation: NegotiationRoom_NegotiationFragment }) {
  return (
    <dl className={styles.detailList}>
      <dt>ステータス</dt>
      <dd>
        <span className={`${styles.statusLabel} ${styles[`status-label--${n.status}`] ?? ""}`}>{n.statusLabel}</span>
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
      <dd className={styles.preWrap}>{n.note || "（なし）"}</dd>
      {n.postponedReason && (
        <>
          <dt>見送りの理由</dt>
          <dd className={styles.preWrap}>{n.postponedReason}</dd>
        </>
      )}
    </dl>
  );
}
