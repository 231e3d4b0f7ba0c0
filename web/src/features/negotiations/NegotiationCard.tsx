import { useId } from "react";
import { Link } from "react-router";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import type { NegotiationListItem_NegotiationFragment } from "./Negotiations.generated";
import { dateText, meetingTimeText, stampText } from "./negotiation-format";
import styles from "./negotiations.module.css";

/** One negotiation in a list: service, status, meeting time, consideration start, last update. */
export function NegotiationCard({
  negotiation: n,
  to,
  counterpart,
}: {
  readonly negotiation: NegotiationListItem_NegotiationFragment;
  readonly to: string;
  /** The provider console shows the member's hospital instead of the provider. */
  readonly counterpart?: string;
}) {
  const titleId = useId();
  return (
    <article className={`${styles.negotiationCard} panel`} aria-labelledby={titleId}>
      <ServiceLogo src={n.service.logoImagePath} name={n.service.name} />
      <div className={styles.negotiationCardBody}>
        <h2 id={titleId} className={styles.negotiationCardTitle}>
          <Link to={to}>{n.service.name}</Link>
        </h2>
        <p className={styles.negotiationCardParty}>{counterpart ?? n.providerName}</p>
        <dl className={styles.negotiationCardFacts}>
          <div>
            <dt>商談番号</dt>
            <dd>{n.id}</dd>
          </div>
          <div>
            <dt>ステータス</dt>
            <dd>
              <span className={`${styles.statusLabel} ${styles[`status-label--${n.status}`] ?? ""}`}>
                {n.statusLabel}
              </span>
            </dd>
          </div>
          <div>
            <dt>商談日時</dt>
            <dd>{meetingTimeText(n.negotiationTime)}</dd>
          </div>
          <div>
            <dt>検討開始日</dt>
            <dd>{dateText(n.consideringStartDate)}</dd>
          </div>
          <div>
            <dt>更新日時</dt>
            <dd>{stampText(n.updatedAt)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
