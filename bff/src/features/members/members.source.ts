import { RestSource } from "../../lib/rest-source.js";
import type { Membership, MembershipInput, WithdrawInput } from "./membership.type.js";

/** GET /v1/users/login_info. */
export interface RestLoginInfo {
  readonly user_id: string | number | null;
  readonly username: string | null;
  readonly hospital_name: string | null;
  readonly department: string | null;
  readonly is_pre_member: boolean;
  readonly terms_of_use_version: string | number | null;
  /** Some api versions add the system's version here; the config document is preferred. */
  readonly system_terms_of_use_version?: string | number | null;
}

export interface RestMembership {
  readonly user_id: string | number | null;
  readonly last_name: string;
  readonly first_name: string;
  readonly email: string;
  readonly hospital_prefecture: number | null;
  readonly hospital_name: string;
  readonly department: number | null;
  readonly role_in_department: number | null;
  readonly position: string;
  readonly working_corporate_type: number | null;
  readonly corporate_types: number[];
  readonly sickbed_number: number | null;
  readonly email_magazine: number | null;
  readonly referral_code: string | null;
  readonly status_popup_closed_date: string | null;
}

export function toMembership(m: RestMembership): Membership {
  return {
    userId: m.user_id === null || m.user_id === undefined ? null : String(m.user_id),
    lastName: m.last_name,
    firstName: m.first_name,
    email: m.email,
    hospitalPrefecture: m.hospital_prefecture ?? null,
    hospitalName: m.hospital_name,
    department: m.department ?? null,
    roleInDepartment: m.role_in_department ?? null,
    position: m.position,
    workingCorporateType: m.working_corporate_type ?? null,
    corporateTypes: m.corporate_types ?? [],
    sickbedNumber: m.sickbed_number ?? null,
    emailMagazine: m.email_magazine ?? null,
    referralCode: m.referral_code ?? null,
    statusPopupClosedDate: m.status_popup_closed_date ?? null,
  };
}

export function toRestMembershipBody(input: MembershipInput) {
  return {
    last_name: input.lastName,
    first_name: input.firstName,
    email: input.email,
    hospital_prefecture: input.hospitalPrefecture,
    hospital_name: input.hospitalName,
    department: input.department,
    role_in_department: input.roleInDepartment,
    position: input.position,
    working_corporate_type: input.workingCorporateType,
    corporate_types: input.corporateTypes,
    sickbed_number: input.sickbedNumber,
    email_magazine: input.emailMagazine,
    referral_code: input.referralCode ?? null,
  };
}

/** /v1 calls about the member: login info, membership, terms, withdrawal. */
export class MembersSource extends RestSource {
  loginInfo(): Promise<RestLoginInfo> {
    return this.get<RestLoginInfo>("/users/login_info");
  }

  async membership(): Promise<Membership> {
    return toMembership(await this.get<RestMembership>("/membership"));
  }

  async register(input: MembershipInput): Promise<string> {
    const body = await this.post<{ user_id: string | number }>("/membership", toRestMembershipBody(input));
    return String(body.user_id);
  }

  async changePreMemberInformation(input: MembershipInput): Promise<void> {
    await this.put<unknown>("/membership/change-pre-member-information", toRestMembershipBody(input));
  }

  async agreeTermsOfUsage(): Promise<string | number | null> {
    const body = await this.post<{ terms_of_use_version?: string | number | null }>("/users/agree-term-of-usage");
    return body?.terms_of_use_version ?? null;
  }

  async withdraw(input: WithdrawInput): Promise<void> {
    await this.post<unknown>("/membership/withdraw", {
      retirement_reason: input.retirementReason,
      ...(input.retirementReasonOther ? { retirement_reason_other: input.retirementReasonOther } : {}),
    });
  }
}
