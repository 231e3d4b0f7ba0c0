import { OPERATOR_ROLES, type OperatorRole } from "@iryo/domain/account";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useChangeOperatorRoleMutation, useOperatorsQuery } from "./Admin.generated";
import styles from "./admin.module.css";
import { ROLE_LABELS } from "./admin-labels";

/** 運営担当者 (admins only): each operator's role; an admin cannot change their own (0203006). */
export default function OperatorsPage({ viewerId }: { readonly viewerId: string }) {
  const { data, dataState, loading, refetch } = useOperatorsQuery({ fetchPolicy: "cache-and-network" });
  const [changeRole, changing] = useChangeOperatorRoleMutation();
  const operators = dataState === "complete" ? data.consoleOperators : undefined;
  if (loading && !operators) return <Spinner label="運営担当者を読み込んでいます" />;
  if (!operators) return <LoadFailed message="運営担当者を読み込めませんでした。" onRetry={() => refetch()} />;
  return (
    <>
      <PageMeta title="運営担当者" />
      <h1 className={styles.heading}>運営担当者</h1>
      <p>権限を変更すると、その担当者が次に操作したときから反映されます。変更は操作ログに記録されます。</p>
      <ul className={styles.queue}>
        {operators.map((o) => (
          <li key={o.id} className={`panel ${styles.queueItem}`}>
            <p className={styles.queueTitle}>{o.displayName}</p>
            <p className={styles.queueMeta}>{o.email}</p>
            <label className={styles.roleField}>
              権限
              <select
                value={o.role}
                disabled={o.id === viewerId || changing.loading}
                onChange={(event) =>
                  void runWithToast(
                    () => changeRole({ variables: { accountId: o.id, role: event.target.value } }),
                    `${o.displayName}の権限を「${ROLE_LABELS[event.target.value as OperatorRole]}」に変更しました。`,
                  )
                }
              >
                {OPERATOR_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            </label>
            {o.id === viewerId ? <p className={styles.queueMeta}>ご自身の権限は変更できません。</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
