import {
  corporateType,
  membershipDepartmentType,
  roleInDepartment,
  workingCorporateType,
} from "@iryo/domain/classification";
import { emailMagazineFlag } from "@iryo/domain/email-magazine";
import { prefecture } from "@iryo/domain/prefecture";
import { useState } from "react";
import styles from "../../shared/forms/forms.module.css";
import { showToast } from "../../shared/toast/toast-store";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useMembershipQuery } from "./Membership.generated";
import { MembershipForm } from "./MembershipForm";
import { membershipToFormValues } from "./membership-form-values";
import { useUpdateMembership } from "./use-update-membership";

/** Tab 0: the registered information, and its form for a full member (the email changes on tab 2). */
export function BasicInformationTab() {
  // Read fresh on each visit: the cache outlives a sign-out, and this page must show the account's own data.
  const { data, loading, error } = useMembershipQuery({ fetchPolicy: "network-only" });
  const [editing, setEditing] = useState(false);
  const { save, saving } = useUpdateMembership();
  if (loading && !data) return <Spinner label="会員情報を読み込んでいます" />;
  const m = data?.membership;
  if (error || !m) {
    return <ShowFailed what="会員情報" />;
  }
  if (editing) {
    return (
      <section aria-labelledby="basic-info-title">
        <h2 id="basic-info-title">基本情報の変更</h2>
        <MembershipForm
          defaultValues={membershipToFormValues(m)}
          submitLabel="変更を保存する"
          busy={saving}
          emailReadOnly
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await save(input);
            setEditing(false);
            showToast("success", "基本情報を変更しました。");
          }}
        />
      </section>
    );
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
      <dl className={styles.confirmList}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.formFieldHint}>メールアドレスとパスワードは、それぞれのタブから変更できます。</p>
      <div className={styles.formActions}>
        <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
          基本情報を変更する
        </button>
      </div>
    </section>
  );
}
