import { membershipDepartmentType } from "@iryo/domain/classification";
import { CONFLICT_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import type { MembershipForm } from "@iryo/domain/validation/membership-form";
import type { Withdrawal } from "@iryo/domain/withdrawal";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { ConfigDocuments, SystemConfig } from "../../lib/config-documents.js";
import type { MemberRow, MembersRepository } from "./members.repository.js";

export function createMembersService(deps: {
  repo: MembersRepository;
  configDocuments: ConfigDocuments;
  now: () => Date;
}) {
  const { repo, configDocuments, now } = deps;

  /** The system's current terms version (system_config.json), or null when none is published. */
  async function systemTermsVersion(): Promise<number | null> {
    const config = await configDocuments.json<SystemConfig>("system_config");
    const version = config?.termsOfUseVersion;
    return typeof version === "number" && Number.isInteger(version) ? version : null;
  }

  function membership(row: MemberRow) {
    return {
      user_id: row.user_id,
      last_name: row.last_name,
      first_name: row.first_name,
      email: row.email,
      hospital_prefecture: row.hospital_prefecture,
      hospital_name: row.hospital_name,
      department: row.department,
      role_in_department: row.role_in_department,
      position: row.position,
      working_corporate_type: row.working_corporate_type,
      corporate_types: row.corporate_types,
      sickbed_number: row.sickbed_number,
      email_magazine: row.email_magazine,
      referral_code: row.referral_code,
      is_pre_member: row.is_pre_member,
      terms_of_use_version: row.terms_of_use_version,
      status_popup_closed_date: row.status_popup_closed_date,
    };
  }

  return {
    async loginInfo(auth: AuthLocals) {
      const row = await repo.findByAccount(auth.accountId);
      return {
        user_id: row?.user_id ?? null,
        username: row ? `${row.last_name} ${row.first_name}`.trim() : null,
        hospital_name: row?.hospital_name ?? null,
        department: row ? (membershipDepartmentType.labelOf(row.department) ?? null) : null,
        is_pre_member: row?.is_pre_member ?? false,
        terms_of_use_version: row?.terms_of_use_version ?? null,
        // A provider account (provider console) signs in through the same identity provider.
        provider_id: auth.providerId,
      };
    },

    async membership(auth: AuthLocals) {
      const row = await repo.findByAccount(auth.accountId);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      return membership(row);
    },

    /** Registration includes agreeing to the current terms. */
    async register(auth: AuthLocals, form: MembershipForm, ip: string | null) {
      const userId = await repo.register(auth.accountId, form, await systemTermsVersion());
      if (userId === undefined) throw new AppError(CONFLICT_CODE);
      await repo.audit("membership_registered", auth.accountId, ip);
      return { user_id: userId };
    },

    async changePreMemberInformation(auth: AuthLocals, form: MembershipForm, ip: string | null) {
      const row = await repo.findByAccount(auth.accountId);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      if (!(await repo.completePreMember(auth.accountId, form, await systemTermsVersion()))) {
        throw new AppError(CONFLICT_CODE);
      }
      await repo.audit("membership_completed", auth.accountId, ip);
      return { user_id: row.user_id };
    },

    async agreeTermsOfUsage(auth: AuthLocals, ip: string | null) {
      const version = await systemTermsVersion();
      if (!(await repo.setTermsVersion(auth.accountId, version))) throw new AppError(NOT_FOUND_CODE);
      await repo.audit("terms_agreed", auth.accountId, ip);
      return { terms_of_use_version: version };
    },

    async withdraw(auth: AuthLocals, withdrawal: Withdrawal, ip: string | null) {
      await repo.withdraw(auth.accountId, withdrawal, ip, now());
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
