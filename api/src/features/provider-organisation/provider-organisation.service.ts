import { DAY_MS } from "@iryo/domain/constants";
import { FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { INVITATION_TTL_DAYS, invitationPath, type StaffRole } from "@iryo/domain/provider-organisation";
import type { RateLimitPolicy } from "@iryo/domain/rate-limits";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { randomToken, sha256 } from "../../lib/auth/secrets.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import { staffInvitationMail } from "../../lib/mail/staff-invitation-mail.js";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.js";
import type { ProviderOrganisationRepository } from "./provider-organisation.repository.js";

interface Deps {
  readonly repo: ProviderOrganisationRepository;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  /**
   * Invitation mails per invited address and per inviting admin (ADR 208): an admin asks for each one,
   * so over a limit the invitation is refused (429 0109007) before anything is recorded.
   */
  readonly invitationMailLimits: { readonly perAddress: RateLimitPolicy; readonly perAccount: RateLimitPolicy };
  readonly now: () => Date;
  readonly publicWebUrl: string;
  readonly log: (message: string, error: unknown) => void;
}

const LAST_ADMIN_CODE = "0202001";

/** The organisation of a provider caller, or 403 for an account that belongs to none (e.g. removed). */
function providerOf(auth: AuthLocals): number {
  if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
  return auth.providerId;
}

function staffItem(row: {
  account_id: number;
  email: string | null;
  display_name: string;
  role: StaffRole;
  created_at: Date;
}) {
  return {
    account_id: row.account_id,
    email: row.email ?? "",
    display_name: row.display_name,
    role: row.role,
    joined_at: row.created_at.toISOString(),
  };
}

function invitationItem(row: { id: number; email: string; role: StaffRole; expires_at: Date; created_at: Date }) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export function createProviderOrganisationService({
  repo,
  mailer,
  limiter,
  invitationMailLimits,
  now,
  publicWebUrl,
  log,
}: Deps) {
  /**
   * Runs an admin's change of the staff with the organisation locked; the caller's role is read inside
   * the lock, so a colleague demoted a moment ago can no longer act (403 for an editor).
   */
  function asAdmin<T>(auth: AuthLocals, work: (trx: Transaction<Database>, providerId: number) => Promise<T>) {
    const providerId = providerOf(auth);
    return repo.transaction(async (trx) => {
      await repo.lockOrganisation(trx, providerId);
      if ((await repo.roleOf(trx, auth.accountId, providerId)) !== "admin") throw new AppError(FORBIDDEN_CODE);
      return work(trx, providerId);
    });
  }

  return {
    async organisation(auth: AuthLocals) {
      const providerId = providerOf(auth);
      // One snapshot: the role, the staff and the invitations as of the same moment.
      const { organisation, role, staff, invitations } = await repo.transaction(async (trx) => ({
        organisation: await repo.organisation(trx, providerId),
        role: await repo.roleOf(trx, auth.accountId, providerId),
        staff: await repo.staff(trx, providerId),
        invitations: await repo.pendingInvitations(trx, providerId, now()),
      }));
      if (!organisation || !role) throw new AppError(FORBIDDEN_CODE);
      return {
        organisation: {
          ...organisation,
          capital_yen: organisation.capital_yen === null ? null : Number(organisation.capital_yen),
          founded_on: organisation.founded_on?.toISOString().slice(0, 10) ?? null,
        },
        viewer_account_id: auth.accountId,
        viewer_role: role,
        staff: staff.map(staffItem),
        invitations: invitations.map(invitationItem),
      };
    },

    /** 0202005 when the address is already staff here or has an open invitation. */
    async invite(auth: AuthLocals, input: { email: string; role: StaffRole }) {
      // Counted before the invitation is written, so an invite → revoke → invite loop cannot flood the
      // address; a refusal costs no budget (the limiter takes it back). Only an admin's call counts: an
      // editor's refused call must not use up the address's budget (the role is checked again in the lock).
      const providerId = providerOf(auth);
      const role = await repo.transaction((trx) => repo.roleOf(trx, auth.accountId, providerId));
      if (role !== "admin") throw new AppError(FORBIDDEN_CODE);
      await limiter.consume([
        { key: `invitation-mail-address:${input.email.toLowerCase()}`, policy: invitationMailLimits.perAddress },
        { key: `invitation-mail-account:${auth.accountId}`, policy: invitationMailLimits.perAccount },
      ]);
      const at = now();
      const token = randomToken();
      const { invitation, organisationName } = await asAdmin(auth, async (trx, providerId) => {
        await repo.revokeExpired(trx, providerId, input.email, at);
        if (
          (await repo.isStaffEmail(trx, providerId, input.email)) ||
          (await repo.hasOpenInvitation(trx, providerId, input.email))
        ) {
          throw new AppError("0202005");
        }
        const row = await repo.insertInvitation(trx, {
          provider_id: providerId,
          email: input.email,
          role: input.role,
          token_hash: sha256(token),
          invited_by: auth.accountId,
          expires_at: new Date(at.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        });
        const organisation = await repo.organisation(trx, providerId);
        return { invitation: row, organisationName: organisation?.name ?? "" };
      });
      const link = `${publicWebUrl}${invitationPath(token)}`;
      // The invitation stands even if the mail fails: the admin can revoke it and invite again.
      await mailer
        .send(staffInvitationMail(input.email, organisationName, input.role, link))
        .catch((error: unknown) => log("provider invitation mail failed", error));
      return invitationItem(invitation);
    },

    async revokeInvitation(auth: AuthLocals, invitationId: number) {
      return asAdmin(auth, async (trx, providerId) => {
        if (!(await repo.revokeInvitation(trx, providerId, invitationId, now()))) throw new AppError(NOT_FOUND_CODE);
        return { id: invitationId, revoked: true as const };
      });
    },

    /** A colleague of another organisation is 404, as is an unknown account. */
    async changeRole(auth: AuthLocals, accountId: number, role: StaffRole) {
      return asAdmin(auth, async (trx, providerId) => {
        const member = await repo.staffMember(trx, providerId, accountId);
        if (!member) throw new AppError(NOT_FOUND_CODE);
        if (member.role === "admin" && role !== "admin" && (await repo.adminCount(trx, providerId)) <= 1) {
          throw new AppError(LAST_ADMIN_CODE);
        }
        await repo.setRole(trx, providerId, accountId, role);
        return staffItem({ ...member, role });
      });
    },

    async remove(auth: AuthLocals, accountId: number) {
      return asAdmin(auth, async (trx, providerId) => {
        const member = await repo.staffMember(trx, providerId, accountId);
        if (!member) throw new AppError(NOT_FOUND_CODE);
        if (member.role === "admin" && (await repo.adminCount(trx, providerId)) <= 1) {
          throw new AppError(LAST_ADMIN_CODE);
        }
        await repo.removeStaff(trx, providerId, accountId);
        return { account_id: accountId, removed: true as const };
      });
    },

    /**
     * The signed-in account joins the invitation's organisation. Refused: an unknown, used, revoked or
     * expired token (0202002); another address than the invited one (0202006); a member account that has
     * registered a membership (0202003, ADR 102); staff of an organisation already (0202004).
     */
    async accept(auth: AuthLocals, token: string) {
      const at = now();
      return repo.transaction(async (trx) => {
        const found = await repo.openInvitation(trx, sha256(token), at);
        if (!found) throw new AppError("0202002");
        // The organisation's lock first, as every staff change takes it, then the invitation again: an
        // admin may have revoked it meanwhile (and no two transactions lock the rows in opposite orders).
        await repo.lockOrganisation(trx, found.provider_id);
        const invitation = await repo.openInvitation(trx, sha256(token), at, { lock: true });
        if (!invitation) throw new AppError("0202002");
        // A suspended organisation takes no new staff (ADR 166).
        if (invitation.suspended_at !== null) throw new AppError("0205001");
        const account = await repo.accountOf(trx, auth.accountId);
        if ((account.email ?? "").toLowerCase() !== invitation.email.toLowerCase()) throw new AppError("0202006");
        if (account.kind === "operator" || (account.kind === "member" && account.has_membership)) {
          throw new AppError("0202003");
        }
        if (account.provider_id !== null) throw new AppError("0202004");
        if (account.kind === "member") await repo.makeProviderAccount(trx, auth.accountId);
        await repo.insertStaff(trx, {
          account_id: auth.accountId,
          provider_id: invitation.provider_id,
          role: invitation.role,
          display_name: `${invitation.provider_name} 担当者`,
        });
        await repo.markAccepted(trx, invitation.id, auth.accountId, at);
        return { provider_id: invitation.provider_id, provider_name: invitation.provider_name, role: invitation.role };
      });
    },
  };
}

export type ProviderOrganisationService = ReturnType<typeof createProviderOrganisationService>;
