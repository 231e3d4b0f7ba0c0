import { membershipDepartmentType } from "@iryo/domain/classification";
import type { MembershipUpdate } from "@iryo/domain/contracts/membership";
import { CONFLICT_CODE, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import type { MembershipForm } from "@iryo/domain/validation/membership-form";
import type { Withdrawal } from "@iryo/domain/withdrawal";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { type ConfigDocuments, systemTermsVersion } from "../../lib/config-documents.js";
import type { MembershipRepository } from "./membership.repository.js";

export function createMembershipService(deps: {
  repo: MembershipRepository;
  configDocuments: ConfigDocuments;
  now: () => Date;
}) {
  const { repo, configDocuments, now } = deps;

  const termsVersion = () => systemTermsVersion(configDocuments);

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
        account_kind: auth.caller.kind,
        member_state: auth.caller.kind === "member" ? auth.caller.state : null,
        email: await repo.accountEmail(auth.accountId),
      };
    },

    async membership(auth: AuthLocals) {
      const row = await repo.findByAccount(auth.accountId);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      // The columns are selected under their REST names, in the contract's order.
      return row;
    },

    /** Registration includes agreeing to the current terms. */
    async register(auth: AuthLocals, form: MembershipForm, ip: string | null) {
      const userId = await repo.register(auth.accountId, form, await termsVersion());
      if (userId === undefined) throw new AppError(CONFLICT_CODE);
      await repo.audit("membership_registered", auth.accountId, ip);
      return { user_id: userId };
    },

    async changePreMemberInformation(auth: AuthLocals, form: MembershipForm, ip: string | null) {
      const row = await repo.findByAccount(auth.accountId);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      if (!(await repo.completePreMember(auth.accountId, form, await termsVersion()))) {
        throw new AppError(CONFLICT_CODE);
      }
      await repo.audit("membership_completed", auth.accountId, ip);
      return { user_id: row.user_id };
    },

    async agreeTermsOfUsage(auth: AuthLocals, ip: string | null) {
      const version = await termsVersion();
      if (!(await repo.setTermsVersion(auth.accountId, version))) throw new AppError(NOT_FOUND_CODE);
      await repo.audit("terms_agreed", auth.accountId, ip);
      return { terms_of_use_version: version };
    },

    /**
     * PUT /membership: a full member (registered, not a pre-member) changes the basic information of
     * /user-setting tab 0; pre-members complete theirs with `changePreMemberInformation`.
     */
    async update(userId: number, form: MembershipUpdate) {
      const row = await repo.updateProfile(userId, form);
      if (!row) throw new AppError(FORBIDDEN_CODE);
      return { user_id: row.user_id, updated_at: row.updated_at.toISOString() };
    },

    async withdraw(auth: AuthLocals, withdrawal: Withdrawal, ip: string | null) {
      await repo.withdraw(auth.accountId, withdrawal, ip, now());
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
