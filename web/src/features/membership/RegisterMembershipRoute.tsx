import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { AuthCard } from "../../shared/forms/form-kit";
import { PageMeta } from "../../shared/layout/PageMeta";
import { EMPTY_MEMBERSHIP, MembershipForm } from "../../shared/membership/MembershipForm";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { showToast } from "../../shared/toast/toast-store";
import { useRegisterMembershipMutation } from "./Membership.generated";

/** /membership/register: a signed-in account without membership completes it (SPEC §4.3). */
export default function RegisterMembershipRoute() {
  const navigate = useNavigate();
  const client = useApolloClient();
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
          // The flags change: read them before leaving, or the gate would send the member back.
          await client.refetchQueries({ include: [MeQueryDocument] });
          showToast("success", "会員情報を登録しました。");
          navigate("/", { replace: true });
        }}
      />
    </AuthCard>
  );
}
