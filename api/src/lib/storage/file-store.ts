import type { Router } from "express";

/** What the store knows of an uploaded object. */
export interface StoredObject {
  readonly size: number;
  /** The Content-Type the uploader sent with the PUT ("" when none). */
  readonly contentType: string;
}

/** How a download URL answers: an attachment with this name and the checked type. */
interface DownloadOptions {
  readonly fileName: string;
  /** The type the file was checked to be (never the uploader's header). */
  readonly contentType: string;
  readonly expiresInSeconds: number;
}

/**
 * Object storage of uploaded files. Only the api writes (`write`, from its single-use upload URLs,
 * ADR 101); browsers download with short-lived signed URLs. Two implementations: a local directory
 * served by the api with HMAC-signed URLs (`local-file-store.ts`), and any S3 API
 * (`s3-file-store.ts`). ADR 073.
 */
export interface FileStore {
  readonly kind: "local" | "s3";
  /** Stores `bytes` under `key` with the uploader's Content-Type, replacing nothing else. */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A URL to GET the object as an attachment of the given name and type, valid `expiresInSeconds`. */
  downloadUrl(key: string, options: DownloadOptions): Promise<string>;
  /** Size and type of the object, or undefined when nothing was uploaded there. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** The first `length` bytes (fewer when the object is shorter), for the magic-byte check. */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** Deletes the object; deleting a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Prepares the store (creates the directory or the bucket when missing). */
  ensureReady(): Promise<void>;
  /** The express router that answers the store's own signed URLs (the local store only). */
  readonly router?: Router;
}

/** Lifetime of an upload URL (it also ends at its first PUT and at the attach). */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** Lifetime of a download URL (the list is fetched again when the page is revisited). */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

/** `attachment` with the original name, readable by old and new browsers (RFC 6266 / 8187). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
