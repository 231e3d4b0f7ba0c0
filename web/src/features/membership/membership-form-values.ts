import type { MembershipQuery } from "./Membership.generated";
import { EMPTY_MEMBERSHIP, type MembershipFormValues } from "./MembershipForm";

const optional = (value: number | null) => (value === null ? "" : String(value));

export function membershipToFormValues(
  m: Omit<MembershipQuery["membership"], "__typename" | "userId"> | undefined,
): MembershipFormValues {
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
