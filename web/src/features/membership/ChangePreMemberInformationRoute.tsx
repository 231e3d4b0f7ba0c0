import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router";
import {
  type MembershipRouteQuery,
  MeQueryDocument,
  useChangePreMemberInformationMutation,
  useMembershipRouteQuery,
} from "../../graphql/generated";
import { PageMeta } from "../../shared/layout/PageMeta";
import { showToast } from "../../shared/toast/toast-store";
import { Spinner } from "../../shared/ui/Spinner";
import { AuthCard } from "../auth/form-kit";
import { EMPTY_MEMBERSHIP, MembershipForm, type MembershipFormValues } from "./MembershipForm";

const optional = (value: number | null) => (value === null ? "" : String(value));

export function membershipToFormValues(m: MembershipRouteQuery["membership"] | undefined): MembershipFormValues {
  if (!m) return EMPTY_MEMBERSHIP;
  return {
    last_name: m.lastName,
    first_name: m.firstName,
    email: m.email,
    hospital_location: optional(m.hospitalPrefecture),
    hospital_name: m.hospitalName,
    department: optional(m.department),
    role_in_department: optional(m.roleInDepartment),
    position: m.position,
    working_corporate_type: optional(m.workingCorporateType),
    corporate_type: m.corporateTypes.map(String),
    sickbed_number: optional(m.sickbedNumber),
    email_magazine_flag: optional(m.emailMagazine) || EMPTY_MEMBERSHIP.email_magazine_flag,
    referral_code: m.referralCode ?? "",
  };
}

/** /membership/change-pre-member-information: a pre-member completes the information (SPEC §4.3). */
export default function ChangePreMemberInformationRoute() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading } = useMembershipRouteQuery({ fetchPolicy: "network-only", errorPolicy: "all" });
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
