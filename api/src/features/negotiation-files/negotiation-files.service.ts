import { createHash, randomBytes, randomUUID } from "node:crypto";
import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { DAY_MS, FILE_MAX_BYTES, NEGOTIATION_FILE_LIMIT } from "@iryo/domain/constants";
import type { ResponseOf } from "@iryo/domain/contracts/endpoint";
import type {
  listNegotiationFiles,
  requestUploadUrl,
  restNegotiationFileSchema,
} from "@iryo/domain/contracts/negotiation-files";
import { FIELD_MESSAGE_CODES, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { formatFileSize } from "@iryo/domain/format/file-size";
import { isChatReadOnly, type NegotiationStatus } from "@iryo/domain/negotiation-status";
import {
  ACCEPTED_EXTENSIONS_TEXT,
  contentMatchesName,
  fileExtension,
  negotiationFileExpiresAt,
  servedFileType,
  storedFilename,
  typeMatchesName,
} from "@iryo/domain/validation/file-upload";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { NoticeMailer } from "../../lib/mail/notice-mailer.js";
import type { NegotiationParty } from "../../lib/negotiation-party.js";
import { DOWNLOAD_URL_TTL_SECONDS, type FileStore, UPLOAD_URL_TTL_SECONDS } from "../../lib/storage/file-store.js";
import { fileSharedBotLine, fileSharedMail } from "./negotiation-files.mail.js";
import type { FileRow, NegotiationFilesRepository } from "./negotiation-files.repository.js";

/** Bytes read for the content check ("%PDF-" and "PK\x03\x04" need 5). */
const MAGIC_BYTES = 8;
/** An upload URL never attached is removed by the purge job after this long. */
const UNATTACHED_UPLOAD_TTL_MS = DAY_MS;
/** The purge job looks at files older than this first, then applies the exact calendar month. */
const RETENTION_LOWER_BOUND_MS = 27 * DAY_MS;
/** Where the api takes the one PUT of an upload URL: `${UPLOAD_PATH}/<ticket>` (ADR 101). */
export const UPLOAD_PATH = "/storage/uploads";
/**
 * A PUT body over twice the 5 MB limit is refused whole (413); up to that the attach answers 0102002
 * with the size, so that the web shows the limit.
 */
export const UPLOAD_BODY_MAX_BYTES = 2 * FILE_MAX_BYTES;

/** The PUT body was over UPLOAD_BODY_MAX_BYTES: nothing was stored. */
export class UploadTooLarge extends Error {}

const ticketHash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** The type a stored file is served with: the one its checked kind has (ADR 101), never the uploader's. */
function servedTypeOf(originalName: string): string {
  const kind = fileExtension(originalName);
  return kind ? servedFileType(kind) : "application/octet-stream";
}

export interface NegotiationFilesDeps {
  readonly repository: NegotiationFilesRepository;
  readonly store: FileStore;
  /** The other side's mail is a notice: over a mail limit it is skipped, the file stays shared (ADR 208). */
  readonly notices: NoticeMailer;
  /** Origin of the web app, for the links in mails. */
  readonly publicWebUrl: string;
  readonly now?: () => Date;
  readonly log?: (message: string, error: unknown) => void;
  /**
   * Called once a file is attached (after the commit): the app passes the notifications service's
   * recordNegotiationEvent, which notifies the member and publishes the live event (ADR 080).
   */
  readonly onFileShared?: (shared: {
    readonly negotiationId: number;
    readonly fileId: number;
    readonly actorSide: NegotiationParty["side"];
  }) => Promise<unknown>;
}

type RestFile = z.input<typeof restNegotiationFileSchema>;

/** Where each side opens a negotiation's files. */
function filesTabLink(publicWebUrl: string, side: NegotiationParty["side"], negotiationId: number): string {
  const base = publicWebUrl.replace(/\/$/, "");
  return side === "member"
    ? `${base}/negotiation/detail/${negotiationId}?tab=2`
    : `${base}/provider/negotiations/${negotiationId}?tab=2`;
}

/**
 * Files of a negotiation room (product §3, §5, §9): upload URLs, the checks before a file is attached
 * (content by magic bytes, size, type, the 10-file limit), the list with signed download URLs, and the
 * purge after the retention. Only the negotiation's member and the accounts of its provider get in.
 */
export function createNegotiationFilesService({
  repository,
  store,
  notices,
  publicWebUrl,
  now = () => new Date(),
  log = (message, error) => console.error(`[api] ${message}`, error),
  onFileShared,
}: NegotiationFilesDeps) {
  /** The caller's side, or 404 (ids of others' negotiations are not revealed). */
  async function partyOrNotFound(negotiationId: number, caller: AuthLocals): Promise<NegotiationParty> {
    const party = await repository.partyOf(negotiationId, caller);
    if (!party) throw new AppError(NOT_FOUND_CODE);
    return party;
  }

  async function toRest(row: FileRow, party: NegotiationParty, callerAccountId: number): Promise<RestFile> {
    const expiresAt = negotiationFileExpiresAt(row.created_at);
    const purged = row.purged_at !== null;
    const urlExpiresAt = new Date(now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000);
    const ownType = party.side === "member" ? CHAT_SENDER_TYPE.USER : CHAT_SENDER_TYPE.BUSINESS;
    return {
      file_id: row.id,
      negotiation_id: row.negotiation_id,
      file_name: row.original_name,
      size_bytes: row.size_bytes,
      mime_type: row.mime_type,
      uploader_type: row.uploader_type,
      uploader_name: row.uploader_name,
      is_own: row.uploader_type === ownType || row.uploader_account_id === callerAccountId,
      created_at: row.created_at.toISOString(),
      expires_at: expiresAt.toISOString(),
      purged_at: row.purged_at?.toISOString() ?? null,
      download_url: purged
        ? null
        : await store.downloadUrl(row.storage_key, {
            fileName: row.original_name,
            contentType: servedTypeOf(row.original_name),
            expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
          }),
      download_url_expires_at: purged ? null : urlExpiresAt.toISOString(),
    };
  }

  /** Removes an object that will not be attached; a failure is logged (the purge job retries). */
  async function discard(key: string): Promise<void> {
    try {
      await store.remove(key);
      await repository.forgetUpload(key);
    } catch (error) {
      log(`could not remove the unattached upload ${key}`, error);
    }
  }

  async function notifyOtherSide(
    party: NegotiationParty,
    fileName: string,
    uploaderName: string,
    senderAccountId: number,
  ): Promise<void> {
    const negotiation = await repository.negotiation(party.negotiationId);
    if (!negotiation) return;
    const recipients =
      party.side === "member"
        ? (await repository.providerEmails(negotiation.provider_id)).map((to) => ({ to, side: "provider" as const }))
        : (await repository.memberEmails(negotiation.user_id)).map((to) => ({ to, side: "member" as const }));
    for (const { to, side } of recipients) {
      await notices.send(
        fileSharedMail({
          to,
          serviceName: negotiation.service_name,
          uploaderName,
          fileName,
          link: filesTabLink(publicWebUrl, side, negotiation.id),
        }),
        senderAccountId,
      );
    }
  }

  return {
    async requestUpload(
      caller: AuthLocals,
      query: { readonly business_id: number; readonly filename: string },
    ): Promise<ResponseOf<typeof requestUploadUrl>> {
      const party = await partyOrNotFound(query.business_id, caller);
      const negotiation = await repository.negotiation(party.negotiationId);
      if (!negotiation || isChatReadOnly(negotiation.status as NegotiationStatus)) throw new AppError(FORBIDDEN_CODE);
      // Saves the upload when the room is already full; the attach checks again under a lock.
      if ((await repository.storedFileCount(party.negotiationId)) >= NEGOTIATION_FILE_LIMIT) {
        throw new AppError("0102005", { Max: NEGOTIATION_FILE_LIMIT });
      }
      const issuedAt = now();
      const key = `negotiations/${party.negotiationId}/${storedFilename(randomUUID(), issuedAt, query.filename)}`;
      const ticket = randomBytes(32).toString("base64url");
      await repository.issueUpload({
        storage_key: key,
        negotiation_id: party.negotiationId,
        account_id: caller.accountId,
        original_name: query.filename,
        issued_at: issuedAt,
        ticket_hash: ticketHash(ticket),
      });
      return {
        upload_presigned_url: `${UPLOAD_PATH}/${ticket}`,
        s3_filepath: key,
        expires_at: new Date(issuedAt.getTime() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
      };
    },

    /**
     * The one PUT of an upload URL: the first PUT of an open, unexpired ticket claims it and stores the
     * body; any other (a second PUT, a PUT after the attach or after the 10 minutes) is 403 0109002
     * and stores nothing, so the object the attach checks is the object that stays (ADR 101).
     */
    async receiveUpload(
      ticket: string,
      upload: { readonly contentType: string; readonly declaredLength: number | undefined },
      body: AsyncIterable<Uint8Array>,
    ): Promise<void> {
      const receivedAt = now();
      const issuedAfter = new Date(receivedAt.getTime() - UPLOAD_URL_TTL_SECONDS * 1000);
      const claimed = await repository.claimUpload(ticketHash(ticket), receivedAt, issuedAfter);
      if (!claimed) throw new AppError(FORBIDDEN_CODE);
      if ((upload.declaredLength ?? 0) > UPLOAD_BODY_MAX_BYTES) throw new UploadTooLarge();
      const chunks: Uint8Array[] = [];
      let received = 0;
      for await (const chunk of body) {
        received += chunk.length;
        if (received > UPLOAD_BODY_MAX_BYTES) throw new UploadTooLarge();
        chunks.push(chunk);
      }
      // A body cut short of its Content-Length is not a file.
      if (upload.declaredLength !== undefined && received !== upload.declaredLength) throw new AppError(FORBIDDEN_CODE);
      await store.write(claimed.storage_key, Buffer.concat(chunks), upload.contentType);
    },

    async attach(caller: AuthLocals, negotiationId: number, storageKey: string): Promise<RestFile> {
      const party = await partyOrNotFound(negotiationId, caller);
      const upload = await repository.upload(storageKey, negotiationId, caller.accountId);
      if (!upload) throw new AppError(NOT_FOUND_CODE);
      const object = await store.stat(storageKey);
      if (!object) throw new AppError(NOT_FOUND_CODE);

      const refuse = async (error: AppError): Promise<never> => {
        await discard(storageKey);
        throw error;
      };
      if (object.size > FILE_MAX_BYTES) await refuse(new AppError("0102002", { Size: formatFileSize(FILE_MAX_BYTES) }));
      if (!typeMatchesName(upload.original_name, object.contentType)) {
        await refuse(new AppError(FIELD_MESSAGE_CODES.wrongFormat));
      }
      if (!contentMatchesName(upload.original_name, await store.readStart(storageKey, MAGIC_BYTES))) {
        await refuse(new AppError("0102001", { Extensions: ACCEPTED_EXTENSIONS_TEXT }));
      }

      const uploaderType = party.side === "member" ? CHAT_SENDER_TYPE.USER : CHAT_SENDER_TYPE.BUSINESS;
      let fileId: number;
      try {
        fileId = await repository.transaction(async (trx) => {
          const locked = await repository.lockNegotiation(trx, negotiationId);
          if (!locked) throw new AppError(NOT_FOUND_CODE);
          if (isChatReadOnly(locked.status as NegotiationStatus)) throw new AppError(FORBIDDEN_CODE);
          if ((await repository.storedFileCount(negotiationId, trx)) >= NEGOTIATION_FILE_LIMIT) {
            throw new AppError("0102005", { Max: NEGOTIATION_FILE_LIMIT });
          }
          // Serialised by the lock: a second attach of the same upload finds it taken.
          const taken = await repository.forgetUpload(storageKey, trx);
          if (Number(taken.numDeletedRows) !== 1) throw new AlreadyAttached();
          const createdAt = now();
          const { id } = await repository.insertFile(trx, {
            negotiation_id: negotiationId,
            uploader_type: uploaderType,
            uploader_account_id: caller.accountId,
            storage_key: storageKey,
            original_name: upload.original_name,
            mime_type: servedTypeOf(upload.original_name),
            size_bytes: object.size,
            created_at: createdAt,
          });
          const row = await repository.uploaderNames(trx, id);
          const uploaderName =
            uploaderType === CHAT_SENDER_TYPE.BUSINESS
              ? row.provider_name
              : `${row.last_name ?? ""} ${row.first_name ?? ""}`.trim();
          await repository.insertBotMessage(
            trx,
            negotiationId,
            fileSharedBotLine(uploaderName, upload.original_name),
            createdAt,
          );
          return id;
        });
      } catch (error) {
        if (error instanceof AlreadyAttached) throw new AppError(NOT_FOUND_CODE);
        // Nothing was attached: the object goes too, so that no orphan is left in the store.
        await discard(storageKey);
        throw error;
      }

      const file = await repository.file(fileId);
      await onFileShared?.({ negotiationId, fileId, actorSide: party.side }).catch((error: unknown) =>
        log("could not record the file event", error),
      );
      await notifyOtherSide(party, file.original_name, file.uploader_name, caller.accountId).catch((error: unknown) =>
        log("could not mail the file notice", error),
      );
      return toRest(file, party, caller.accountId);
    },

    async list(caller: AuthLocals, negotiationId: number): Promise<ResponseOf<typeof listNegotiationFiles>> {
      const party = await partyOrNotFound(negotiationId, caller);
      const negotiation = await repository.negotiation(negotiationId);
      const rows = await repository.files(negotiationId);
      return {
        files: await Promise.all(rows.map((row) => toRest(row, party, caller.accountId))),
        file_limit: NEGOTIATION_FILE_LIMIT,
        read_only: negotiation ? isChatReadOnly(negotiation.status as NegotiationStatus) : true,
      };
    },

    /**
     * Deletes the content of files whose retention (1 calendar month, Asia/Tokyo) has ended at `at`
     * (the rows stay, marked purged) and the objects of uploads never attached within a day.
     */
    async purgeDue(at: Date): Promise<{ purgedFiles: number; removedUploads: number }> {
      let purgedFiles = 0;
      for (const file of await repository.purgeCandidates(new Date(at.getTime() - RETENTION_LOWER_BOUND_MS))) {
        if (negotiationFileExpiresAt(file.created_at).getTime() > at.getTime()) continue;
        await store.remove(file.storage_key);
        purgedFiles += await repository.markPurged(file.id, at);
      }
      let removedUploads = 0;
      for (const upload of await repository.staleUploads(new Date(at.getTime() - UNATTACHED_UPLOAD_TTL_MS))) {
        await store.remove(upload.storage_key);
        await repository.forgetUpload(upload.storage_key);
        removedUploads += 1;
      }
      return { purgedFiles, removedUploads };
    },
  };
}

export type NegotiationFilesService = ReturnType<typeof createNegotiationFilesService>;

const HOUR_MS = 3_600_000;

/** The upload was attached by a parallel request: its object must stay. */
class AlreadyAttached extends Error {}

/** Runs the purge now and then every hour; the server calls this once and gets a stop function. */
export function startNegotiationFilePurge(
  service: NegotiationFilesService,
  log: (message: string, error: unknown) => void,
  intervalMs: number = HOUR_MS,
  clock: () => Date = () => new Date(),
): () => void {
  const run = () => {
    service.purgeDue(clock()).catch((error: unknown) => log("negotiation file purge failed", error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
