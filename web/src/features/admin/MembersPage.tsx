import { zodResolver } from "@hookform/resolvers/zod";
import { RETIREMENT_REASON, retirementReason } from "@iryo/domain/classification";
import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { memberLookupSchema, OPERATOR_REASON_MAX_LENGTH, supportWithdrawalSchema } from "@iryo/domain/operator-support";
import { EMAIL_MAX_LENGTH } from "@iryo/domain/validation/email";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { Modal } from "../../shared/ui/Modal";
import {
  type SupportMember_MemberFragment,
  useLookupSupportMemberMutation,
  useResendMemberConfirmationCodeMutation,
  useWithdrawSupportMemberMutation,
} from "./AdminOrganisations.generated";
import styles from "./admin.module.css";
import { dateTime } from "./admin-labels";
import { memberStateLabel, memberStatusLabel } from "./organisation-labels";

interface WithdrawValues {
  withdrawal: { retirement_reason: string; retirement_reason_other: string };
  reason: string;
}
type SupportWithdrawal = z.output<typeof supportWithdrawalSchema>;

/**
 * 会員サポート (moderators and admins): one member found by the exact address, the account's status and
 * membership, the confirmation code sent again, a withdrawal on request. Nothing of the member's
 * negotiations, messages or files is asked for or shown (ADR 150).
 */
export default function MembersPage() {
  const [lookup, looking] = useLookupSupportMemberMutation();
  const [resend, resending] = useResendMemberConfirmationCodeMutation();
  const [withdraw, withdrawing] = useWithdrawSupportMemberMutation();
  const [result, setResult] = useState<{ email: string; member: SupportMember_MemberFragment | null } | null>(null);
  const [confirming, setConfirming] = useState<SupportWithdrawal | null>(null);
  const lookupForm = useForm<{ email: string }>({
    resolver: zodResolver(memberLookupSchema),
    defaultValues: { email: "" },
  });
  const withdrawForm = useForm<WithdrawValues, unknown, SupportWithdrawal>({
    resolver: zodResolver(supportWithdrawalSchema) as never,
    defaultValues: { withdrawal: { retirement_reason: "", retirement_reason_other: "" }, reason: "" },
  });
  const reasonCode = withdrawForm.watch("withdrawal.retirement_reason");

  const onLookup = submitHandler(lookupForm, async (values) => {
    await runWithToast(async () => {
      const res = await lookup({ variables: { email: values.email } });
      setResult({ email: values.email, member: res.data?.lookupSupportMember ?? null });
      withdrawForm.reset();
    }, "検索しました。");
  });

  const member = result?.member ?? null;
  const onWithdraw = submitHandler(withdrawForm, async (values) => setConfirming(values));

  async function confirmWithdraw(values: SupportWithdrawal) {
    if (!member) return;
    const ok = await runWithToast(
      () =>
        withdraw({
          variables: {
            input: {
              accountId: member.id,
              retirementReason: values.withdrawal.retirement_reason,
              retirementReasonOther: values.withdrawal.retirement_reason_other,
              reason: values.reason,
            },
          },
        }),
      "退会の手続きをしました。",
    );
    setConfirming(null);
    if (ok && result) setResult({ ...result, member: { ...member, status: "withdrawn" } });
  }

  return (
    <>
      <PageMeta title="会員サポート" />
      <h1 className={styles.heading}>会員サポート</h1>
      <p>
        会員からのお問い合わせに、メールアドレスの完全一致で会員を探して対応します。商談・メッセージ・ファイルの内容は表示されません。
      </p>
      <form className={styles.rejectForm} noValidate onSubmit={onLookup} aria-label="会員の検索">
        <FormField
          id="member-email"
          label="メールアドレス"
          error={lookupForm.getFieldState("email", lookupForm.formState).error}
        >
          <input
            id="member-email"
            type="email"
            autoComplete="off"
            {...textInput(lookupForm, "email", EMAIL_MAX_LENGTH)}
          />
        </FormField>
        <div>
          <button type="submit" className="button button--primary" disabled={looking.loading}>
            {looking.loading ? "検索しています…" : "検索する"}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {result && !member ? (
          <p className="notice">
            {result.email} の会員は見つかりませんでした。退会済みの会員はメールアドレスで検索できません。
          </p>
        ) : null}
        {member ? (
          <section className={styles.section} aria-labelledby="member-result">
            <h2 id="member-result" className={styles.subheading}>
              {member.email}
            </h2>
            <dl className={styles.facts}>
              <dt>状態</dt>
              <dd>{memberStatusLabel(member.status)}</dd>
              <dt>会員区分</dt>
              <dd>{memberStateLabel(member.memberState)}</dd>
              <dt>アカウント作成</dt>
              <dd>{dateTime(member.signedUpAt)}</dd>
              <dt>メールアドレス確認</dt>
              <dd>{member.emailConfirmedAt ? dateTime(member.emailConfirmedAt) : "未確認"}</dd>
              <dt>会員ID</dt>
              <dd>{member.membership?.userId ?? "—"}</dd>
              <dt>氏名</dt>
              <dd>{member.membership?.name || "—"}</dd>
              <dt>所属施設</dt>
              <dd>{member.membership?.hospitalName || "—"}</dd>
              <dt>会員登録</dt>
              <dd>{member.membership ? dateTime(member.membership.registeredAt) : "未登録"}</dd>
            </dl>
            {member.status === "unconfirmed" ? (
              <p>
                <button
                  type="button"
                  className="button"
                  disabled={resending.loading}
                  onClick={() =>
                    void runWithToast(
                      () => resend({ variables: { accountId: member.id } }),
                      "確認コードを再送信しました。",
                    )
                  }
                >
                  {resending.loading ? "送信しています…" : "確認コードを再送信する"}
                </button>
              </p>
            ) : null}
            {member.status !== "withdrawn" ? (
              <form className={styles.rejectForm} noValidate onSubmit={onWithdraw} aria-label="退会の手続き">
                <h3>ご依頼による退会</h3>
                <FormField
                  id="withdraw-reason-code"
                  label="退会理由"
                  error={withdrawForm.getFieldState("withdrawal.retirement_reason", withdrawForm.formState).error}
                >
                  <select id="withdraw-reason-code" {...withdrawForm.register("withdrawal.retirement_reason")}>
                    <option value="">選択してください</option>
                    {retirementReason.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </FormField>
                {reasonCode === String(RETIREMENT_REASON.OTHER) ? (
                  <FormField
                    id="withdraw-reason-other"
                    label="その他の理由"
                    error={
                      withdrawForm.getFieldState("withdrawal.retirement_reason_other", withdrawForm.formState).error
                    }
                  >
                    <textarea
                      id="withdraw-reason-other"
                      rows={3}
                      {...textInput(withdrawForm, "withdrawal.retirement_reason_other", FREE_TEXT_MAX_LENGTH)}
                    />
                  </FormField>
                ) : null}
                <FormField
                  id="withdraw-note"
                  label="対応メモ"
                  hint={`${OPERATOR_REASON_MAX_LENGTH}文字以内。ご依頼の経緯など。操作ログに記録されます。`}
                  error={withdrawForm.getFieldState("reason", withdrawForm.formState).error}
                >
                  <textarea
                    id="withdraw-note"
                    rows={3}
                    {...textInput(withdrawForm, "reason", OPERATOR_REASON_MAX_LENGTH)}
                  />
                </FormField>
                <div>
                  <button type="submit" className="button button--danger-outline">
                    退会の手続きをする
                  </button>
                </div>
              </form>
            ) : null}
          </section>
        ) : null}
      </div>

      <Modal
        open={confirming !== null}
        title="この会員を退会させますか"
        onClose={() => setConfirming(null)}
        closeDisabled={withdrawing.loading}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(null)} disabled={withdrawing.loading}>
              キャンセル
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => confirming && void confirmWithdraw(confirming)}
              disabled={withdrawing.loading}
            >
              {withdrawing.loading ? "処理しています…" : "退会させる"}
            </button>
          </>
        }
      >
        <p>{member?.email}</p>
        <p>退会すると会員情報は削除され、元に戻せません。</p>
      </Modal>
    </>
  );
}
