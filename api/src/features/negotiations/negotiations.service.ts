import { CHAT_SENDER_TYPE, type ChatSenderType } from "@iryo/domain/chat-sender-type";
import { STATUS_POPUP_CONSIDERING_DAYS } from "@iryo/domain/constants";
import type { ProviderStatusUpdateBody } from "@iryo/domain/contracts/negotiations";
import {
  CONFLICT_CODE,
  FORBIDDEN_CODE,
  NEGOTIATION_ALREADY_OPEN_CODE,
  NOT_FOUND_CODE,
  REQUEST_INVALID_CODE,
} from "@iryo/domain/error-catalogue";
import { botLineForStatus, formatMeetingTime } from "@iryo/domain/negotiation-messages";
import {
  canTransition,
  isAcceptedMemberUpdate,
  isChatReadOnly,
  NEGOTIATION_STATUS,
  type NegotiationActor,
  type NegotiationStatus,
  nextStatuses,
} from "@iryo/domain/negotiation-status";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { statusPopupClosedDate, statusPopupItems } from "@iryo/domain/status-popup";
import { addDays, parseClockTime, parseSlashDate, tokyoDateKey, tokyoInstant } from "@iryo/domain/tokyo-date";
import type { MeetingApplication } from "@iryo/domain/validation/meeting-application";
import type { NegotiationStatusUpdateItem } from "@iryo/domain/validation/negotiation-status-update";
import { holidaysBetween } from "@iryo/domain/working-days";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { ConfigDocuments, SystemConfig } from "../../lib/config-documents.js";
import type { MailMessage } from "../../lib/mail/mailer.js";
import type { NoticeMailer } from "../../lib/mail/notice-mailer.js";
import { writeNegotiationMessage } from "../../lib/negotiation-message.js";
import {
  applicationMail,
  type NegotiationMailFacts,
  newMessageMail,
  roomLinks,
  statusChangedMail,
} from "./negotiation-mail.js";
import type {
  MessageRow,
  NegotiationOwner,
  NegotiationRow,
  NegotiationsRepository,
} from "./negotiations.repository.js";

/** How far ahead GET /common/holidays looks. */
const HOLIDAY_DAYS_AHEAD = 366;

export interface NegotiationsServiceDeps {
  readonly repo: NegotiationsRepository;
  /** The mails to the other side are notices: over a mail limit they are skipped, the change stands (ADR 208). */
  readonly notices: NoticeMailer;
  readonly configDocuments: ConfigDocuments;
  readonly now: () => Date;
  /** Origin of the web app, for the links in mails. */
  readonly publicWebUrl: string;
  readonly log?: (message: string, error: unknown) => void;
  /**
   * Called after each commit that the other side should hear of (a new negotiation, a message, a status
   * change): app.ts passes the notifications' recordNegotiationEvent, which writes the member's
   * notification and publishes the live event (ADR 080). Best effort: a failure is logged.
   */
  readonly onEvent?: (event: {
    readonly negotiationId: number;
    readonly kind: "created" | "status" | "message";
    readonly actorSide: "member" | "provider";
    readonly messageId?: number;
  }) => Promise<unknown>;
}

const iso = (d: Date) => d.toISOString();

function listItem(row: NegotiationRow) {
  return {
    negotiation_id: row.id,
    negotiation_time: row.negotiation_time ? iso(new Date(row.negotiation_time)) : null,
    negotiation_status: row.status,
    considering_start_date: row.considering_start_date,
    updated_at: iso(new Date(row.updated_at)),
    created_at: iso(new Date(row.created_at)),
    meeting_type: row.meeting_type,
    service_id: row.service_id,
    service_name: row.service_name,
    logo_image_filepath: row.logo_image_filepath,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    member_name: row.member_name,
    hospital_name: row.hospital_name,
  };
}

function messageItem(row: MessageRow) {
  return {
    message_id: row.id,
    negotiation_id: row.negotiation_id,
    sender_type: row.sender_type,
    sender_name: row.sender_name,
    message: row.body,
    created_at: iso(new Date(row.created_at)),
  };
}

function facts(row: NegotiationRow): NegotiationMailFacts {
  return {
    negotiationId: row.id,
    serviceName: row.service_name,
    providerName: row.provider_name,
    memberName: row.member_name,
    hospitalName: row.hospital_name,
  };
}

/** The member id of a caller, or 0109002 (a provider account or an unregistered member). */
function memberOf(auth: AuthLocals): number {
  if (auth.userId === null) throw new AppError(FORBIDDEN_CODE);
  return auth.userId;
}

function providerOf(auth: AuthLocals): number {
  if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
  return auth.providerId;
}

/** The partial unique index of migration 072: one open application per member and service. */
const ONE_OPEN_INDEX = "negotiations_one_open_per_member_service";

function isOneOpenViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === "23505" && constraint === ONE_OPEN_INDEX;
}

/** A status change that happened inside a transaction, to be told to the other side after commit. */
interface StatusChanged {
  readonly negotiationId: number;
  readonly actor: NegotiationActor;
  readonly status: NegotiationStatus;
  readonly line: string;
}

export function createNegotiationsService(deps: NegotiationsServiceDeps) {
  const { repo, notices, configDocuments, now, publicWebUrl } = deps;
  const log = deps.log ?? ((message, error) => console.error(`[api] ${message}`, error));
  const db = repo.db;
  const emit = async (event: Parameters<NonNullable<NegotiationsServiceDeps["onEvent"]>>[0]) => {
    await deps.onEvent?.(event).catch((error: unknown) => log("could not record the negotiation event", error));
  };

  /**
   * Mails go out after the commit, caused by `senderAccountId` (null: the system); a failing mail server
   * or a mail limit never undoes what was saved (ADR 208).
   */
  async function sendAll(mails: readonly MailMessage[], senderAccountId: number | null): Promise<void> {
    for (const mail of mails) await notices.send(mail, senderAccountId);
  }

  /** Every chat line goes through the one writer in lib (ADR 070). */
  function createMessage(
    trx: Transaction<Database>,
    input: { negotiationId: number; senderType: ChatSenderType; senderAccountId: number | null; body: string },
  ): Promise<string> {
    return writeNegotiationMessage(trx, { ...input, createdAt: now() });
  }

  /**
   * THE one place a negotiation's status changes (member, provider and system alike): checks the
   * version the caller saw (0109001) and the state machine of @iryo/domain, writes the new status
   * with a new version, and has the bot write its line. The caller holds the row lock.
   */
  async function changeStatus(
    trx: Transaction<Database>,
    input: {
      negotiationId: number;
      actor: NegotiationActor;
      seenUpdatedAt: string;
      to: NegotiationStatus;
      negotiationTime?: Date;
      postponedReason?: string;
    },
  ): Promise<{
    version: { negotiation_id: number; negotiation_status: number; updated_at: string };
    change: StatusChanged;
  }> {
    const locked = await repo.lockForUpdate(trx, input.negotiationId);
    if (!locked) throw new AppError(NOT_FOUND_CODE);
    if (locked.updated_at_ms !== new Date(input.seenUpdatedAt).toISOString()) throw new AppError(CONFLICT_CODE);
    if (!canTransition(input.actor, locked.status as NegotiationStatus, input.to)) {
      throw new AppError(REQUEST_INVALID_CODE);
    }
    const at = now();
    await repo.setStatus(trx, input.negotiationId, {
      status: input.to,
      updated_at: at,
      ...(input.negotiationTime ? { negotiation_time: input.negotiationTime } : {}),
      ...(input.to === NEGOTIATION_STATUS.UNDER_CONSIDERATION ? { considering_start_date: tokyoDateKey(at) } : {}),
      ...(input.to === NEGOTIATION_STATUS.SENT_OFF ? { postponed_reason: input.postponedReason ?? null } : {}),
    });
    const line = botLineForStatus({
      status: input.to,
      negotiationTime: input.negotiationTime ?? null,
      postponedReason: input.postponedReason ?? null,
    });
    await createMessage(trx, {
      negotiationId: input.negotiationId,
      senderType: CHAT_SENDER_TYPE.BOT,
      senderAccountId: null,
      body: line,
    });
    return {
      version: { negotiation_id: input.negotiationId, negotiation_status: input.to, updated_at: iso(at) },
      change: { negotiationId: input.negotiationId, actor: input.actor, status: input.to, line },
    };
  }

  /** Mails the other side of each change (the member's changes go to the provider, and back). */
  async function notifyStatusChanges(changes: readonly StatusChanged[], senderAccountId: number | null): Promise<void> {
    const mails: MailMessage[] = [];
    for (const change of changes) {
      await emit({
        negotiationId: change.negotiationId,
        kind: "status",
        actorSide: change.actor === "member" ? "member" : "provider",
      });
      const row = await repo.find(change.negotiationId);
      if (!row) continue;
      const to = await repo.recipients(row.id);
      const links = roomLinks(publicWebUrl, row.id);
      if (change.actor === "member") {
        for (const address of to.providers) {
          mails.push(statusChangedMail(address, facts(row), "provider", change.status, change.line, links.provider));
        }
      } else if (to.member) {
        mails.push(statusChangedMail(to.member, facts(row), "member", change.status, change.line, links.member));
      }
    }
    await sendAll(mails, senderAccountId);
  }

  /** One page of a side's negotiations, once that side's held meetings have moved on. */
  async function pageOf(owner: NegotiationOwner, page: PaginationQuery) {
    await advanceHeldMeetings(owner);
    const { rows, total } = await repo.page(owner, page.page_size, pageOffset(page));
    return { negotiations: rows.map(listItem), ...pageMeta(total, page) };
  }

  /**
   * The system's move (product §4.1): a confirmed negotiation whose meeting time has passed is under
   * consideration. It is made when either side reads its negotiations, so no scheduler is needed and
   * every process agrees; two reads at once move it once (the second sees a new version and skips).
   */
  async function advanceHeldMeetings(
    scope: { readonly userId: number } | { readonly providerId: number } | { readonly negotiationId: number },
  ): Promise<void> {
    const due = await repo.heldMeetings(scope, now());
    const changes: StatusChanged[] = [];
    for (const row of due) {
      try {
        const { change } = await db.transaction().execute((trx) =>
          changeStatus(trx, {
            negotiationId: row.id,
            actor: "system",
            seenUpdatedAt: row.updated_at_ms,
            to: NEGOTIATION_STATUS.UNDER_CONSIDERATION,
          }),
        );
        changes.push(change);
      } catch (error) {
        if (!(error instanceof AppError && error.code === CONFLICT_CODE)) throw error;
      }
    }
    await notifyStatusChanges(changes, null);
  }

  async function partyOrNotFound(auth: AuthLocals, negotiationId: number) {
    const party = await repo.partyOf(negotiationId, auth);
    if (!party) throw new AppError(NOT_FOUND_CODE);
    return party;
  }

  function slotLabel(start: Date, end: Date): string {
    const endText = formatMeetingTime(end).slice(-5);
    return `${formatMeetingTime(start)}〜${endText}`;
  }

  return {
    /** The caller's side of a negotiation, for the live relay (404 when the caller is neither party). */
    async eventAccess(auth: AuthLocals, negotiationId: number) {
      const party = await partyOrNotFound(auth, negotiationId);
      return { negotiation_id: party.negotiationId, side: party.side };
    },

    holidays() {
      const today = tokyoDateKey(now());
      return {
        holidays: holidaysBetween(today, addDays(today, HOLIDAY_DAYS_AHEAD)).map((h) => ({
          date: h.date.replaceAll("-", "/"),
          name: h.name,
        })),
      };
    },

    async apply(auth: AuthLocals, application: MeetingApplication) {
      const userId = memberOf(auth);
      const providerId = await repo.serviceProvider(application.service_id);
      if (providerId === undefined) throw new AppError(NOT_FOUND_CODE);
      const slots = application.preferred_slots.map((slot) => {
        // The schema has checked the formats; these cannot be undefined here.
        const day = parseSlashDate(slot.date) as string;
        return {
          starts_at: tokyoInstant(day, parseClockTime(slot.start_time) as number),
          ends_at: tokyoInstant(day, parseClockTime(slot.end_time) as number),
        };
      });
      // One open application per member and service (ADR 106): this read answers the common case;
      // the unique index decides between parallel applications, and the loser gets the same answer.
      const alreadyOpen = (id: number) => new AppError(NEGOTIATION_ALREADY_OPEN_CODE, { negotiation_id: id });
      const open = await repo.openNegotiationId(userId, application.service_id);
      if (open !== undefined) throw alreadyOpen(open);
      const at = now();
      const negotiationId = await db
        .transaction()
        .execute(async (trx) => {
          const created = await repo.insertApplication(
            trx,
            {
              user_id: userId,
              service_id: application.service_id,
              provider_id: providerId,
              meeting_type: application.meeting_type,
              status: NEGOTIATION_STATUS.APPLICATION_COMPLETED,
              note: application.note ?? "",
              created_at: at,
              updated_at: at,
            },
            slots,
          );
          await createMessage(trx, {
            negotiationId: created.id,
            senderType: CHAT_SENDER_TYPE.BOT,
            senderAccountId: null,
            body: botLineForStatus({ status: NEGOTIATION_STATUS.APPLICATION_COMPLETED }),
          });
          return created.id;
        })
        .catch(async (error: unknown) => {
          if (!isOneOpenViolation(error)) throw error;
          const winner = await repo.openNegotiationId(userId, application.service_id);
          // The winner was closed in the meantime: the caller's view is stale, so they reload.
          throw winner === undefined ? new AppError(CONFLICT_CODE) : alreadyOpen(winner);
        });
      await emit({ negotiationId, kind: "created", actorSide: "member" });
      const row = await repo.find(negotiationId);
      if (row) {
        const to = await repo.recipients(negotiationId);
        const links = roomLinks(publicWebUrl, negotiationId);
        const labels = slots.map((s) => slotLabel(s.starts_at, s.ends_at));
        await sendAll(
          [
            ...(to.member
              ? [applicationMail(to.member, facts(row), "member", row.meeting_type, labels, links.member)]
              : []),
            ...to.providers.map((address) =>
              applicationMail(address, facts(row), "provider", row.meeting_type, labels, links.provider),
            ),
          ],
          auth.accountId,
        );
      }
      return { negotiation_id: negotiationId };
    },

    list(auth: AuthLocals, page: PaginationQuery) {
      return pageOf({ userId: memberOf(auth) }, page);
    },

    async providerList(auth: AuthLocals, page: PaginationQuery) {
      const providerId = providerOf(auth);
      return { ...(await pageOf({ providerId }, page)), provider_name: await repo.providerName(providerId) };
    },

    async detail(auth: AuthLocals, negotiationId: number) {
      const party = await partyOrNotFound(auth, negotiationId);
      await advanceHeldMeetings({ negotiationId });
      const row = await repo.find(negotiationId);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      const slots = await repo.slots(negotiationId);
      const status = row.status as NegotiationStatus;
      return {
        ...listItem(row),
        note: row.note,
        postponed_reason: row.postponed_reason,
        slots: slots.map((s) => ({
          slot_id: s.id,
          starts_at: iso(new Date(s.starts_at)),
          ends_at: iso(new Date(s.ends_at)),
        })),
        viewer_side: party.side,
        next_statuses: [...nextStatuses(party.side, status)],
        chat_read_only: isChatReadOnly(status),
      };
    },

    async messages(
      auth: AuthLocals,
      negotiationId: number,
      query: { before_id?: string | undefined; page_size: number },
    ) {
      await partyOrNotFound(auth, negotiationId);
      const rows = await repo.messages(negotiationId, query.before_id, query.page_size + 1);
      return { messages: rows.slice(0, query.page_size).map(messageItem), has_more: rows.length > query.page_size };
    },

    async sendMessage(auth: AuthLocals, negotiationId: number, body: string) {
      const party = await partyOrNotFound(auth, negotiationId);
      const senderType = party.side === "member" ? CHAT_SENDER_TYPE.USER : CHAT_SENDER_TYPE.BUSINESS;
      const messageId = await db.transaction().execute(async (trx) => {
        const locked = await repo.lockForShare(trx, negotiationId);
        if (!locked) throw new AppError(NOT_FOUND_CODE);
        // A room after send-off or cancellation is read-only; the screen reloads and says why.
        if (isChatReadOnly(locked.status as NegotiationStatus)) throw new AppError(CONFLICT_CODE);
        return createMessage(trx, { negotiationId, senderType, senderAccountId: auth.accountId, body });
      });
      const [message] = await repo.messages(negotiationId, String(BigInt(messageId) + 1n), 1);
      if (!message) throw new AppError(NOT_FOUND_CODE);
      await emit({ negotiationId, kind: "message", actorSide: party.side, messageId: Number(messageId) });
      const row = await repo.find(negotiationId);
      if (row) {
        const to = await repo.recipients(negotiationId);
        const links = roomLinks(publicWebUrl, negotiationId, 1);
        const mails =
          party.side === "member"
            ? to.providers.map((a) =>
                newMessageMail(a, facts(row), "provider", message.sender_name, message.body, links.provider),
              )
            : to.member
              ? [newMessageMail(to.member, facts(row), "member", message.sender_name, message.body, links.member)]
              : [];
        await sendAll(mails, auth.accountId);
      }
      return messageItem(message);
    },

    /** PUT /negotiations/status: all items or none; keeping "under consideration" only checks the version. */
    async updateStatuses(auth: AuthLocals, items: readonly NegotiationStatusUpdateItem[]) {
      const userId = memberOf(auth);
      const { versions, changes } = await db.transaction().execute(async (trx) => {
        const versions: { negotiation_id: number; negotiation_status: number; updated_at: string }[] = [];
        const changes: StatusChanged[] = [];
        for (const item of items) {
          const locked = await repo.lockForUpdate(trx, item.negotiation_id);
          if (!locked || locked.user_id !== userId) throw new AppError(NOT_FOUND_CODE);
          if (locked.updated_at_ms !== new Date(item.updated_at).toISOString()) throw new AppError(CONFLICT_CODE);
          const from = locked.status as NegotiationStatus;
          if (!isAcceptedMemberUpdate(from, item.negotiation_status)) throw new AppError(REQUEST_INVALID_CODE);
          if (from === item.negotiation_status) {
            versions.push({ negotiation_id: locked.id, negotiation_status: from, updated_at: locked.updated_at_ms });
            continue;
          }
          const result = await changeStatus(trx, {
            negotiationId: locked.id,
            actor: "member",
            seenUpdatedAt: item.updated_at,
            to: item.negotiation_status,
            ...("postponed_reason" in item ? { postponedReason: item.postponed_reason } : {}),
          });
          versions.push(result.version);
          changes.push(result.change);
        }
        return { versions, changes };
      });
      await notifyStatusChanges(changes, auth.accountId);
      return { negotiations: versions };
    },

    async providerUpdateStatus(auth: AuthLocals, negotiationId: number, body: ProviderStatusUpdateBody) {
      providerOf(auth);
      const party = await partyOrNotFound(auth, negotiationId);
      if (party.side !== "provider") throw new AppError(NOT_FOUND_CODE);
      const { version, change } = await db.transaction().execute(async (trx) => {
        let negotiationTime: Date | undefined;
        if (body.negotiation_status === NEGOTIATION_STATUS.DATE_CONFIRMED) {
          const slot = await repo.slot(trx, negotiationId, body.slot_id);
          if (!slot) throw new AppError(NOT_FOUND_CODE);
          negotiationTime = new Date(slot.starts_at);
        }
        return changeStatus(trx, {
          negotiationId,
          actor: "provider",
          seenUpdatedAt: body.updated_at,
          to: body.negotiation_status,
          ...(negotiationTime ? { negotiationTime } : {}),
        });
      });
      await notifyStatusChanges([change], auth.accountId);
      return version;
    },

    async statusPopup(auth: AuthLocals) {
      const userId = memberOf(auth);
      await advanceHeldMeetings({ userId });
      const config = await configDocuments.json<SystemConfig>("system_config");
      const configured = config?.statusPopupConsideringDays;
      const consideringDays =
        typeof configured === "number" && Number.isInteger(configured) && configured >= 0
          ? configured
          : STATUS_POPUP_CONSIDERING_DAYS;
      // Under consideration means held, so a meeting time is set; a row without one is not asked about.
      const rows = (await repo.underConsideration(userId))
        .map(listItem)
        .flatMap((item) =>
          item.negotiation_time === null ? [] : [{ ...item, negotiation_time: item.negotiation_time }],
        );
      const items = statusPopupItems(rows, {
        now: now(),
        closedDate: await repo.popupClosedDate(userId),
        consideringDays,
      });
      return { negotiations: items };
    },

    async turnOffPopup(auth: AuthLocals) {
      const userId = memberOf(auth);
      const date = statusPopupClosedDate(now());
      await repo.setPopupClosedDate(userId, date);
      return { status_popup_closed_date: date };
    },
  };
}

export type NegotiationsService = ReturnType<typeof createNegotiationsService>;
