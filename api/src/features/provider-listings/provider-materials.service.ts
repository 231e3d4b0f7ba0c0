import { createHash, randomBytes, randomUUID } from "node:crypto";
import { FILE_MAX_BYTES } from "@iryo/domain/constants";
import type { RestChange } from "@iryo/domain/contracts/provider-listings";
import { type MaterialVersion, materialVersionSchema } from "@iryo/domain/contracts/provider-listings";
import { FIELD_MESSAGE_CODES, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { formatFileSize } from "@iryo/domain/format/file-size";
import { type ChangeState, diffVersions, type FieldValue, versionFields } from "@iryo/domain/publishing";
import {
  ACCEPTED_EXTENSIONS_TEXT,
  contentMatchesName,
  fileExtension,
  servedFileType,
  storedFilename,
  typeMatchesName,
} from "@iryo/domain/validation/file-upload";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { type FileStore, UPLOAD_URL_TTL_SECONDS } from "../../lib/storage/file-store.js";
import type { ChangeRow, ProviderListingsRepository } from "./provider-listings.repository.js";
import type { ProviderMaterialsRepository } from "./provider-materials.repository.js";

/** Where the api takes the one PUT of a material upload URL: `${MATERIAL_UPLOAD_PATH}/<ticket>`. */
export const MATERIAL_UPLOAD_PATH = "/storage/material-uploads";
/** A PUT body over twice the limit is refused whole (413); up to that the draft answers 0102002. */
export const MATERIAL_UPLOAD_BODY_MAX_BYTES = 2 * FILE_MAX_BYTES;
/** Bytes read for the content check ("%PDF-" and "PK\x03\x04"). */
const MAGIC_BYTES = 8;
const DAY_MS = 86_400_000;

/** The Japanese labels of a material's diff, in order. */
const MATERIAL_LABELS: Readonly<Record<string, string>> = {
  title: "資料名",
  description: "説明",
  file_name: "ファイル名",
  size: "ファイルサイズ",
  status: "公開状態",
};

/** The PUT body was over MATERIAL_UPLOAD_BODY_MAX_BYTES: nothing was stored. */
export class MaterialUploadTooLarge extends Error {}

const ticketHash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** A version as the diff compares it. */
function diffShape(version: MaterialVersion | null) {
  if (!version) return null;
  return {
    title: version.title,
    description: version.description,
    file_name: version.file.file_name,
    size: formatFileSize(version.file.size_bytes),
    status: version.retire ? "公開終了" : "公開",
  };
}

function materialVersionOf(payload: unknown): MaterialVersion {
  return materialVersionSchema.parse(payload);
}

interface Deps {
  readonly repo: ProviderMaterialsRepository;
  /** The workflow's own reads and writes of changes (shared with listings, ADR 143). */
  readonly changes: ProviderListingsRepository;
  readonly store: FileStore;
  readonly now: () => Date;
  readonly log: (message: string, error: unknown) => void;
  readonly changeItem: (row: ChangeRow) => RestChange;
}

/**
 * Materials in the publishing workflow (ADR 145): single-use upload URLs bound to the organisation and a
 * service, drafts that propose a new material, a replacement or a retirement, and the application of an
 * approved change to `material_files` (called by the listings service's approval).
 */
export function createProviderMaterialsService({ repo, changes, store, now, log, changeItem }: Deps) {
  /** The caller's organisation when they are its editor or admin, inside a transaction; else 403. */
  async function staffOf(trx: Transaction<Database>, auth: AuthLocals): Promise<number> {
    if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
    if (!(await changes.roleOf(trx, auth.accountId, auth.providerId))) throw new AppError(FORBIDDEN_CODE);
    return auth.providerId;
  }

  /** Runs `work` with the organisation's service locked (another organisation's is 404). */
  function onOwnService<T>(
    auth: AuthLocals,
    serviceId: number,
    work: (trx: Transaction<Database>, providerId: number) => Promise<T>,
  ): Promise<T> {
    return repo.transaction(async (trx) => {
      const providerId = await staffOf(trx, auth);
      if (!(await changes.lockService(trx, providerId, serviceId))) throw new AppError(NOT_FOUND_CODE);
      return work(trx, providerId);
    });
  }

  /**
   * Removes a refused upload's object (inside the caller's transaction, so the ticket's row stays: a retry
   * with the key finds no object and is 404; the purge forgets the row).
   */
  async function discard(key: string) {
    try {
      await store.remove(key);
    } catch (error) {
      log(`could not remove the refused material upload ${key}`, error);
    }
  }

  /**
   * Takes a received upload of this account for this service into a version's file, after the checks of
   * product §5: ≤ 5 MB (0102002), a type beginning with application/ and listed for the name (0101002),
   * content by magic bytes (0102001). A refused upload is removed at once. Another account's or service's
   * key, an unknown key or one already taken is 404.
   */
  async function takeUpload(trx: Transaction<Database>, auth: AuthLocals, serviceId: number, key: string) {
    const upload = await repo.unusedUpload(trx, key, auth.accountId, serviceId);
    if (!upload) throw new AppError(NOT_FOUND_CODE);
    const object = await store.stat(key);
    if (!object) throw new AppError(NOT_FOUND_CODE);
    let problem: AppError | undefined;
    if (object.size > FILE_MAX_BYTES) problem = new AppError("0102002", { Size: formatFileSize(FILE_MAX_BYTES) });
    else if (
      !object.contentType.startsWith("application/") ||
      !typeMatchesName(upload.original_name, object.contentType)
    ) {
      problem = new AppError(FIELD_MESSAGE_CODES.wrongFormat);
    } else if (!contentMatchesName(upload.original_name, await store.readStart(key, MAGIC_BYTES))) {
      problem = new AppError("0102001", { Extensions: ACCEPTED_EXTENSIONS_TEXT });
    }
    if (problem) {
      await discard(key);
      throw problem;
    }
    await repo.markUsed(trx, key, now());
    const kind = fileExtension(upload.original_name);
    return {
      file_name: upload.original_name,
      size_bytes: object.size,
      mime_type: kind ? servedFileType(kind) : "application/octet-stream",
    };
  }

  /** The open change of a public material, if any. */
  const openOf = (trx: Transaction<Database>, materialId: number) => changes.openChange(trx, "material", materialId);

  async function reread(id: number): Promise<RestChange> {
    const row = await changes.change(changes.db, id);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    return changeItem(row);
  }

  /** A public material of the caller's organisation, with its service locked; 404 otherwise. */
  async function ownMaterial(trx: Transaction<Database>, auth: AuthLocals, materialId: number) {
    const providerId = await staffOf(trx, auth);
    const material = await repo.material(trx, materialId);
    if (!material || material.provider_id !== providerId) throw new AppError(NOT_FOUND_CODE);
    await changes.lockService(trx, providerId, material.service_id);
    return { providerId, material };
  }

  const publicVersion = (m: {
    service_id: number;
    title: string;
    description: string;
    file_name: string;
    size_bytes: number;
    mime_type: string;
  }): MaterialVersion => ({
    service_id: m.service_id,
    // Materials seeded before titles existed show their file name without the extension.
    title: m.title || m.file_name.replace(/\.[^.]+$/, ""),
    description: m.description,
    file: { file_name: m.file_name, size_bytes: m.size_bytes, mime_type: m.mime_type },
    upload_key: null,
    retire: false,
  });

  /** Saves a proposal for a public material: updates its draft, or opens one (0302001 while under review). */
  async function proposeFor(
    trx: Transaction<Database>,
    auth: AuthLocals,
    providerId: number,
    materialId: number,
    version: MaterialVersion,
  ): Promise<number> {
    const open = await openOf(trx, materialId);
    if (open && open.state !== "draft") throw new AppError("0302001");
    const at = now();
    if (open) {
      await changes.updatePayload(trx, open.id, version, at);
      return open.id;
    }
    return changes.insertDraft(trx, {
      provider_id: providerId,
      object_type: "material",
      object_id: materialId,
      payload: version,
      created_by: auth.accountId,
      at,
    });
  }

  /** A material change of the caller's organisation, locked after its service (the decisions' order). */
  async function ownChange(trx: Transaction<Database>, auth: AuthLocals, changeId: number) {
    const providerId = await staffOf(trx, auth);
    const serviceId = await repo.serviceOfChange(trx, changeId);
    if (serviceId === undefined || !(await changes.lockService(trx, providerId, serviceId))) {
      throw new AppError(NOT_FOUND_CODE);
    }
    const row = await repo.lockChange(trx, changeId);
    if (!row || row.provider_id !== providerId) throw new AppError(NOT_FOUND_CODE);
    return row;
  }

  return {
    /**
     * GET /material-files/upload-presigned-url with service_id: business_id must be the caller's own
     * organisation and the service one of its own (else 404 0109005, as ADR 142's isolation answers).
     */
    async requestUpload(auth: AuthLocals, query: { business_id: number; service_id: number; filename: string }) {
      const issuedAt = now();
      const key = await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        if (query.business_id !== providerId) throw new AppError(NOT_FOUND_CODE);
        if (!(await changes.serviceOf(trx, providerId, query.service_id))) throw new AppError(NOT_FOUND_CODE);
        return `materials/${providerId}/${query.service_id}/${storedFilename(randomUUID(), issuedAt, query.filename)}`;
      });
      const ticket = randomBytes(32).toString("base64url");
      await repo.issueUpload({
        storage_key: key,
        provider_id: query.business_id,
        service_id: query.service_id,
        account_id: auth.accountId,
        original_name: query.filename,
        ticket_hash: ticketHash(ticket),
        issued_at: issuedAt,
      });
      return {
        upload_presigned_url: `${MATERIAL_UPLOAD_PATH}/${ticket}`,
        s3_filepath: key,
        expires_at: new Date(issuedAt.getTime() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
      };
    },

    /** The one PUT of a material upload URL (first PUT of an open, unexpired ticket; else 403). */
    async receiveUpload(
      ticket: string,
      upload: { readonly contentType: string; readonly declaredLength: number | undefined },
      body: AsyncIterable<Uint8Array>,
    ): Promise<void> {
      const at = now();
      const claimed = await repo.claimUpload(
        ticketHash(ticket),
        at,
        new Date(at.getTime() - UPLOAD_URL_TTL_SECONDS * 1000),
      );
      if (!claimed) throw new AppError(FORBIDDEN_CODE);
      if ((upload.declaredLength ?? 0) > MATERIAL_UPLOAD_BODY_MAX_BYTES) throw new MaterialUploadTooLarge();
      const chunks: Uint8Array[] = [];
      let received = 0;
      for await (const chunk of body) {
        received += chunk.length;
        if (received > MATERIAL_UPLOAD_BODY_MAX_BYTES) throw new MaterialUploadTooLarge();
        chunks.push(chunk);
      }
      if (upload.declaredLength !== undefined && received !== upload.declaredLength) throw new AppError(FORBIDDEN_CODE);
      await store.write(claimed.storage_key, Buffer.concat(chunks), upload.contentType);
    },

    /** The service's public materials with their open (or last rejected) change, and proposed new ones. */
    async list(auth: AuthLocals, serviceId: number) {
      return repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        if (!(await changes.serviceOf(trx, providerId, serviceId))) throw new AppError(NOT_FOUND_CODE);
        const [materials, rows] = await Promise.all([
          repo.materialsOf(trx, serviceId),
          repo.changesOfService(trx, serviceId),
        ]);
        const byMaterial = new Map<number, number>();
        const fresh: number[] = [];
        for (const row of rows) {
          if (row.object_id === null) {
            if (row.state !== "rejected" || fresh.length < 20) fresh.push(row.id);
          } else if (!byMaterial.has(row.object_id)) byMaterial.set(row.object_id, row.id);
        }
        const load = async (id: number | undefined) => (id === undefined ? undefined : changes.change(trx, id));
        const items = [];
        for (const m of materials) {
          const change = await load(byMaterial.get(m.id));
          items.push({
            material_id: m.id,
            title: publicVersion(m).title,
            description: m.description,
            file_name: m.file_name,
            size_bytes: m.size_bytes,
            status: change ? change.state : ("public" as const),
            change: change ? changeItem(change) : null,
            proposed: change ? materialVersionOf(change.payload) : null,
          });
        }
        for (const id of fresh) {
          const change = await load(id);
          if (!change) continue;
          const version = materialVersionOf(change.payload);
          items.push({
            material_id: null,
            title: version.title,
            description: version.description,
            file_name: version.file.file_name,
            size_bytes: version.file.size_bytes,
            status: change.state as ChangeState,
            change: changeItem(change),
            proposed: version,
          });
        }
        return { service_id: serviceId, materials: items };
      });
    },

    /** A draft proposing a new material for the service from a checked upload. */
    async createDraft(
      auth: AuthLocals,
      serviceId: number,
      body: { title: string; description: string; s3_filepath?: string | null | undefined },
    ) {
      if (!body.s3_filepath) throw new AppError(FIELD_MESSAGE_CODES.required);
      const key = body.s3_filepath;
      const id = await onOwnService(auth, serviceId, async (trx, providerId) => {
        const file = await takeUpload(trx, auth, serviceId, key);
        return changes.insertDraft(trx, {
          provider_id: providerId,
          object_type: "material",
          object_id: null,
          payload: {
            service_id: serviceId,
            title: body.title,
            description: body.description,
            file,
            upload_key: key,
            retire: false,
          } satisfies MaterialVersion,
          created_by: auth.accountId,
          at: now(),
        });
      });
      return reread(id);
    },

    /** A draft replacing a public material's title, description and (with an upload) file. */
    async replaceDraft(
      auth: AuthLocals,
      materialId: number,
      body: { title: string; description: string; s3_filepath?: string | null | undefined },
    ) {
      const id = await repo.transaction(async (trx) => {
        const { providerId, material } = await ownMaterial(trx, auth, materialId);
        const open = await openOf(trx, materialId);
        if (open && open.state !== "draft") throw new AppError("0302001");
        const kept = open ? materialVersionOf(open.payload) : publicVersion(material);
        const upload = body.s3_filepath
          ? await takeUpload(trx, auth, material.service_id, body.s3_filepath)
          : undefined;
        const version: MaterialVersion = {
          service_id: material.service_id,
          title: body.title,
          description: body.description,
          file: upload ?? (kept.retire ? publicVersion(material).file : kept.file),
          upload_key: upload ? (body.s3_filepath ?? null) : kept.retire ? null : kept.upload_key,
          retire: false,
        };
        return proposeFor(trx, auth, providerId, materialId, version);
      });
      return reread(id);
    },

    /** A draft retiring a public material. */
    async retireDraft(auth: AuthLocals, materialId: number) {
      const id = await repo.transaction(async (trx) => {
        const { providerId, material } = await ownMaterial(trx, auth, materialId);
        return proposeFor(trx, auth, providerId, materialId, { ...publicVersion(material), retire: true });
      });
      return reread(id);
    },

    /** Submits a material draft; the diff from the public version is kept (0302003 when nothing changed). */
    async submit(auth: AuthLocals, changeId: number) {
      const at = now();
      await repo.transaction(async (trx) => {
        const row = await ownChange(trx, auth, changeId);
        if (row.state !== "draft") throw new AppError("0302002");
        const version = materialVersionOf(row.payload);
        let base: MaterialVersion | null = null;
        if (row.object_id !== null) {
          const material = await repo.material(trx, row.object_id);
          if (!material) throw new AppError(NOT_FOUND_CODE);
          base = publicVersion(material);
        }
        const diff = diffVersions(diffShape(base), diffShape(version) ?? {}, MATERIAL_LABELS);
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

    /** Withdraws a material draft or submission before a decision. */
    async withdraw(auth: AuthLocals, changeId: number) {
      await repo.transaction(async (trx) => {
        const row = await ownChange(trx, auth, changeId);
        if (row.state !== "draft" && row.state !== "submitted") throw new AppError("0302002");
        await changes.setState(trx, changeId, { state: "withdrawn", at: now() });
      });
      return reread(changeId);
    },

    /** The service a material change belongs to (the decisions lock it first). */
    serviceOfChange: (trx: Transaction<Database>, changeId: number) => repo.serviceOfChange(trx, changeId),

    /** The public version of a material (null when new or retired), for the operators' view. */
    async current(materialId: number | null): Promise<MaterialVersion | null> {
      if (materialId === null) return null;
      const material = await repo.material(repo.db, materialId);
      return material ? publicVersion(material) : null;
    },

    /** The public material as the operators' review shows it, in the diff's texts (null when retired or gone). */
    async currentFields(materialId: number): Promise<FieldValue[] | null> {
      const material = await repo.material(repo.db, materialId);
      const shape = material ? diffShape(publicVersion(material)) : null;
      return shape ? versionFields(shape, MATERIAL_LABELS) : null;
    },

    /**
     * Applies an approved material change inside the approval's transaction: a new material is inserted,
     * a replacement written in place (same id: leads stay; members get the new file from now on), a
     * retirement hides it. The file's bytes are copied from the store into the public row.
     */
    async apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void> {
      const version = materialVersionOf(change.payload);
      const content = version.upload_key ? await store.readStart(version.upload_key, FILE_MAX_BYTES + 1) : undefined;
      if (content && content.length > FILE_MAX_BYTES)
        throw new AppError("0102002", { Size: formatFileSize(FILE_MAX_BYTES) });
      if (change.object_id === null) {
        if (!content) throw new AppError(NOT_FOUND_CODE);
        const id = await repo.insertMaterial(trx, version, content, at);
        await repo.setChangeObject(trx, change.id, id);
      } else if (version.retire) {
        await repo.retireMaterial(trx, change.object_id, at);
      } else {
        if (!(await repo.material(trx, change.object_id))) throw new AppError(NOT_FOUND_CODE);
        await repo.updateMaterial(trx, change.object_id, version, content, at);
      }
      await changes.setState(trx, change.id, { state: "published", at, published_at: at });
    },

    /** Removes the objects of upload URLs no change took within a day. */
    async purgeStaleUploads(at: Date): Promise<number> {
      let removed = 0;
      for (const { storage_key } of await repo.staleUploads(new Date(at.getTime() - DAY_MS))) {
        await store.remove(storage_key);
        await repo.forgetUpload(storage_key);
        removed += 1;
      }
      return removed;
    },
  };
}

export type ProviderMaterialsService = ReturnType<typeof createProviderMaterialsService>;
