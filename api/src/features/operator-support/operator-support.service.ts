import { randomUUID } from "node:crypto";
import { memberStateOf } from "@iryo/domain/account";
import { DAY_MS } from "@iryo/domain/constants";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { memberSupportStatusOf, type OrganisationForm } from "@iryo/domain/operator-support";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { INVITATION_TTL_DAYS, invitationPath, type ProviderBusinessKind } from "@iryo/domain/provider-organisation";
import type { Withdrawal } from "@iryo/domain/withdrawal";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { recordOperatorAction } from "../../lib/audit/operator-audit.repository.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { randomToken, sha256 } from "../../lib/auth/secrets.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import { staffInvitationMail } from "../../lib/mail/staff-invitation-mail.js";
import { withdrawAccount } from "../../lib/member-withdrawal.js";
import {
  adminCountOf,
  hasOpenInvitation,
  insertInvitation,
  isStaffEmail,
  pendingInvitationsOf,
  revokeExpiredInvitations,
  staffOf,
} from "../../lib/provider-staff.js";
import type { OperatorSupportRepository } from "./operator-support.repository.js";

interface Deps {
  readonly repo: OperatorSupportRepository;
  /** The sign-up flow's "send the code again" (its mail and its per-address limit). */
  readonly resendSignUpCode: (email: string) => Promise<void>;
  readonly termsVersion: () => Promise<number | null>;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly publicWebUrl: string;
  readonly publishEvent: (event: RealtimeEvent) => Promise<void>;
  readonly log: (message: string, error: unknown) => void;
}

interface OrganisationRow {
  id: number;
  name: string;
  business_kind: ProviderBusinessKind;
  location: string;
  capital_yen: string | null;
  representative: string;
  founded_on: Date | null;
  suspended_at: Date | null;
  suspension_reason: string | null;
  created_at: Date;
  staff_count: number;
  service_count: number;
}

function organisationItem(row: OrganisationRow) {
  return {
    ...row,
    capital_yen: row.capital_yen === null ? null : Number(row.capital_yen),
    founded_on: row.founded_on?.toISOString().slice(0, 10) ?? null,
    suspended_at: row.suspended_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The organisation's state as the audit log keeps it before and after a suspension or reinstatement. */
const suspensionValues = (row: { suspended_at: Date | null; suspension_reason: string | null }) => ({
  suspended: row.suspended_at !== null,
  suspension_reason: row.suspension_reason,
});

export function createOperatorSupportService(deps: Deps) {
  const { repo, mailer, now, publicWebUrl, publishEvent, log } = deps;

  async function detailOf(q: Kysely<Database>, id: number) {
    const row = await repo.organisation(q, id);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    const [members, invitations] = await Promise.all([staffOf(q, id), pendingInvitationsOf(q, id, now())]);
    return {
      organisation: organisationItem(row as OrganisationRow),
      staff: members.map((m) => ({
        account_id: m.account_id,
        email: m.email ?? "",
        display_name: m.display_name,
        role: m.role,
        joined_at: m.created_at.toISOString(),
      })),
      invitations: invitations.map((i) => ({
        ...i,
        expires_at: i.expires_at.toISOString(),
        created_at: i.created_at.toISOString(),
      })),
    };
  }

  /** Every BFF drops its visitor cache: the organisation's listings appear or disappear at once (ADR 143). */
  async function announce(providerId: number, at: Date) {
    await publishEvent({
      type: "catalogue",
      event_id: randomUUID(),
      object_type: "provider",
      object_id: providerId,
      occurred_at: at.toISOString(),
    }).catch((error: unknown) => log("publishing the catalogue event failed", error));
  }

  return {
    async organisations(
      query: PaginationQuery & { keyword?: string | undefined; state?: "active" | "suspended" | undefined },
    ) {
      const filter = { keyword: query.keyword, state: query.state };
      const [rows, total] = await Promise.all([
        repo.organisationPage(filter, query.page_size, pageOffset(query)),
        repo.organisationCount(filter),
      ]);
      return { organisations: rows.map((r) => organisationItem(r as OrganisationRow)), ...pageMeta(total, query) };
    },

    organisation: (id: number) => detailOf(repo.db, id),

    async createOrganisation(auth: AuthLocals, form: OrganisationForm) {
      const at = now();
      return repo.transaction(async (trx) => {
        const values = {
          name: form.name,
          business_kind: form.business_kind,
          location: form.location ?? "",
          capital_yen: form.capital_yen ?? null,
          representative: form.representative ?? "",
          founded_on: form.founded_on ?? null,
        };
        const { id } = await repo.insertOrganisation(trx, values);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "organisation.create",
          targetType: "provider",
          targetId: id,
          after: values,
          at,
        });
        return detailOf(trx, id);
      });
    },

    /**
     * Invites the organisation's first admin with the staff invitation of ADR 142 (the same link, mail and
     * acceptance); refused with 0205004 once it has an admin or an open admin invitation: from then on its
     * own admins invite colleagues.
     */
    async inviteFirstAdmin(auth: AuthLocals, providerId: number, email: string) {
      const at = now();
      const token = randomToken();
      const { invitation, name } = await repo.transaction(async (trx) => {
        const organisation = await repo.lockOrganisation(trx, providerId);
        if (!organisation) throw new AppError(NOT_FOUND_CODE);
        await revokeExpiredInvitations(trx, providerId, email, at);
        const pending = await pendingInvitationsOf(trx, providerId, at);
        if ((await adminCountOf(trx, providerId)) > 0 || pending.some((i) => i.role === "admin")) {
          throw new AppError("0205004");
        }
        if ((await isStaffEmail(trx, providerId, email)) || (await hasOpenInvitation(trx, providerId, email))) {
          throw new AppError("0202005");
        }
        const row = await insertInvitation(trx, {
          provider_id: providerId,
          email,
          role: "admin",
          token_hash: sha256(token),
          invited_by: auth.accountId,
          expires_at: new Date(at.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        });
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "organisation.invite_admin",
          targetType: "provider",
          targetId: providerId,
          after: { invitation_id: row.id, email, role: "admin" },
          at,
        });
        return { invitation: row, name: organisation.name };
      });
      // The invitation stands even if the mail fails, as a colleague's does.
      await mailer
        .send(staffInvitationMail(email, name, "admin", `${publicWebUrl}${invitationPath(token)}`))
        .catch((error: unknown) => log("first admin invitation mail failed", error));
      return {
        ...invitation,
        expires_at: invitation.expires_at.toISOString(),
        created_at: invitation.created_at.toISOString(),
      };
    },

    /**
     * Suspends: hidden from every public read from this commit on (the reads filter on `suspended_at`),
     * every staff session revoked in the same transaction, the visitor caches dropped after it.
     */
    async suspend(auth: AuthLocals, providerId: number, reason: string) {
      const at = now();
      const detail = await repo.transaction(async (trx) => {
        const before = await repo.lockOrganisation(trx, providerId);
        if (!before) throw new AppError(NOT_FOUND_CODE);
        if (before.suspended_at !== null) throw new AppError("0205002");
        await repo.setSuspension(trx, providerId, at, reason);
        const revoked = await repo.revokeStaffSessions(trx, providerId, at);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "organisation.suspend",
          targetType: "provider",
          targetId: providerId,
          before: suspensionValues(before),
          after: { suspended: true, suspension_reason: reason, revoked_sessions: revoked },
          reason,
          at,
        });
        return detailOf(trx, providerId);
      });
      await announce(providerId, at);
      return detail;
    },

    async reinstate(auth: AuthLocals, providerId: number, reason: string) {
      const at = now();
      const detail = await repo.transaction(async (trx) => {
        const before = await repo.lockOrganisation(trx, providerId);
        if (!before) throw new AppError(NOT_FOUND_CODE);
        if (before.suspended_at === null) throw new AppError("0205003");
        await repo.setSuspension(trx, providerId, null, null);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "organisation.reinstate",
          targetType: "provider",
          targetId: providerId,
          before: suspensionValues(before),
          after: { suspended: false, suspension_reason: null },
          reason,
          at,
        });
        return detailOf(trx, providerId);
      });
      await announce(providerId, at);
      return detail;
    },

    /**
     * One member account by its exact address, or null. The answer names the account and its membership
     * only: nothing of the member's negotiations, messages, files, bookmarks or ratings (ADR 150). The
     * lookup itself changes nothing, so it writes no audit row; each support action does.
     */
    async lookupMember(email: string) {
      const row = await repo.memberByEmail(email);
      if (!row) return { member: null };
      const registered =
        row.user_id === null
          ? undefined
          : {
              is_pre_member: row.is_pre_member ?? false,
              terms_of_use_version: row.terms_of_use_version,
              corporate_types: (row.corporate_types ?? []).map(Number),
            };
      return {
        member: {
          account_id: row.account_id,
          email: row.email ?? "",
          status: memberSupportStatusOf(row),
          member_state: memberStateOf(registered, await deps.termsVersion()),
          signed_up_at: row.created_at.toISOString(),
          email_confirmed_at: row.email_confirmed_at?.toISOString() ?? null,
          membership:
            row.user_id === null
              ? null
              : {
                  user_id: row.user_id,
                  name: `${row.last_name ?? ""} ${row.first_name ?? ""}`.trim(),
                  hospital_name: row.hospital_name ?? "",
                  is_pre_member: row.is_pre_member ?? false,
                  terms_of_use_version: row.terms_of_use_version,
                  registered_at: (row.registered_at as Date).toISOString(),
                },
        },
      };
    },

    /** Sends the sign-up code again through the sign-up flow (its mail and limits), then writes the audit row. */
    async resendConfirmationCode(auth: AuthLocals, accountId: number) {
      const account = await repo.memberAccount(accountId);
      if (!account?.email || account.withdrawn_at) throw new AppError(NOT_FOUND_CODE);
      if (account.email_confirmed_at) throw new AppError("0205006");
      await deps.resendSignUpCode(account.email);
      await repo.transaction((trx) =>
        recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "member.resend_confirmation_code",
          targetType: "account",
          targetId: accountId,
          at: now(),
        }),
      );
      return { account_id: accountId, sent: true as const };
    },

    /** The member's own withdrawal (same rules, same transaction) with the operator's audit row in it. */
    async withdrawMember(auth: AuthLocals, accountId: number, withdrawal: Withdrawal, reason: string) {
      const account = await repo.memberAccount(accountId);
      if (!account) throw new AppError(NOT_FOUND_CODE);
      if (account.withdrawn_at) throw new AppError("0205005");
      const at = now();
      await withdrawAccount(repo.db, accountId, withdrawal, null, at, async (trx) => {
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "member.withdraw",
          targetType: "account",
          targetId: accountId,
          before: { status: memberSupportStatusOf(account) },
          after: { status: "withdrawn", ...withdrawal },
          reason,
          at,
        });
      });
      return { account_id: accountId, status: "withdrawn" as const };
    },
  };
}

export type OperatorSupportService = ReturnType<typeof createOperatorSupportService>;
