import { AuthCard } from "../../shared/forms/AuthCard";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useRegisterMembershipMutation } from "./Membership.generated";
import { EMPTY_MEMBERSHIP, MembershipForm } from "./MembershipForm";
import { useMembershipSaved } from "./use-membership-saved";

/** /membership/register: a signed-in account without membership completes it (product §4.3). */
export default function RegisterMembershipRoute() {
  const saved = useMembershipSaved();
  const [register, { loading }] = useRegisterMembershipMutation();
  return (
    <AuthCard title="会員情報の登録" lead={<p>サービスをご利用いただくため、会員情報をご登録ください。</p>}>
      <PageMeta title="会員情報の登録" />
      <MembershipForm
        defaultValues={EMPTY_MEMBERSHIP}
        submitLabel="登録する"
        busy={loading}
        onSubmit={async (input) => {
          await register({ variables: { input } });
          await saved("会員情報を登録しました。");
        }}
      />
    </AuthCard>
  );
}
