import {
  corporateType,
  membershipDepartmentType,
  roleInDepartment,
  workingCorporateType,
} from "@iryo/domain/classification";
import { emailMagazineFlag } from "@iryo/domain/email-magazine";
import { prefecture } from "@iryo/domain/prefecture";
import { useUserSettingRouteQuery } from "../../graphql/generated";
import { Spinner } from "../../shared/ui/Spinner";

/** Tab 0: the registered information (read-only; the api has no update for full members yet). */
export function BasicInformationTab() {
  const { data, loading, error } = useUserSettingRouteQuery({ fetchPolicy: "network-only" });
  if (loading && !data) return <Spinner label="会員情報を読み込んでいます" />;
  const m = data?.membership;
  if (error || !m) {
    return <p className="notice notice--error">会員情報を表示できませんでした。時間をおいて再度お試しください。</p>;
  }
  const rows: [string, string][] = [
    ["氏名", `${m.lastName} ${m.firstName}`],
    ["メールアドレス", m.email],
    ["施設の所在地", prefecture.labelOf(m.hospitalPrefecture) ?? "—"],
    ["施設名", m.hospitalName],
    ["所属部門", membershipDepartmentType.labelOf(m.department) ?? "—"],
    ["職種", roleInDepartment.labelOf(m.roleInDepartment) ?? "—"],
    ["役職", m.position],
    ["勤務先の経営主体", workingCorporateType.labelOf(m.workingCorporateType) ?? "—"],
    ["法人種別", m.corporateTypes.map((c) => corporateType.labelOf(c) ?? String(c)).join("、")],
    ["病床数", m.sickbedNumber === null ? "—" : `${m.sickbedNumber.toLocaleString("ja-JP")}床`],
    ["メールマガジン", emailMagazineFlag.labelOf(m.emailMagazine) ?? "—"],
    ["紹介コード", m.referralCode ?? "—"],
  ];
  return (
    <section aria-labelledby="basic-info-title">
      <h2 id="basic-info-title">基本情報</h2>
      <dl className="confirm-list">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="form-field__hint">メールアドレスとパスワードは、それぞれのタブから変更できます。</p>
    </section>
  );
}
