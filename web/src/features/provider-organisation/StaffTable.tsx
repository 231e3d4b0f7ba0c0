import { formatDate } from "@iryo/domain/format/date";
import { STAFF_ROLE_LABEL, STAFF_ROLES, type StaffRole } from "@iryo/domain/provider-organisation";
import { useState } from "react";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { Modal } from "../../shared/ui/Modal";
import {
  type ProviderStaffMember_StaffFragment as Staff,
  useChangeProviderStaffRoleMutation,
} from "./ProviderOrganisation.generated";
import styles from "./provider-organisation.module.css";
import { useRemoveStaff } from "./use-staff-mutations";

function roleLabel(role: string): string {
  return STAFF_ROLE_LABEL[role as StaffRole] ?? role;
}

/** The organisation's staff; an admin changes a colleague's role or removes them after confirming. */
export function StaffTable({
  staff,
  viewerId,
  isAdmin,
}: {
  readonly staff: readonly Staff[];
  readonly viewerId: string;
  readonly isAdmin: boolean;
}) {
  const [changeRole, { loading: changing }] = useChangeProviderStaffRoleMutation();
  const [remove, { loading: removing }] = useRemoveStaff();
  const [removal, setRemoval] = useState<Staff | null>(null);
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">担当者一覧</caption>
        <thead>
          <tr>
            <th scope="col">担当者</th>
            <th scope="col">メールアドレス</th>
            <th scope="col">権限</th>
            <th scope="col">登録日</th>
            {isAdmin && <th scope="col">操作</th>}
          </tr>
        </thead>
        <tbody>
          {staff.map((s) => (
            <tr key={s.id}>
              <td>
                {s.displayName}
                {s.id === viewerId && <span className={styles.badge}>あなた</span>}
              </td>
              <td>{s.email}</td>
              <td>
                {isAdmin ? (
                  <select
                    aria-label={`${s.email} の権限`}
                    value={s.role}
                    disabled={changing}
                    onChange={(e) =>
                      void runWithToast(
                        () => changeRole({ variables: { input: { accountId: s.id, role: e.target.value } } }),
                        `${s.email} の権限を${roleLabel(e.target.value)}に変更しました。`,
                      )
                    }
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {STAFF_ROLE_LABEL[role]}
                      </option>
                    ))}
                  </select>
                ) : (
                  roleLabel(s.role)
                )}
              </td>
              <td>{formatDate(new Date(s.joinedAt))}</td>
              {isAdmin && (
                <td>
                  <button type="button" className="button" onClick={() => setRemoval(s)}>
                    削除
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        open={removal !== null}
        title="担当者の削除"
        onClose={() => setRemoval(null)}
        closeDisabled={removing}
        actions={
          <button
            type="button"
            className="button button--danger"
            disabled={removing}
            onClick={() =>
              removal &&
              void runWithToast(
                () => remove({ variables: { accountId: removal.id } }),
                `${removal.email} を削除しました。`,
                () => setRemoval(null),
              )
            }
          >
            削除する
          </button>
        }
      >
        <p>
          {removal?.email}{" "}
          を組織から削除します。削除された担当者は事業者コンソールを利用できなくなります。よろしいですか？
        </p>
      </Modal>
    </>
  );
}
