import { AuthCard } from "../../shared/forms/AuthCard";
import { PageMeta } from "../../shared/layout/PageMeta";
import { Spinner } from "../../shared/ui/Spinner";
import { useAccountEmailQuery, useRegisterMembershipMutation } from "./Membership.generated";
import { EMPTY_MEMBERSHIP, MembershipForm } from "./MembershipForm";
import { useMembershipSaved } from "./use-membership-saved";

/** /membership/register: a signed-in account without membership completes it (product §4.3). */
export default function RegisterMembershipRoute() {
  const saved = useMembershipSaved();
  // The membership takes the account's own address, so the form shows it and it cannot be edited here.
  const { data, loading } = useAccountEmailQuery({ fetchPolicy: "network-only", errorPolicy: "all" });
  const [register, { loading: saving }] = useRegisterMembershipMutation();
  if (loading && !data) return <Spinner label="アカウント情報を読み込んでいます" />;
  const email = data?.me.email ?? "";
  return (
    <AuthCard title="会員情報の登録" lead={<p>サービスをご利用いただくため、会員情報をご登録ください。</p>}>
      <PageMeta title="会員情報の登録" />
      <MembershipForm
        defaultValues={{ ...EMPTY_MEMBERSHIP, email }}
        emailReadOnly={email !== ""}
        submitLabel="登録する"
        busy={saving}
        onSubmit={async (input) => {
          await register({ variables: { input } });
          await saved("会員情報を登録しました。");
        }}
      />
    </AuthCard>
  );
}
