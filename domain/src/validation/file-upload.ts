// Uploaded files: materials and negotiation files (product §3, §5, §9).

import * as z from "zod/mini";
import {
  FILE_ACCEPTED_TYPES,
  FILE_ALLOWED_EXTENSIONS,
  FILE_MAX_BYTES,
  FILE_MAX_COUNT_PER_UPLOAD,
  FILE_NAME_MAX_BYTES,
  FILE_NAME_MAX_LENGTH,
  MINUTE_MS,
  NEGOTIATION_FILE_LIMIT,
  NEGOTIATION_FILE_RETENTION_MONTHS,
  STORED_NAME_MAX_BYTES,
} from "../constants.js";
import { type ErrorCode, encodeMessage, FIELD_MESSAGE_CODES, type MessageParams } from "../error-catalogue.js";
import { formatFileSize } from "../format/file-size.js";
import { tokyoDateKey, tokyoInstant, tokyoParts } from "../tokyo-date.js";
import { idSchema } from "./id.js";

export type FileExtension = (typeof FILE_ALLOWED_EXTENSIONS)[number];

/** What the browser's File and the api's upload metadata have in common. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface FileProblem {
  readonly code: ErrorCode;
  readonly params: MessageParams;
  /** The encoded message, for `fieldErrorMessage`. */
  readonly message: string;
}

const problem = (code: ErrorCode, params: MessageParams = {}): FileProblem => ({
  code,
  params,
  message: encodeMessage(code, params),
});

/** The accepted types as the 0102001 message shows them: ".pdf、.zip". */
export const ACCEPTED_EXTENSIONS_TEXT = FILE_ALLOWED_EXTENSIONS.map((e) => `.${e}`).join("、");
/** The `accept` attribute of a file input. */
export const FILE_INPUT_ACCEPT = FILE_ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(",");

/** The lower-case extension of a file name when it is an accepted one. */
export function fileExtension(name: string): FileExtension | undefined {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  return (FILE_ALLOWED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as FileExtension) : undefined;
}

/** 0102001 with the accepted extensions, for a name that is not .pdf or .zip. */
export function extensionProblem(name: string): FileProblem | undefined {
  return fileExtension(name) ? undefined : problem("0102001", { Extensions: ACCEPTED_EXTENSIONS_TEXT });
}

/** The extension a MIME type is accepted for ("application/x-zip-compressed" → "zip"), or undefined. */
export function acceptedFileKind(type: string): FileExtension | undefined {
  const bare = type.split(";")[0]?.trim().toLowerCase() ?? "";
  return FILE_ALLOWED_EXTENSIONS.find((ext) => (FILE_ACCEPTED_TYPES[ext] as readonly string[]).includes(bare));
}

/** Whether a MIME type is one listed for the name's extension (a .pdf as application/pdf, …). */
export function typeMatchesName(name: string, type: string): boolean {
  const ext = fileExtension(name);
  return ext !== undefined && acceptedFileKind(type) === ext;
}

/** The type a checked file of this kind is served with, whatever its uploader said. */
export function servedFileType(kind: FileExtension): string {
  return FILE_ACCEPTED_TYPES[kind][0];
}

/** Control characters (C0, DEL, C1) and the bidi marks, embeddings, overrides and isolates. */
const INVISIBLE_IN_NAMES = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const utf8Length = (text: string) => new TextEncoder().encode(text).length;
/** Longest extension (with its dot) kept when a name is cut. */
const KEPT_EXTENSION_BYTES = 16;
const graphemes = new Intl.Segmenter();

/**
 * The name cut to at most `maxBytes` UTF-8 bytes, whole characters (graphemes) only, keeping its
 * extension: "長い名前….pdf" stays a ".pdf".
 */
export function boundFileName(name: string, maxBytes: number): string {
  if (utf8Length(name) <= maxBytes) return name;
  const dot = name.lastIndexOf(".");
  const tail = dot > 0 ? name.slice(dot) : "";
  const ext = utf8Length(tail) <= KEPT_EXTENSION_BYTES ? tail : "";
  let budget = maxBytes - utf8Length(ext);
  let stem = "";
  for (const { segment } of graphemes.segment(name.slice(0, name.length - ext.length))) {
    budget -= utf8Length(segment);
    if (budget < 0) break;
    stem += segment;
  }
  return `${stem.trimEnd()}${ext}`;
}

/**
 * A file name as it is stored and shown: NFC, without control characters or bidi marks (which can
 * make "txt.pdf" read as "fdp.txt"), "/" and "\" turned into "_", trimmed, and at most
 * FILE_NAME_MAX_BYTES (255) UTF-8 bytes with its extension kept.
 */
export function normaliseFileName(name: string): string {
  const visible = name.replace(INVISIBLE_IN_NAMES, "").normalize("NFC").replace(/[/\\]/g, "_").trim();
  return boundFileName(visible, FILE_NAME_MAX_BYTES);
}

/**
 * The first problem of a drop or pick, or undefined: nothing (0101001), more than one file
 * (0102004), not .pdf/.zip (0102001), over 5 MB (0102002), a type not listed for its extension
 * (0101002; FILE_ACCEPTED_TYPES).
 */
export function validateUploadFiles(files: readonly FileLike[]): FileProblem | undefined {
  const [file] = files;
  if (!file) return problem(FIELD_MESSAGE_CODES.required);
  if (files.length > FILE_MAX_COUNT_PER_UPLOAD) return problem("0102004");
  const badExtension = extensionProblem(file.name);
  if (badExtension) return badExtension;
  if (file.size > FILE_MAX_BYTES) return problem("0102002", { Size: formatFileSize(FILE_MAX_BYTES) });
  if (!typeMatchesName(file.name, file.type)) return problem(FIELD_MESSAGE_CODES.wrongFormat);
  return undefined;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04"

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The kind the first bytes of a file reveal: "%PDF-" is a pdf, "PK\x03\x04" a zip. */
export function detectFileKind(bytes: Uint8Array): FileExtension | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC)) return "zip";
  return undefined;
}

/** Whether the content of a file is what its name says. */
export function contentMatchesName(name: string, bytes: Uint8Array): boolean {
  const ext = fileExtension(name);
  return ext !== undefined && detectFileKind(bytes) === ext;
}

/**
 * GET /material-files/upload-presigned-url query: business_id and a .pdf/.zip filename (0102001),
 * normalised (`normaliseFileName`) before it is checked and kept.
 */
export const uploadPresignedUrlQuerySchema = z.object({
  business_id: idSchema,
  filename: z
    .pipe(
      z
        .string({ error: FIELD_MESSAGE_CODES.required })
        .check(
          z.trim(),
          z.minLength(1, FIELD_MESSAGE_CODES.required),
          z.maxLength(
            FILE_NAME_MAX_LENGTH,
            encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: FILE_NAME_MAX_LENGTH }),
          ),
        ),
      z.transform(normaliseFileName),
    )
    .check(
      z.refine(
        (name) => fileExtension(name) !== undefined,
        encodeMessage("0102001", { Extensions: ACCEPTED_EXTENSIONS_TEXT }),
      ),
    ),
});

/**
 * The stored name: generated id, upload date (Tokyo, yyyyMMdd) and the normalised original name,
 * cut to STORED_NAME_MAX_BYTES so that the key's last segment fits a file system's 255 bytes.
 */
export function storedFilename(generatedId: string, uploadedAt: Date, originalName: string): string {
  const safeName = boundFileName(normaliseFileName(originalName), STORED_NAME_MAX_BYTES);
  return `${generatedId}_${tokyoDateKey(uploadedAt).replaceAll("-", "")}_${safeName}`;
}

/**
 * When a negotiation file uploaded at `uploadedAt` is removed: the same Tokyo wall-clock time one
 * calendar month later, on the month's last day when it is shorter (1/31 → 2/28).
 */
export function negotiationFileExpiresAt(uploadedAt: Date): Date {
  const { year, month, day } = tokyoParts(uploadedAt);
  const targetMonthIndex = month - 1 + NEGOTIATION_FILE_RETENTION_MONTHS;
  const lastDay = new Date(Date.UTC(year, targetMonthIndex + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(year, targetMonthIndex, Math.min(day, lastDay)));
  const timeOfDay = uploadedAt.getTime() - tokyoInstant(tokyoDateKey(uploadedAt)).getTime();
  return tokyoInstant(target.toISOString().slice(0, 10), timeOfDay / MINUTE_MS);
}

/** Whether a negotiation holding `currentCount` files can take one more. */
export function canStoreNegotiationFile(currentCount: number): boolean {
  return currentCount < NEGOTIATION_FILE_LIMIT;
}
