import { AuthCard } from "../../shared/forms/AuthCard";
import { PageMeta } from "../../shared/layout/PageMeta";
import { Spinner } from "../../shared/ui/Spinner";
import { useChangePreMemberInformationMutation, useMembershipQuery } from "./Membership.generated";
import { MembershipForm } from "./MembershipForm";
import { membershipToFormValues } from "./membership-form-values";
import { useMembershipSaved } from "./use-membership-saved";

/** /membership/change-pre-member-information: a pre-member completes the information (product §4.3). */
export default function ChangePreMemberInformationRoute() {
  const saved = useMembershipSaved();
  // Read fresh: the cache outlives a sign-out, and the form must start from this account's own data.
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
          await saved("会員情報を更新しました。");
        }}
      />
    </AuthCard>
  );
}
