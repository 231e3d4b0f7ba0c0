import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { AuthCard } from "../../shared/forms/form-kit";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useMembershipQuery } from "../../shared/membership/Membership.generated";
import { MembershipForm } from "../../shared/membership/MembershipForm";
import { membershipToFormValues } from "../../shared/membership/membership-form-values";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { showToast } from "../../shared/toast/toast-store";
import { Spinner } from "../../shared/ui/Spinner";
import { useChangePreMemberInformationMutation } from "./Membership.generated";

/** /membership/change-pre-member-information: a pre-member completes the information (SPEC §4.3). */
export default function ChangePreMemberInformationRoute() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading } = useMembershipQuery({ fetchPolicy: "network-only", errorPolicy: "all" });
  const [change, { loading: saving }] = useChangePreMemberInformationMutation();
  if (loading && !data) return <Spinner label="会員情報を読み込んでいます" />;
  return (
    <AuthCard title="会員情報の更新" lead={<p>ご登録の会員情報をご確認のうえ、不足している項目を入力してください。</p>}>
      <PageMeta title="会員情報の更新" />
      <MembershipForm
        defaultValues={membershipToFormValues(data?.membership)}
        submitLabel="更新する"
        busy={saving}
        onSubmit={async (input) => {
          await change({ variables: { input } });
          await client.refetchQueries({ include: [MeQueryDocument] });
          showToast("success", "会員情報を更新しました。");
          navigate("/", { replace: true });
        }}
      />
    </AuthCard>
  );
}
