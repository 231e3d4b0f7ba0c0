import { listHospitals } from "@iryo/domain/contracts/hospitals";
import {
  agreeTermsOfUsage,
  changePreMemberInformation,
  getMembership,
  loginInfo,
  registerMembership,
  type restLoginInfoSchema,
  updateMembership,
  withdrawMembership,
} from "@iryo/domain/contracts/membership";
import type { z } from "zod";
import { RestSource } from "../../lib/rest-source.js";
import { Hospital, Membership, type MembershipInput, type WithdrawInput } from "./membership.type.js";

/** GET /v1/users/login_info, as validated. */
export type LoginInfo = z.output<typeof restLoginInfoSchema>;

function toRestMembershipBody(input: MembershipInput) {
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

/** /v1 calls about the member: login info, membership, settings, terms, withdrawal. */
export class MembershipSource extends RestSource {
  loginInfo(): Promise<LoginInfo> {
    return this.call(loginInfo);
  }

  async membership(): Promise<Membership> {
    return Membership.from(await this.call(getMembership));
  }

  async register(input: MembershipInput): Promise<string> {
    const body = await this.call(registerMembership, { body: toRestMembershipBody(input) });
    return String(body.user_id);
  }

  async changePreMemberInformation(input: MembershipInput): Promise<void> {
    await this.call(changePreMemberInformation, { body: toRestMembershipBody(input) });
  }

  async agreeTermsOfUsage(): Promise<number | null> {
    const body = await this.call(agreeTermsOfUsage);
    return body.terms_of_use_version;
  }

  async withdraw(input: WithdrawInput): Promise<void> {
    await this.call(withdrawMembership, {
      body: {
        retirement_reason: input.retirementReason,
        ...(input.retirementReasonOther ? { retirement_reason_other: input.retirementReasonOther } : {}),
      },
    });
  }

  /** Hospitals of the autocomplete (settings tab 0). */
  async hospitals(prefecture?: number | null, keyword?: string | null): Promise<Hospital[]> {
    const body = await this.call(listHospitals, {
      query: { prefecture: prefecture ?? undefined, keyword: keyword || undefined },
    });
    return body.hospitals.map((h) => Hospital.from(h));
  }

  /** A full member's change of their basic information. */
  async update(input: MembershipInput): Promise<void> {
    await this.call(updateMembership, { body: toRestMembershipBody(input) });
  }
}
