import type { Ref } from "react";
import { Link } from "react-router";
import formsStyles from "../../shared/forms/forms.module.css";
import styles from "./negotiations.module.css";

/** The last step: the application was sent; the way to its negotiation room and back where it started. */
export function ApplyComplete({
  providerName,
  negotiationId,
  headingRef,
  back,
}: {
  readonly providerName: string;
  readonly negotiationId: string | null;
  /** The step's heading, which takes focus when the step shows. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  /** The screen the application was started from (ADR 141). */
  readonly back: { readonly path: string; readonly label: string };
}) {
  return (
    <div className={styles.negotiationComplete} role="status">
      <h2 ref={headingRef} tabIndex={-1}>
        お申し込みが完了しました
      </h2>
      <p>
        {providerName}
        から日程確定のご連絡をお待ちください。お申し込み内容はメールでもお送りしました。
      </p>
      <p className={formsStyles.formActions}>
        {negotiationId && (
          <Link className="button button--primary" to={`/negotiation/detail/${negotiationId}?tab=1`}>
            商談ルームを開く
          </Link>
        )}
        <Link className="button" to="/negotiation/list">
          商談一覧へ
        </Link>
        <Link className="button" to={back.path}>
          {back.label}
        </Link>
      </p>
    </div>
  );
}
