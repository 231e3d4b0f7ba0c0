import { zodResolver } from "@hookform/resolvers/zod";
import {
  firstAdminInvitationSchema,
  OPERATOR_REASON_MAX_LENGTH,
  operatorReasonSchema,
} from "@iryo/domain/operator-support";
import { STAFF_ROLE_LABEL, type StaffRole } from "@iryo/domain/provider-organisation";
import { EMAIL_MAX_LENGTH } from "@iryo/domain/validation/email";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Modal } from "../../shared/ui/Modal";
import { Spinner } from "../../shared/ui/Spinner";
import {
  useAdminOrganisationQuery,
  useInviteOrganisationAdminMutation,
  useReinstateOrganisationMutation,
  useSuspendOrganisationMutation,
} from "./AdminOrganisations.generated";
import styles from "./admin.module.css";
import { dateTime } from "./admin-labels";
import { businessKindLabel } from "./organisation-labels";

const roleLabel = (role: string) => STAFF_ROLE_LABEL[role as StaffRole] ?? role;
const yen = (value: number) => `${new Intl.NumberFormat("ja-JP").format(value)}円`;

/**
 * One organisation (admins): its business information and staff, the first admin's invitation while it
 * has none, and suspension or reinstatement with a reason (confirmed in a dialog).
 */
export default function OrganisationDetailPage() {
  const { id = "" } = useParams();
  const { data, dataState, loading, refetch } = useAdminOrganisationQuery({
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const [invite, inviting] = useInviteOrganisationAdminMutation();
  const [suspend, suspending] = useSuspendOrganisationMutation();
  const [reinstate, reinstating] = useReinstateOrganisationMutation();
  const [confirming, setConfirming] = useState(false);
  const inviteForm = useForm<{ email: string }>({
    resolver: zodResolver(firstAdminInvitationSchema) as never,
    defaultValues: { email: "" },
  });
  const reasonForm = useForm<{ reason: string }>({
    resolver: zodResolver(operatorReasonSchema),
    defaultValues: { reason: "" },
  });

  const detail = dataState === "complete" ? data.operatorOrganisation : undefined;
  if (loading && !detail) return <Spinner label="事業者を読み込んでいます" />;
  if (!detail) return <LoadFailed message="事業者を読み込めませんでした。" onRetry={() => refetch()} />;
  const { organisation, staff, invitations } = detail;
  const suspended = organisation.suspendedAt !== null;
  const needsAdmin = !staff.some((s) => s.role === "admin") && !invitations.some((i) => i.role === "admin");

  const onInvite = submitHandler(inviteForm, async (values) => {
    const ok = await runWithToast(
      () => invite({ variables: { organisationId: organisation.id, email: values.email } }),
      `${values.email} に招待メールを送信しました。`,
      () => refetch(),
    );
    if (ok) inviteForm.reset({ email: "" });
  });

  const onReason = submitHandler(reasonForm, async () => setConfirming(true));

  const confirm = async () => {
    const { reason } = operatorReasonSchema.parse(reasonForm.getValues());
    const variables = { organisationId: organisation.id, reason };
    const ok = suspended
      ? await runWithToast(() => reinstate({ variables }), "利用を再開しました。掲載内容が再び公開されます。")
      : await runWithToast(
          () => suspend({ variables }),
          "利用を停止しました。掲載内容を非公開にし、担当者をログアウトさせました。",
        );
    setConfirming(false);
    if (ok) reasonForm.reset({ reason: "" });
  };
  const busy = suspending.loading || reinstating.loading;

  return (
    <>
      <PageMeta title={`事業者：${organisation.name}`} />
      <p>
        <Link to="/admin/organisations">事業者の一覧へ戻る</Link>
      </p>
      <h1 className={styles.heading}>{organisation.name}</h1>
      {suspended ? (
        <div className="notice" role="note">
          <p>
            <strong>利用停止中</strong>（{dateTime(organisation.suspendedAt as string)}から）
          </p>
          <p>理由：{organisation.suspensionReason}</p>
        </div>
      ) : null}
      <dl className={styles.facts}>
        <dt>事業者の種類</dt>
        <dd>{businessKindLabel(organisation.businessKind)}</dd>
        <dt>所在地</dt>
        <dd>{organisation.location || "—"}</dd>
        <dt>資本金</dt>
        <dd>{organisation.capitalYen === null ? "—" : yen(organisation.capitalYen)}</dd>
        <dt>代表者</dt>
        <dd>{organisation.representative || "—"}</dd>
        <dt>設立日</dt>
        <dd>{organisation.foundedOn ?? "—"}</dd>
        <dt>掲載サービス</dt>
        <dd>{organisation.serviceCount}件</dd>
      </dl>

      <section className={styles.section} aria-labelledby="organisation-staff">
        <h2 id="organisation-staff" className={styles.subheading}>
          担当者
        </h2>
        {staff.length === 0 ? <p>担当者はまだいません。</p> : null}
        {staff.length > 0 ? (
          <ul>
            {staff.map((s) => (
              <li key={s.id}>
                {s.displayName}（{s.email}・{roleLabel(s.role)}）
              </li>
            ))}
          </ul>
        ) : null}
        {invitations.length > 0 ? (
          <>
            <h3>招待中</h3>
            <ul>
              {invitations.map((i) => (
                <li key={i.id}>
                  {i.email}（{roleLabel(i.role)}・有効期限 {dateTime(i.expiresAt)}）
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {needsAdmin && !suspended ? (
        <section className={styles.section} aria-labelledby="organisation-invite">
          <h2 id="organisation-invite" className={styles.subheading}>
            最初の管理者を招待する
          </h2>
          <p>招待された方は、メールのリンクからログイン（未登録の場合は新規登録）して招待を承認します。</p>
          <form className={styles.rejectForm} noValidate onSubmit={onInvite} aria-label="最初の管理者の招待">
            <FormField
              id="invite-email"
              label="メールアドレス"
              error={inviteForm.getFieldState("email", inviteForm.formState).error}
            >
              <input
                id="invite-email"
                type="email"
                autoComplete="off"
                {...textInput(inviteForm, "email", EMAIL_MAX_LENGTH)}
              />
            </FormField>
            <div>
              <button type="submit" className="button button--primary" disabled={inviting.loading}>
                {inviting.loading ? "送信しています…" : "招待メールを送る"}
              </button>
            </div>
          </form>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="organisation-suspension">
        <h2 id="organisation-suspension" className={styles.subheading}>
          {suspended ? "利用の再開" : "利用の停止"}
        </h2>
        <p>
          {suspended
            ? "再開すると、サービス・資料・セミナーが再び公開され、担当者はログインできるようになります。"
            : "停止すると、この事業者のサービス・資料・セミナーは訪問者と会員に表示されなくなり、担当者はすぐにログアウトされ、ログインできなくなります。"}
        </p>
        <form
          className={styles.rejectForm}
          noValidate
          onSubmit={onReason}
          aria-label={suspended ? "利用の再開" : "利用の停止"}
        >
          <FormField
            id="suspension-reason"
            label="理由"
            hint={`${OPERATOR_REASON_MAX_LENGTH}文字以内。操作ログに記録されます。`}
            error={reasonForm.getFieldState("reason", reasonForm.formState).error}
          >
            <textarea
              id="suspension-reason"
              rows={3}
              {...textInput(reasonForm, "reason", OPERATOR_REASON_MAX_LENGTH)}
            />
          </FormField>
          <div>
            <button type="submit" className={suspended ? "button button--primary" : "button button--danger-outline"}>
              {suspended ? "利用を再開する" : "利用を停止する"}
            </button>
          </div>
        </form>
      </section>

      <Modal
        open={confirming}
        title={suspended ? "この事業者の利用を再開しますか" : "この事業者の利用を停止しますか"}
        onClose={() => setConfirming(false)}
        closeDisabled={busy}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)} disabled={busy}>
              キャンセル
            </button>
            <button
              type="button"
              className={suspended ? "button button--primary" : "button button--danger"}
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? "処理しています…" : suspended ? "再開する" : "停止する"}
            </button>
          </>
        }
      >
        <p>{organisation.name}</p>
        <p>理由：{reasonForm.getValues("reason")}</p>
      </Modal>
    </>
  );
}
