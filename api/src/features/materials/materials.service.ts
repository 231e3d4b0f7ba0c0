import { createHash, randomBytes } from "node:crypto";
import { CONFLICT_CODE, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import type { FromScreen } from "@iryo/domain/from-screen";
import {
  MATERIAL_CONSENT_VERSION,
  MATERIAL_DOWNLOAD_TICKET_TTL_MS,
  materialBundleFileName,
  sharedMemberDetails,
} from "@iryo/domain/material-download";
import { AppError } from "../../lib/app-error.js";
import type { MaterialFileMeta, MaterialsRepository } from "./materials.repository.js";

/** What a download route streams: a single file, or a zip built entry by entry from the database. */
export type Download =
  | { readonly kind: "file"; readonly fileName: string; readonly mimeType: string; readonly fileId: number }
  | { readonly kind: "zip"; readonly fileName: string; readonly entries: readonly ZipEntry[] };

interface ZipEntry {
  readonly path: string;
  readonly fileId: number;
  readonly size: number;
}

/** A recorded download's one-time ticket: only its hash is stored. */
export interface DownloadTicket {
  readonly ticket: string;
  readonly expires_at: string;
}

const ticketHash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** A name safe as one zip path segment (no separators, no control characters). */
function segment(name: string): string {
  const cleaned = [...name]
    .map((ch) => ((ch.codePointAt(0) ?? 0) < 0x20 || '\\/:*?"<>|'.includes(ch) ? "_" : ch))
    .join("")
    .trim();
  return cleaned === "" || cleaned === "." || cleaned === ".." ? "_" : cleaned;
}

/** Zip paths, made unique by a counter before the extension when two would collide. */
function uniquePaths(paths: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const count = seen.get(path) ?? 0;
    seen.set(path, count + 1);
    if (count === 0) return path;
    const dot = path.lastIndexOf(".");
    return dot > path.lastIndexOf("/")
      ? `${path.slice(0, dot)} (${count + 1})${path.slice(dot)}`
      : `${path} (${count + 1})`;
  });
}

export function createMaterialsService(deps: { repo: MaterialsRepository; now: () => Date }) {
  const { repo, now } = deps;

  async function memberDetails(userId: number) {
    const member = await repo.member(userId);
    if (!member) throw new AppError(FORBIDDEN_CODE);
    return sharedMemberDetails(member);
  }

  async function consentState(userId: number) {
    const [details, consent] = await Promise.all([
      memberDetails(userId),
      repo.consent(userId, MATERIAL_CONSENT_VERSION),
    ]);
    return {
      consent_version: MATERIAL_CONSENT_VERSION,
      consented: consent !== undefined,
      consented_at: consent ? consent.consented_at.toISOString() : null,
      shared_details: details,
    };
  }

  /** The details to copy into the leads; 0109002 until the member consented to the current version. */
  async function consentedDetails(userId: number): Promise<string> {
    const [details, consent] = await Promise.all([
      memberDetails(userId),
      repo.consent(userId, MATERIAL_CONSENT_VERSION),
    ]);
    if (!consent) throw new AppError(FORBIDDEN_CODE);
    return JSON.stringify(details);
  }

  /** The ticket that streams `download` once (ADR 209); the leads are recorded already. */
  async function ticketFor(userId: number, download: Download): Promise<DownloadTicket> {
    const ticket = randomBytes(32).toString("base64url");
    const at = now();
    const expires = new Date(at.getTime() + MATERIAL_DOWNLOAD_TICKET_TTL_MS);
    await repo.saveTicket(
      { ticket_hash: ticketHash(ticket), user_id: userId, download: JSON.stringify(download), expires_at: expires },
      at,
    );
    return { ticket, expires_at: expires.toISOString() };
  }

  function zipOf(fileName: string, files: readonly MaterialFileMeta[], folderOf: (f: MaterialFileMeta) => string) {
    const paths = uniquePaths(files.map((f) => `${folderOf(f)}${segment(f.file_name)}`));
    return {
      kind: "zip" as const,
      fileName,
      entries: files.map((f, i) => ({ path: paths[i] as string, fileId: f.id, size: f.size_bytes })),
    };
  }

  return {
    consentState,

    async giveConsent(userId: number, version: number) {
      // A consent given to a text the member was not shown (an older or unknown version) is refused.
      if (version !== MATERIAL_CONSENT_VERSION) throw new AppError(CONFLICT_CODE);
      const details = await memberDetails(userId);
      await repo.recordConsent(userId, MATERIAL_CONSENT_VERSION, JSON.stringify(details));
      return consentState(userId);
    },

    async listFiles(serviceId: number) {
      const [service] = await repo.services([serviceId]);
      if (!service) throw new AppError(NOT_FOUND_CODE);
      const files = await repo.filesOf([serviceId]);
      return {
        material_files: files.map((f) => ({
          material_file_id: f.id,
          service_id: f.service_id,
          file_name: f.file_name,
          size_bytes: f.size_bytes,
          mime_type: f.mime_type,
        })),
      };
    },

    /** One service: its only file as it is, or all its files in a zip. The lead is recorded now, the bytes go with the ticket. */
    async serviceDownload(userId: number, serviceId: number, from?: FromScreen): Promise<DownloadTicket> {
      const [service] = await repo.services([serviceId]);
      if (!service) throw new AppError(NOT_FOUND_CODE);
      const files = await repo.filesOf([serviceId]);
      if (files.length === 0) throw new AppError(NOT_FOUND_CODE);
      const shared = await consentedDetails(userId);
      await repo.recordLeads([
        {
          user_id: userId,
          service_id: service.id,
          provider_id: service.provider_id,
          material_file_id: null,
          channel: "service",
          shared_details: shared,
          from_screen: from ?? null,
        },
      ]);
      const [only] = files;
      if (files.length === 1 && only) {
        return ticketFor(userId, {
          kind: "file",
          fileName: segment(only.file_name),
          mimeType: only.mime_type,
          fileId: only.id,
        });
      }
      return ticketFor(
        userId,
        zipOf(`${segment(service.name)}.zip`, files, () => ""),
      );
    },

    /** Several services in one zip (a folder per service); a lead per service, all or none. */
    async bundleDownload(userId: number, serviceIds: readonly number[], from?: FromScreen): Promise<DownloadTicket> {
      const services = await repo.services(serviceIds);
      if (services.length !== serviceIds.length) throw new AppError(NOT_FOUND_CODE);
      const files = await repo.filesOf(serviceIds);
      const withFiles = services.filter((s) => files.some((f) => f.service_id === s.id));
      if (withFiles.length === 0) throw new AppError(NOT_FOUND_CODE);
      const shared = await consentedDetails(userId);
      await repo.recordLeads(
        withFiles.map((s) => ({
          user_id: userId,
          service_id: s.id,
          provider_id: s.provider_id,
          material_file_id: null,
          channel: "bundle" as const,
          shared_details: shared,
          from_screen: from ?? null,
        })),
      );
      const order = new Map(serviceIds.map((id, i) => [id, i]));
      const nameOf = new Map(services.map((s) => [s.id, segment(s.name)]));
      const sorted = [...files].sort((a, b) => (order.get(a.service_id) ?? 0) - (order.get(b.service_id) ?? 0));
      return ticketFor(
        userId,
        zipOf(materialBundleFileName(now()), sorted, (f) => `${nameOf.get(f.service_id)}/`),
      );
    },

    /** One file by its id. */
    async fileDownload(userId: number, fileId: number, from?: FromScreen): Promise<DownloadTicket> {
      const file = await repo.file(fileId);
      if (!file) throw new AppError(NOT_FOUND_CODE);
      // A retired material (ADR 145) says so rather than "not found"; no lead is recorded.
      if (file.retired_at !== null) throw new AppError("0302005");
      const shared = await consentedDetails(userId);
      await repo.recordLeads([
        {
          user_id: userId,
          service_id: file.service_id,
          provider_id: file.provider_id,
          material_file_id: file.id,
          channel: "file",
          shared_details: shared,
          from_screen: from ?? null,
        },
      ]);
      return ticketFor(userId, {
        kind: "file",
        fileName: segment(file.file_name),
        mimeType: file.mime_type,
        fileId: file.id,
      });
    },

    /** What a ticket streams, once, for the member it was given to; 0109005 when used, expired or not theirs. */
    async redeem(userId: number, ticket: string): Promise<Download> {
      const stored = await repo.redeemTicket(ticketHash(ticket), userId, now());
      if (stored === undefined) throw new AppError(NOT_FOUND_CODE);
      return (typeof stored === "string" ? JSON.parse(stored) : stored) as Download;
    },

    content: (fileId: number) => repo.content(fileId),
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
