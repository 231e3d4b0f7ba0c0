import type { RestChange } from "@iryo/domain/contracts/provider-listings";
import { type SeminarVersion, seminarVersionSchema } from "@iryo/domain/contracts/provider-seminars";
import { toCsv } from "@iryo/domain/csv";
import { FIELD_MESSAGE_CODES, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { formatDateTime } from "@iryo/domain/format/date";
import { storedSharedDetails } from "@iryo/domain/material-download";
import { MEETING_TYPE, meetingType } from "@iryo/domain/meeting-type";
import { LEAD_DETAIL_FIELDS } from "@iryo/domain/provider-insights";
import { editorialRefusal, type ProviderBusinessKind } from "@iryo/domain/provider-organisation";
import { diffVersions, type FieldValue, versionFields } from "@iryo/domain/publishing";
import { ENROLMENT_SHARING_LABEL, enrolmentSharing } from "@iryo/domain/seminar-enrollment";
import { SEMINAR_LABELS, seminarPlanProblem } from "@iryo/domain/seminar-schedule";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import type { ChangeRow, ProviderListingsRepository } from "./provider-listings.repository.js";
import { seminarReminderMail } from "./provider-seminars.mail.js";
import { type ProviderSeminarsRepository, versionOfRow } from "./provider-seminars.repository.js";

interface Deps {
  readonly repo: ProviderSeminarsRepository;
  /** The workflow's own reads and writes of changes (shared with listings, ADR 143). */
  readonly changes: ProviderListingsRepository;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly webUrl: string;
  readonly log: (message: string, error: unknown) => void;
  readonly changeItem: (row: ChangeRow) => RestChange;
}

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/** A version with every instant as UTC ISO text, so that the same time compares equal however it was sent. */
function normalised(version: SeminarVersion): SeminarVersion {
  const utc = (iso: string | null) => (iso === null ? null : new Date(iso).toISOString());
  return {
    ...version,
    starts_at: new Date(version.starts_at).toISOString(),
    ends_at: new Date(version.ends_at).toISOString(),
    reception_starts_at: utc(version.reception_starts_at),
    reception_ends_at: utc(version.reception_ends_at),
    reminder_at: utc(version.reminder_at),
    archive_ends_at: utc(version.archive_ends_at),
    venue: version.meeting_type === MEETING_TYPE.ONLINE ? "" : version.venue,
    delivery_url: version.meeting_type === MEETING_TYPE.ONLINE ? version.delivery_url : "",
    service_ids: [...version.service_ids].sort((a, b) => a - b),
  };
}

function versionOf(payload: unknown): SeminarVersion {
  return seminarVersionSchema.parse(payload);
}

/** A version as the diff shows it: Tokyo times, labels, service names. */
function diffShape(version: SeminarVersion | null, names: ReadonlyMap<number, string>) {
  if (!version) return null;
  const when = (iso: string | null) => (iso === null ? null : formatDateTime(new Date(iso)));
  return {
    title: version.title,
    description_html: version.description_html,
    meeting_type: meetingType.labelOf(version.meeting_type),
    starts_at: when(version.starts_at),
    ends_at: when(version.ends_at),
    venue: version.venue,
    capacity: version.capacity === null ? "定員なし" : `${version.capacity}名`,
    reception_starts_at: when(version.reception_starts_at),
    reception_ends_at: when(version.reception_ends_at),
    reminder_at: when(version.reminder_at),
    delivery_url: version.delivery_url,
    archive_url: version.archive_url,
    archive_ends_at: when(version.archive_ends_at),
    tags: version.tags,
    services: version.service_ids.map((id) => names.get(id) ?? `#${id}`),
  };
}

/**
 * Seminars in the publishing workflow (ADR 162): staff of a vendor organisation propose new seminars and
 * edits; approval (the listings service's `apply`) writes `seminars` and its services; enrolment lists and
 * their CSV for the organisation only; reminder mails at the reminder time.
 */
export function createProviderSeminarsService({ repo, changes, mailer, now, webUrl, log, changeItem }: Deps) {
  /** The caller's organisation when they are its editor or admin, inside a transaction; else 403. */
  async function staffOf(trx: Transaction<Database>, auth: AuthLocals): Promise<number> {
    if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
    if (!(await changes.roleOf(trx, auth.accountId, auth.providerId))) throw new AppError(FORBIDDEN_CODE);
    return auth.providerId;
  }

  /** 0701001 for an organisation of the other-business kind (ADR 161). */
  async function refuseOtherBusiness(trx: Transaction<Database>, providerId: number) {
    const provider = await repo.businessKind(trx, providerId);
    if (!provider) throw new AppError(FORBIDDEN_CODE);
    const refusal = editorialRefusal(provider.business_kind as ProviderBusinessKind, "seminar");
    if (refusal) throw new AppError(refusal);
    return provider;
  }

  /**
   * The rules of a proposed version (ADR 162): an offline seminar has a venue, reception dates are given
   * (0101001), the date rules (0701004–0701006), and only the organisation's own services (0401001).
   */
  async function check(
    trx: Transaction<Database>,
    providerId: number,
    version: SeminarVersion,
    previous: SeminarVersion | null,
  ) {
    if (version.meeting_type === MEETING_TYPE.OFFLINE && version.venue === "") {
      throw new AppError(FIELD_MESSAGE_CODES.required);
    }
    if (version.reception_starts_at === null || version.reception_ends_at === null) {
      throw new AppError(FIELD_MESSAGE_CODES.required);
    }
    const problem = seminarPlanProblem(
      {
        meeting_type: version.meeting_type,
        starts_at: new Date(version.starts_at),
        ends_at: new Date(version.ends_at),
        reception_starts_at: date(version.reception_starts_at),
        reception_ends_at: date(version.reception_ends_at),
        reminder_at: date(version.reminder_at),
        delivery_url: version.delivery_url,
        archive_url: version.archive_url,
        archive_ends_at: date(version.archive_ends_at),
      },
      now(),
      date(previous?.reminder_at ?? null),
    );
    if (problem) throw new AppError(problem);
    const own = new Set((await repo.ownServices(trx, providerId)).map((s) => s.id));
    if (version.service_ids.some((id) => !own.has(id))) throw new AppError("0401001");
  }

  async function reread(id: number): Promise<RestChange> {
    const row = await changes.change(changes.db, id);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    return changeItem(row);
  }

  async function publicVersion(trx: Transaction<Database> | typeof repo.db, seminarId: number) {
    const row = await repo.seminar(trx, seminarId);
    if (!row) return null;
    return versionOfRow(row, await repo.serviceIdsOf(trx, seminarId));
  }

  /**
   * A seminar change of the caller's organisation, locked in the decisions' order (the seminar's row,
   * then the change); another organisation's, or not a seminar change, is 404.
   */
  async function ownChange(trx: Transaction<Database>, auth: AuthLocals, changeId: number) {
    const providerId = await staffOf(trx, auth);
    const objectId = await repo.objectOfChange(trx, changeId);
    if (objectId === undefined) throw new AppError(NOT_FOUND_CODE);
    if (objectId !== null && !(await repo.lockOwnSeminar(trx, providerId, objectId))) {
      throw new AppError(NOT_FOUND_CODE);
    }
    const row = await repo.lockChange(trx, changeId);
    if (!row || row.provider_id !== providerId) throw new AppError(NOT_FOUND_CODE);
    return { providerId, row };
  }

  /** What staff edit: the open change's version, else the last rejected one, else the public one. */
  async function editable(trx: Transaction<Database>, seminarId: number | null, change: ChangeRow | undefined) {
    const current = seminarId === null ? null : await publicVersion(trx, seminarId);
    const shown =
      change &&
      (change.state === "rejected" ||
        change.state === "draft" ||
        change.state === "submitted" ||
        change.state === "approved")
        ? change
        : undefined;
    const version = shown ? versionOf(shown.payload) : current;
    if (!version) throw new AppError(NOT_FOUND_CODE);
    return { seminar_id: seminarId, version, public_version: current, change: shown ? changeItem(shown) : null };
  }

  /** The enrolments of the organisation's seminar (another's is 404), with the consented details only. */
  async function enrollments(auth: AuthLocals, seminarId: number) {
    const seminar = await repo.transaction(async (trx) => {
      const providerId = await staffOf(trx, auth);
      const row = await repo.seminar(trx, seminarId);
      if (!row || row.organizer_id !== providerId) throw new AppError(NOT_FOUND_CODE);
      return row;
    });
    const rows = await repo.enrollments(seminarId);
    return {
      seminar_id: seminar.id,
      title: seminar.title,
      capacity: seminar.capacity,
      enrolled_count: rows.filter((r) => r.cancelled_at === null).length,
      enrollments: rows.map((r) => {
        const sharing = enrolmentSharing(r.consented_at, r.shared_details);
        return {
          enrolment_id: r.id,
          enrolled_at: r.enrolled_at.toISOString(),
          cancelled_at: r.cancelled_at?.toISOString() ?? null,
          // Only what the member consented to share on enrolment, as it was then (ADR 173).
          details: sharing === "shared" ? storedSharedDetails(r.shared_details) : [],
          sharing,
        };
      }),
    };
  }

  return {
    /** The organisation's seminars (with their status now) and proposed new ones, and its services. */
    async list(auth: AuthLocals) {
      const at = now();
      const providerId = await repo.transaction((trx) => staffOf(trx, auth));
      const [seminars, rows, services] = await Promise.all([
        repo.ownSeminars(providerId, at),
        repo.seminarChanges(providerId),
        repo.ownServices(repo.db, providerId),
      ]);
      const latest = new Map<number, number>();
      const fresh: number[] = [];
      for (const row of rows) {
        if (row.object_id === null) {
          if (row.state !== "withdrawn" && row.state !== "published") fresh.push(row.id);
        } else if (!latest.has(row.object_id)) latest.set(row.object_id, row.id);
      }
      const load = async (id: number | undefined) => (id === undefined ? undefined : changes.change(changes.db, id));
      const items = [];
      for (const id of fresh) {
        const change = await load(id);
        if (!change) continue;
        const version = versionOf(change.payload);
        items.push({
          seminar_id: null,
          title: version.title,
          starts_at: version.starts_at,
          reception_status: null,
          status: change.state,
          change: changeItem(change),
          enrolled_count: 0,
        });
      }
      for (const s of seminars) {
        const change = await load(latest.get(s.id));
        const open = change && change.state !== "published" && change.state !== "withdrawn" ? change : undefined;
        items.push({
          seminar_id: s.id,
          title: s.title,
          starts_at: s.starts_at.toISOString(),
          reception_status: s.reception_status,
          status: open ? open.state : ("public" as const),
          change: open ? changeItem(open) : null,
          enrolled_count: s.enrolled_count ?? 0,
        });
      }
      return { seminars: items, services };
    },

    /** A public seminar of the organisation as its staff edit it (another's is 404). */
    async editableSeminar(auth: AuthLocals, seminarId: number) {
      return repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        if (!(await repo.lockOwnSeminar(trx, providerId, seminarId))) throw new AppError(NOT_FOUND_CODE);
        const change =
          (await changes.openChange(trx, "seminar", seminarId)) ??
          (await changes.latestChange(trx, "seminar", seminarId));
        return editable(trx, seminarId, change);
      });
    },

    /** A seminar change of the organisation (a new seminar's draft) as its staff edit it. */
    async editableChange(auth: AuthLocals, changeId: number) {
      return repo.transaction(async (trx) => {
        const { row } = await ownChange(trx, auth, changeId);
        const change = await changes.change(trx, row.id);
        return editable(trx, row.object_id, change);
      });
    },

    /** A draft proposing a new seminar (0701001 for an organisation of the other-business kind). */
    async createDraft(auth: AuthLocals, body: SeminarVersion) {
      const version = normalised(body);
      const id = await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        await refuseOtherBusiness(trx, providerId);
        await check(trx, providerId, version, null);
        return changes.insertDraft(trx, {
          provider_id: providerId,
          object_type: "seminar",
          object_id: null,
          payload: version,
          created_by: auth.accountId,
          at: now(),
        });
      });
      return reread(id);
    },

    /** Saves the draft of a public seminar: its one open change (0302001 while one is under review). */
    async saveDraft(auth: AuthLocals, seminarId: number, body: SeminarVersion) {
      const version = normalised(body);
      const id = await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        if (!(await repo.lockOwnSeminar(trx, providerId, seminarId))) throw new AppError(NOT_FOUND_CODE);
        await refuseOtherBusiness(trx, providerId);
        await check(trx, providerId, version, await publicVersion(trx, seminarId));
        const open = await changes.openChange(trx, "seminar", seminarId);
        if (open && open.state !== "draft") throw new AppError("0302001");
        const at = now();
        if (open) {
          await changes.updatePayload(trx, open.id, version, at);
          return open.id;
        }
        return changes.insertDraft(trx, {
          provider_id: providerId,
          object_type: "seminar",
          object_id: seminarId,
          payload: version,
          created_by: auth.accountId,
          at,
        });
      });
      return reread(id);
    },

    /** Updates a seminar draft by its change id. */
    async updateDraft(auth: AuthLocals, changeId: number, body: SeminarVersion) {
      const version = normalised(body);
      await repo.transaction(async (trx) => {
        const { providerId, row } = await ownChange(trx, auth, changeId);
        if (row.state !== "draft") throw new AppError("0302002");
        await refuseOtherBusiness(trx, providerId);
        const previous = row.object_id === null ? null : await publicVersion(trx, row.object_id);
        await check(trx, providerId, version, previous);
        await changes.updatePayload(trx, changeId, version, now());
      });
      return reread(changeId);
    },

    /** The public seminar as the operators' review shows it, in the diff's texts (null when gone). */
    async currentFields(seminarId: number): Promise<FieldValue[] | null> {
      const current = await publicVersion(repo.db, seminarId);
      if (!current) return null;
      const names = await repo.serviceNames(repo.db, current.service_ids);
      return versionFields(diffShape(current, names) ?? {}, SEMINAR_LABELS);
    },

    /** Submits a seminar draft: the rules again (time has passed), and the diff is kept (0302003 when none). */
    async submit(auth: AuthLocals, changeId: number) {
      const at = now();
      await repo.transaction(async (trx) => {
        const { providerId, row } = await ownChange(trx, auth, changeId);
        if (row.state !== "draft") throw new AppError("0302002");
        await refuseOtherBusiness(trx, providerId);
        const change = await changes.change(trx, changeId);
        if (!change) throw new AppError(NOT_FOUND_CODE);
        const version = versionOf(change.payload);
        const base = row.object_id === null ? null : await publicVersion(trx, row.object_id);
        await check(trx, providerId, version, base);
        const names = await repo.serviceNames(trx, [...version.service_ids, ...(base?.service_ids ?? [])]);
        const diff = diffVersions(diffShape(base, names), diffShape(version, names) ?? {}, SEMINAR_LABELS);
        if (diff.length === 0) throw new AppError("0302003");
        await changes.setState(trx, changeId, {
          state: "submitted",
          at,
          base,
          diff,
          submitted_by: auth.accountId,
          submitted_at: at,
        });
      });
      return reread(changeId);
    },

    /** Withdraws a seminar draft or submission before a decision. */
    async withdraw(auth: AuthLocals, changeId: number) {
      await repo.transaction(async (trx) => {
        const { row } = await ownChange(trx, auth, changeId);
        if (row.state !== "draft" && row.state !== "submitted") throw new AppError("0302002");
        await changes.setState(trx, changeId, { state: "withdrawn", at: now() });
      });
      return reread(changeId);
    },

    enrollments,

    /** The enrolment list as CSV for Excel (UTF-8 with BOM, CRLF, quoted; the leads CSV's format, ADR 151). */
    async enrollmentsCsv(auth: AuthLocals, seminarId: number) {
      const list = await enrollments(auth, seminarId);
      const fields = LEAD_DETAIL_FIELDS.seminar_enrolment;
      const header = [
        "申込番号",
        "セミナー",
        "申込日時",
        "状態",
        "キャンセル日時",
        "会員情報の共有",
        ...fields.map((f) => f.label),
      ];
      const lines = list.enrollments.map((e) => {
        const values = new Map(e.details.map((d) => [d.key, d.value]));
        return [
          String(e.enrolment_id),
          list.title,
          formatDateTime(new Date(e.enrolled_at)),
          e.cancelled_at === null ? "申込中" : "キャンセル",
          e.cancelled_at === null ? "" : formatDateTime(new Date(e.cancelled_at)),
          ENROLMENT_SHARING_LABEL[e.sharing],
          ...fields.map((f) => values.get(f.key) ?? ""),
        ];
      });
      return {
        fileName: `seminar-${seminarId}-enrollments-${tokyoDateKey(now()).replaceAll("-", "")}.csv`,
        body: toCsv(header, lines),
      };
    },

    /** The seminar a change locks first in a decision (null for a new seminar). */
    seminarOfChange: (trx: Transaction<Database>, changeId: number) => repo.objectOfChange(trx, changeId),

    /** Locks a seminar's row (a decision, before the change). */
    lockSeminarRow: (trx: Transaction<Database>, seminarId: number) => repo.lockSeminarRow(trx, seminarId),

    /**
     * Applies an approved seminar change inside the approval's transaction: a new seminar is inserted (the
     * change then names it), an edit written in place (enrolments stay); services of another organisation
     * since the submission are left out. A moved reminder is sent again at its new time.
     */
    async apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void> {
      const version = versionOf(change.payload);
      const own = new Set((await repo.ownServices(trx, change.provider_id)).map((s) => s.id));
      const serviceIds = version.service_ids.filter((id) => own.has(id));
      if (change.object_id === null) {
        const provider = await repo.businessKind(trx, change.provider_id);
        const id = await repo.writeSeminar(
          trx,
          { organizer_id: change.provider_id, organizer_name: provider?.name ?? "" },
          version,
          serviceIds,
          at,
        );
        await repo.setChangeObject(trx, change.id, id);
      } else {
        const current = await repo.seminar(trx, change.object_id);
        if (!current) throw new AppError(NOT_FOUND_CODE);
        await repo.writeSeminar(trx, { id: change.object_id }, version, serviceIds, at);
        const moved = (current.reminder_at?.getTime() ?? null) !== (date(version.reminder_at)?.getTime() ?? null);
        if (moved) await repo.resetReminder(trx, change.object_id);
      }
      await changes.setState(trx, change.id, { state: "published", at, published_at: at });
    },

    /**
     * Sends every reminder whose time has come (the reminder timer, each minute): the seminar's row is
     * marked sent first, then each live enrolled member gets the mail with the delivery URL. A failed mail
     * is logged; it is not retried (the member has the enrolment mail and /apply-seminar).
     */
    async sendDueReminders(at: Date): Promise<number> {
      let sent = 0;
      for (const { id } of await repo.dueReminders(at)) {
        const claimed = await repo.transaction(async (trx) => {
          const seminar = await repo.claimReminder(trx, id, at);
          return seminar ? { seminar, members: await repo.enrolledMembers(trx, id) } : undefined;
        });
        if (!claimed) continue;
        for (const member of claimed.members) {
          await mailer
            .send(
              seminarReminderMail({
                to: member.email,
                memberName: `${member.last_name} ${member.first_name}`,
                seminar: claimed.seminar,
                webUrl,
              }),
            )
            .then(() => {
              sent += 1;
            })
            .catch((error: unknown) => log("seminar reminder mail failed", error));
        }
      }
      return sent;
    },
  };
}

export type ProviderSeminarsService = ReturnType<typeof createProviderSeminarsService>;
