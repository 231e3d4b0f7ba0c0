import { randomUUID } from "node:crypto";
import type { MaterialVersion, RestChange, ServiceListing } from "@iryo/domain/contracts/provider-listings";
import { serviceListingSchema } from "@iryo/domain/contracts/provider-listings";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { FORBIDDEN_CODE, NOT_FOUND_CODE, REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import { type ChangeState, diffVersions, type FieldValue, versionFields } from "@iryo/domain/publishing";
import {
  detectLogoType,
  listingPeriodProblem,
  SERVICE_CATEGORY_LIMIT,
  SERVICE_LISTING_LABELS,
  SERVICE_LOGO_MAX_BYTES,
} from "@iryo/domain/service-listing";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { recordOperatorAction } from "../../lib/audit/operator-audit.repository.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import type { FileStore } from "../../lib/storage/file-store.js";
import type { ChangeRow, ProviderListingsRepository } from "./provider-listings.repository.js";

interface Deps {
  readonly repo: ProviderListingsRepository;
  readonly store: FileStore;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly publicWebUrl: string;
  readonly log: (message: string, error: unknown) => void;
  /** Where the "a public object changed" event goes (the event bus): the BFFs drop their visitor cache. */
  readonly publishEvent: (event: RealtimeEvent) => Promise<void>;
  /** Materials in the workflow (ADR 145): their service, public version and application. */
  readonly materials?: MaterialChanges;
  /** Articles in the workflow (ADR 163): their lock and application. */
  readonly articles?: ArticleChanges;
  /** Seminars in the workflow (ADR 162): the seminar a change locks first, and its application. */
  readonly seminars?: SeminarChanges;
  /** Service attributes in the workflow (ADR 170): their application (object_id is the service). */
  readonly attributes?: AttributeChanges;
}

/** What the workflow needs of attributes' changes (provider-attributes.service.ts). */
interface AttributeChanges {
  /** The service's public attributes as the review shows them (null when it has none). */
  currentFields(serviceId: number): Promise<FieldValue[] | null>;
  apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void>;
}

/** What the workflow needs of articles' changes (provider-articles.service.ts). */
interface ArticleChanges {
  /** The article's public version as the review shows it (null when it is gone). */
  currentFields(articleId: number): Promise<FieldValue[] | null>;
  lockArticle(trx: Transaction<Database>, changeId: number): Promise<void>;
  apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void>;
}

/** What the workflow needs of materials' changes (provider-materials.service.ts). */
interface MaterialChanges {
  serviceOfChange(trx: Transaction<Database>, changeId: number): Promise<number | undefined>;
  current(materialId: number | null): Promise<MaterialVersion | null>;
  /** The material's public version as the review shows it (null when it is gone). */
  currentFields(materialId: number): Promise<FieldValue[] | null>;
  apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void>;
}

/** What the workflow needs of seminars' changes (provider-seminars.service.ts). */
interface SeminarChanges {
  /** The seminar's public version as the review shows it (null when it is gone). */
  currentFields(seminarId: number): Promise<FieldValue[] | null>;
  seminarOfChange(trx: Transaction<Database>, changeId: number): Promise<number | null | undefined>;
  lockSeminarRow(trx: Transaction<Database>, seminarId: number): Promise<void>;
  apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void>;
}

/** Changes per page (staff and operators). */
const CHANGE_PAGE_SIZE = 20;
/** How long a draft logo's preview URL is valid. */
const LOGO_PREVIEW_TTL_SECONDS = 10 * 60;
const LOGO_KEY_PREFIX = "provider-logos/";
const LOGO_EXTENSION = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;

const ALREADY_DECIDED = "0302002";

/** The organisation of a provider caller, or 403 for an account that belongs to none (e.g. removed). */
function providerOf(auth: AuthLocals): number {
  if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
  return auth.providerId;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The service a change is edited under (`RestChange.service_id`): the object itself, or a material's service. */
function serviceOfChange(row: ChangeRow): number | null {
  if (row.object_type === "service" || row.object_type === "attributes") return row.object_id;
  if (row.object_type === "material") {
    const serviceId = (row.payload as { service_id?: unknown } | null)?.service_id;
    return typeof serviceId === "number" ? serviceId : null;
  }
  return null;
}

export function changeItem(row: ChangeRow): RestChange {
  return {
    id: row.id,
    object_type: row.object_type,
    object_id: row.object_id,
    object_name: row.object_name,
    service_id: serviceOfChange(row),
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    state: row.state,
    reason: row.reason,
    diff: row.diff ?? [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    submitted_at: iso(row.submitted_at),
    decided_at: iso(row.decided_at),
    publish_at: iso(row.publish_at),
    published_at: iso(row.published_at),
  };
}

/** A stored payload as a listing (it was validated when saved; a later schema change fails loudly). */
function listingOf(payload: unknown): ServiceListing {
  return serviceListingSchema.parse(payload);
}

/** The logo key of an organisation's uploads: `provider-logos/{provider}/{uuid}.{ext}`. */
function ownsLogoKey(providerId: number, key: string): boolean {
  return new RegExp(`^${LOGO_KEY_PREFIX}${providerId}/[0-9a-f-]{36}\\.(png|jpg|webp)$`).test(key);
}

export function createProviderListingsService({
  repo,
  store,
  mailer,
  now,
  publicWebUrl,
  log,
  publishEvent,
  materials,
  articles,
  seminars,
  attributes,
}: Deps) {
  /**
   * Runs a staff member's work on one of the organisation's services with the service's row locked: the
   * role is read inside the lock (an editor or an admin; a removed colleague is 403), and a service of
   * another organisation is 404 (ADR 142's isolation).
   */
  function onOwnService<T>(
    auth: AuthLocals,
    serviceId: number,
    work: (trx: Transaction<Database>, providerId: number) => Promise<T>,
  ): Promise<T> {
    const providerId = providerOf(auth);
    return repo.transaction(async (trx) => {
      if (!(await repo.roleOf(trx, auth.accountId, providerId))) throw new AppError(FORBIDDEN_CODE);
      if (!(await repo.lockService(trx, providerId, serviceId))) throw new AppError(NOT_FOUND_CODE);
      return work(trx, providerId);
    });
  }

  async function publicOrThrow(trx: Transaction<Database>, serviceId: number): Promise<ServiceListing> {
    const listing = await repo.publicListing(trx, serviceId);
    if (!listing) throw new AppError(NOT_FOUND_CODE);
    return listing;
  }

  /**
   * The rules of a proposed listing against the public one (ADR 144): the listing period (0301001 /
   * 0301002), at most SERVICE_CATEGORY_LIMIT categories (0401002), linked rows that exist (0109003), newly
   * related seminars and articles only of the organisation (0401001), and a logo that is the public one,
   * none, or one this organisation uploaded (another organisation's key is 404).
   */
  async function checkListing(
    trx: Transaction<Database>,
    providerId: number,
    current: ServiceListing,
    proposed: ServiceListing,
  ): Promise<void> {
    const period = listingPeriodProblem(
      { starts_on: current.listing_starts_on, ends_on: current.listing_ends_on },
      { starts_on: proposed.listing_starts_on, ends_on: proposed.listing_ends_on },
      tokyoDateKey(now()),
    );
    if (period) throw new AppError(period);
    if (proposed.category_ids.length > SERVICE_CATEGORY_LIMIT) {
      throw new AppError("0401002", { Max: SERVICE_CATEGORY_LIMIT });
    }
    const lists = [
      ["categories", proposed.category_ids],
      ["issues", proposed.issue_ids],
      ["departments", proposed.department_ids],
      ["contents", proposed.related_content_ids],
      ["seminars", proposed.related_seminar_ids],
    ] as const;
    for (const [table, wanted] of lists) {
      const found = await repo.existing(trx, table, wanted);
      if (found.size !== wanted.length) throw new AppError("0109003");
    }
    const added = (now: readonly number[], was: readonly number[]) => now.filter((id) => !was.includes(id));
    const newSeminars = added(proposed.related_seminar_ids, current.related_seminar_ids);
    const newContents = added(proposed.related_content_ids, current.related_content_ids);
    if (
      (await repo.foreignSeminars(trx, providerId, newSeminars)).length > 0 ||
      (await repo.foreignContents(trx, providerId, newContents)).length > 0
    ) {
      throw new AppError("0401001");
    }
    if (proposed.logo !== null && proposed.logo !== current.logo) {
      if (!proposed.logo.startsWith(LOGO_KEY_PREFIX)) throw new AppError(REQUEST_INVALID_CODE);
      if (!ownsLogoKey(providerId, proposed.logo) || !(await store.stat(proposed.logo))) {
        throw new AppError(NOT_FOUND_CODE);
      }
    }
  }

  async function logoPreview(providerId: number, logo: string | null): Promise<string | null> {
    if (logo === null || !ownsLogoKey(providerId, logo)) return null;
    const type = logo.endsWith(".png") ? "image/png" : logo.endsWith(".jpg") ? "image/jpeg" : "image/webp";
    return store.downloadUrl(logo, {
      fileName: logo.slice(logo.lastIndexOf("/") + 1),
      contentType: type,
      expiresInSeconds: LOGO_PREVIEW_TTL_SECONDS,
    });
  }

  async function mailOutcome(change: ChangeRow, outcome: "approved" | "rejected") {
    const accountId = change.submitted_by ?? change.created_by;
    const to = await repo.emailOf(accountId);
    if (!to) return;
    const link = `${publicWebUrl}/provider/changes`;
    const when = change.publish_at
      ? `${change.publish_at.toLocaleString("ja-JP", { timeZone: "Asia/Tokyo" })}に公開されます。`
      : "サイトに公開されました。";
    const text =
      outcome === "approved"
        ? [
            `「${change.object_name}」の変更申請が承認されました。${when}`,
            "",
            "申請の内容は次のページで確認できます。",
            link,
          ]
        : [
            `「${change.object_name}」の変更申請は差し戻されました。`,
            "",
            "差し戻しの理由:",
            change.reason ?? "",
            "",
            "内容を修正して、もう一度申請してください。",
            link,
          ];
    await mailer
      .send({
        to,
        subject:
          outcome === "approved"
            ? `【医療ITナビ】「${change.object_name}」の変更が承認されました`
            : `【医療ITナビ】「${change.object_name}」の変更が差し戻されました`,
        text: text.join("\n"),
        devHint: link,
      })
      .catch((error: unknown) => log("publishing outcome mail failed", error));
  }

  /** Applies an approved change to the public tables (inside the caller's transaction). */
  async function apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void> {
    if (change.object_type === "material") {
      if (!materials) throw new AppError(NOT_FOUND_CODE);
      return materials.apply(trx, change, at);
    }
    if (change.object_type === "article") {
      if (!articles) throw new AppError(NOT_FOUND_CODE);
      return articles.apply(trx, change, at);
    }
    if (change.object_type === "seminar") {
      if (!seminars) throw new AppError(NOT_FOUND_CODE);
      return seminars.apply(trx, change, at);
    }
    if (change.object_type === "attributes") {
      if (!attributes || change.object_id === null) throw new AppError(NOT_FOUND_CODE);
      await repo.lockServiceRow(trx, change.object_id);
      return attributes.apply(trx, change, at);
    }
    if (change.object_id === null) throw new AppError(NOT_FOUND_CODE);
    await repo.lockServiceRow(trx, change.object_id);
    const current = await publicOrThrow(trx, change.object_id);
    const listing = listingOf(change.payload);
    // Rows removed since the submission are left out rather than failing the approval.
    const keep = async (table: Parameters<typeof repo.existing>[1], wanted: readonly number[]) => {
      const found = await repo.existing(trx, table, wanted);
      return wanted.filter((id) => found.has(id));
    };
    const cleaned: ServiceListing = {
      ...listing,
      category_ids: await keep("categories", listing.category_ids),
      issue_ids: await keep("issues", listing.issue_ids),
      department_ids: await keep("departments", listing.department_ids),
      related_content_ids: await keep("contents", listing.related_content_ids),
      related_seminar_ids: await keep("seminars", listing.related_seminar_ids),
    };
    let logo: string | null | undefined;
    if (listing.logo === null) logo = current.logo === null ? undefined : null;
    else if (listing.logo !== current.logo && ownsLogoKey(change.provider_id, listing.logo)) {
      const bytes = await store.readStart(listing.logo, SERVICE_LOGO_MAX_BYTES + 1);
      const type = detectLogoType(bytes);
      logo = type ? `data:${type};base64,${Buffer.from(bytes).toString("base64")}` : undefined;
    }
    await repo.writeListing(trx, change.object_id, cleaned, logo, at);
    await repo.setState(trx, change.id, { state: "published", at, published_at: at });
  }

  async function announce(change: ChangeRow, at: Date) {
    await publishEvent({
      type: "catalogue",
      event_id: randomUUID(),
      object_type: change.object_type,
      object_id: change.object_id,
      occurred_at: at.toISOString(),
    }).catch((error: unknown) => log("publishing the catalogue event failed", error));
  }

  /**
   * Locks a change for a decision in the order staff writes take (the service's row, then the change), so
   * a withdrawal and an approval of one change never deadlock; answers the change as of the lock.
   */
  async function lockForDecision(trx: Transaction<Database>, id: number): Promise<ChangeRow> {
    const unlocked = await repo.change(trx, id);
    if (!unlocked) throw new AppError(NOT_FOUND_CODE);
    if (unlocked.object_type === "seminar") {
      // The seminar's row first (none for a new seminar), as staff writes take it.
      const seminarId = await seminars?.seminarOfChange(trx, id);
      if (seminarId !== null && seminarId !== undefined) await seminars?.lockSeminarRow(trx, seminarId);
      const row = await repo.change(trx, id, { lock: true });
      if (!row) throw new AppError(NOT_FOUND_CODE);
      return row;
    }
    // The object's service first (a material's is in its payload; an attributes change's object is the
    // service itself, ADR 170), as staff writes take it; an article's row.
    if (unlocked.object_type === "article") await articles?.lockArticle(trx, id);
    else {
      const serviceId =
        unlocked.object_type === "material" ? await materials?.serviceOfChange(trx, id) : unlocked.object_id;
      if (serviceId !== null && serviceId !== undefined) await repo.lockServiceRow(trx, serviceId);
    }
    const row = await repo.change(trx, id, { lock: true });
    if (!row) throw new AppError(NOT_FOUND_CODE);
    return row;
  }

  /**
   * Approves a submitted change: applied to the public tables now, in one transaction, or at a future
   * `publishAt` (state approved; the publisher applies it). The staff get a mail; once applied, the
   * catalogue event makes every BFF drop its visitor cache. One audit row (ADR 149) in the same transaction.
   */
  async function approveAs(decidedBy: number, id: number, publishAt: Date | undefined) {
    const at = now();
    if (publishAt && publishAt.getTime() <= at.getTime()) throw new AppError("0302004");
    const change = await repo.transaction(async (trx) => {
      const row = await lockForDecision(trx, id);
      if (row.state !== "submitted") throw new AppError(ALREADY_DECIDED);
      await repo.setState(trx, id, {
        state: "approved",
        at,
        decided_by: decidedBy,
        decided_at: at,
        publish_at: publishAt ?? null,
      });
      await recordOperatorAction(trx, {
        operatorAccountId: decidedBy,
        action: "change.approve",
        targetType: "change",
        targetId: id,
        before: { state: row.state, publish_at: row.publish_at?.toISOString() ?? null },
        after: { state: "approved", publish_at: publishAt?.toISOString() ?? null },
        at,
      });
      if (!publishAt) await apply(trx, row, at);
      return row;
    });
    if (!publishAt) await announce(change, at);
    await mailOutcome({ ...change, publish_at: publishAt ?? null }, "approved");
    return reread(id);
  }

  async function reread(id: number): Promise<RestChange> {
    const row = await repo.change(repo.db, id);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    return changeItem(row);
  }

  return {
    async ownServices(auth: AuthLocals) {
      const rows = await repo.ownServices(providerOf(auth));
      return {
        services: rows.map((row) => {
          const state = row.change_state as ChangeState | null;
          const open = state === "draft" || state === "submitted" || state === "approved" || state === "rejected";
          return {
            id: row.id,
            name: row.name,
            logo_url: row.logo_url,
            status: open ? state : ("public" as const),
            change_id: open ? row.change_id : null,
            reason: state === "rejected" ? row.change_reason : null,
            listing_starts_on: row.listing_starts_on,
            listing_ends_on: row.listing_ends_on,
            updated_at: row.updated_at.toISOString(),
          };
        }),
      };
    },

    async editable(auth: AuthLocals, serviceId: number) {
      const providerId = providerOf(auth);
      return repo.transaction(async (trx) => {
        if (!(await repo.serviceOf(trx, providerId, serviceId))) throw new AppError(NOT_FOUND_CODE);
        const current = await publicOrThrow(trx, serviceId);
        const open = await repo.openChange(trx, "service", serviceId);
        const latest = open ?? (await repo.latestChange(trx, "service", serviceId));
        const shown = latest && (latest.state === "rejected" || open) ? latest : undefined;
        // A rejected change's version comes back for correction; else the open draft's, else the public one.
        const listing = shown ? listingOf(shown.payload) : current;
        const today = tokyoDateKey(now());
        return {
          id: serviceId,
          listing,
          public_listing: current,
          change: shown ? changeItem(shown) : null,
          listing_started: current.listing_starts_on !== null && current.listing_starts_on <= today,
          draft_logo_url: await logoPreview(providerId, listing.logo),
          linkable_seminars: await repo.linkableSeminars(trx, providerId, listing.related_seminar_ids),
          linkable_contents: await repo.linkableContents(trx, providerId, listing.related_content_ids),
        };
      });
    },

    /**
     * Saves the service's draft: updates the open draft or creates the one open change (the service's
     * row lock makes two concurrent first saves one draft). A change under review or approved for later
     * holds the service: 0302001.
     */
    async saveDraft(auth: AuthLocals, serviceId: number, listing: ServiceListing) {
      const at = now();
      const id = await onOwnService(auth, serviceId, async (trx, providerId) => {
        const current = await publicOrThrow(trx, serviceId);
        await checkListing(trx, providerId, current, listing);
        const open = await repo.openChange(trx, "service", serviceId);
        if (open && open.state !== "draft") throw new AppError("0302001");
        if (open) {
          await repo.updatePayload(trx, open.id, listing, at);
          return open.id;
        }
        return repo.insertDraft(trx, {
          provider_id: providerId,
          object_type: "service",
          object_id: serviceId,
          payload: listing,
          created_by: auth.accountId,
          at,
        });
      });
      return reread(id);
    },

    /** Submits the open draft: the public version and the diff are kept with it (0302003 when nothing changed). */
    async submit(auth: AuthLocals, serviceId: number) {
      const at = now();
      const id = await onOwnService(auth, serviceId, async (trx, providerId) => {
        const open = await repo.openChange(trx, "service", serviceId);
        if (open?.state !== "draft") throw new AppError(ALREADY_DECIDED);
        const current = await publicOrThrow(trx, serviceId);
        const listing = listingOf(open.payload);
        // The rules again: time has passed since the save (a start date may now be today).
        await checkListing(trx, providerId, current, listing);
        const diff = diffVersions(current, listing, SERVICE_LISTING_LABELS);
        if (diff.length === 0) throw new AppError("0302003");
        await repo.setState(trx, open.id, {
          state: "submitted",
          at,
          base: current,
          diff,
          submitted_by: auth.accountId,
          submitted_at: at,
        });
        return open.id;
      });
      return reread(id);
    },

    /** Withdraws a draft or a submission not yet decided. */
    async withdraw(auth: AuthLocals, serviceId: number) {
      const at = now();
      const id = await onOwnService(auth, serviceId, async (trx) => {
        const open = await repo.openChange(trx, "service", serviceId);
        if (!open || (open.state !== "draft" && open.state !== "submitted")) throw new AppError(ALREADY_DECIDED);
        await repo.setState(trx, open.id, { state: "withdrawn", at });
        return open.id;
      });
      return reread(id);
    },

    /**
     * Stores a logo for the service's next draft (PNG, JPEG or WebP by content, ≤ 1 MB) under a key of the
     * organisation; the draft names it in `logo`, and approval copies it into the public service.
     */
    async uploadLogo(auth: AuthLocals, serviceId: number, bytes: Uint8Array) {
      const providerId = providerOf(auth);
      await repo.transaction(async (trx) => {
        if (!(await repo.roleOf(trx, auth.accountId, providerId))) throw new AppError(FORBIDDEN_CODE);
        if (!(await repo.serviceOf(trx, providerId, serviceId))) throw new AppError(NOT_FOUND_CODE);
      });
      if (bytes.length > SERVICE_LOGO_MAX_BYTES) throw new AppError("0102002", { Size: "1MB" });
      const type = bytes.length > 0 ? detectLogoType(bytes) : undefined;
      if (!type) throw new AppError("0102001", { Extensions: "PNG・JPEG・WebP" });
      const key = `${LOGO_KEY_PREFIX}${providerId}/${randomUUID()}.${LOGO_EXTENSION[type]}`;
      await store.write(key, bytes, type);
      return { logo: key, preview_url: (await logoPreview(providerId, key)) ?? "" };
    },

    async ownChanges(auth: AuthLocals, page: number) {
      const { rows, total } = await repo.changePage({ providerId: providerOf(auth) }, page, CHANGE_PAGE_SIZE);
      return { changes: rows.map(changeItem), total, page, page_size: CHANGE_PAGE_SIZE };
    },

    // --- operators ---

    async operatorChanges(state: ChangeState | undefined, page: number) {
      const { rows, total } = await repo.changePage(state ? { state } : {}, page, CHANGE_PAGE_SIZE);
      return { changes: rows.map(changeItem), total, page, page_size: CHANGE_PAGE_SIZE };
    },

    async operatorChange(id: number) {
      const row = await repo.change(repo.db, id);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      const none = { payload: null, current: null, material: null, current_material: null };
      const objectId = row.object_id;
      if (row.object_type === "material") {
        return {
          change: changeItem(row),
          ...none,
          material: row.payload as MaterialVersion,
          current_material: (await materials?.current(objectId)) ?? null,
          current_fields: objectId === null ? null : ((await materials?.currentFields(objectId)) ?? null),
        };
      }
      if (row.object_type !== "service") {
        // The diff carries each field with its label (seminars ADR 162, articles ADR 163) or the rows as
        // visitors read them (attributes ADR 170); the public version now comes in the same texts.
        const source = { seminar: seminars, article: articles, attributes }[row.object_type];
        return {
          change: changeItem(row),
          ...none,
          current_fields: objectId === null ? null : ((await source?.currentFields(objectId)) ?? null),
        };
      }
      const current = objectId === null ? undefined : await repo.publicListing(repo.db, objectId);
      return {
        change: changeItem(row),
        ...none,
        payload: listingOf(row.payload),
        current: current ?? null,
        current_fields: current ? versionFields(current, SERVICE_LISTING_LABELS) : null,
      };
    },

    /** An operator approves a submitted change, now or at `publishAt` (ADR 143). */
    async approve(auth: AuthLocals, id: number, publishAt: Date | undefined) {
      return approveAs(auth.accountId, id, publishAt);
    },

    async reject(auth: AuthLocals, id: number, reason: string) {
      const at = now();
      const change = await repo.transaction(async (trx) => {
        const row = await lockForDecision(trx, id);
        if (row.state !== "submitted") throw new AppError(ALREADY_DECIDED);
        await repo.setState(trx, id, { state: "rejected", at, decided_by: auth.accountId, decided_at: at, reason });
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "change.reject",
          targetType: "change",
          targetId: id,
          before: { state: row.state, publish_at: row.publish_at?.toISOString() ?? null, reason: row.reason },
          after: { state: "rejected", publish_at: null, reason },
          reason,
          at,
        });
        return row;
      });
      await mailOutcome({ ...change, reason }, "rejected");
      return reread(id);
    },

    /** Applies every approved change whose publish_at has come (the publisher job); returns how many. */
    async publishDue(at: Date): Promise<number> {
      let published = 0;
      for (const { id } of await repo.dueChanges(at)) {
        const change = await repo.transaction(async (trx) => {
          const row = await lockForDecision(trx, id);
          if (row.state !== "approved" || !row.publish_at || row.publish_at > at) return undefined;
          await apply(trx, row, at);
          return row;
        });
        if (change) {
          published += 1;
          await announce(change, at);
        }
      }
      return published;
    },
  };
}

export type ProviderListingsService = ReturnType<typeof createProviderListingsService>;
