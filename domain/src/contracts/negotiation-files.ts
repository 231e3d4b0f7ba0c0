import * as z from "zod/mini";
import { NEGOTIATION_PARTIES } from "../account.js";
import { encodeMessage, FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { uploadPresignedUrlQuerySchema } from "../validation/file-upload.js";
import { idSchema } from "../validation/id.js";
import { endpointGroup } from "./endpoint.js";
import { storedFileShape } from "./shared.js";

/**
 * One storage path, or a list of exactly one: a list of more is "one file at a time" (0102004),
 * an empty one or a blank path is required (0101001).
 */
const singlePathSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())], { error: FIELD_MESSAGE_CODES.required }).check(
      z.superRefine((value, ctx) => {
        if (Array.isArray(value) && value.length > 1)
          ctx.addIssue({ code: "custom", message: encodeMessage("0102004") });
      }),
    ),
    z.transform((value) => (Array.isArray(value) ? (value[0] ?? "") : value).trim()),
  ),
  z.string().check(z.minLength(1, FIELD_MESSAGE_CODES.required)),
);

/** POST /negotiations/{id}/files: attach the object uploaded to `s3_filepath` (from the upload URL call). */
export const attachNegotiationFileBodySchema = z.object({ s3_filepath: singlePathSchema });

/** A file of a negotiation room as the api lists it. */
export const restNegotiationFileSchema = z.object({
  file_id: z.number().check(z.int()),
  negotiation_id: z.number().check(z.int()),
  ...storedFileShape,
  /** @iryo/domain/chat-sender-type: 1 business (provider), 2 user (member). */
  uploader_type: z.number().check(z.int()),
  /** The provider's name, or the member's hospital and name. */
  uploader_name: z.string(),
  /** Whether the caller's side uploaded it. */
  is_own: z.boolean(),
  created_at: z.string(),
  /** When the purge job removes it (1 month after upload). */
  expires_at: z.string(),
  /** Set once the retention ended and the content was deleted; the row stays listed. */
  purged_at: z.nullable(z.string()),
  /** A short-lived signed download URL; null once purged. */
  download_url: z.nullable(z.string()),
  /** When `download_url` stops working. */
  download_url_expires_at: z.nullable(z.string()),
});

const negotiationFile = endpointGroup({ tag: "negotiation-files", access: NEGOTIATION_PARTIES, errors: ["0109005"] });

export const requestUploadUrl = negotiationFile.get("/material-files/upload-presigned-url", {
  summary:
    "A short-lived URL to PUT one file to: a negotiation file (business_id names the negotiation; the member or an account of its provider), or with service_id an introduction material (business_id names the staff's organisation, ADR 145)",
  query: z.extend(uploadPresignedUrlQuerySchema, { service_id: z.optional(idSchema) }),
  response: z.object({
    /** PUT the file here once, with its Content-Type: an origin-relative api path on both stores (ADR 101). */
    upload_presigned_url: z.string(),
    /** The storage key to attach with POST /negotiations/{id}/files. */
    s3_filepath: z.string(),
    expires_at: z.string(),
  }),
  errors: ["0101001", "0102001", "0102004", "0109002"],
});

export const attachNegotiationFile = negotiationFile.post("/negotiations/{id}/files", {
  summary: "Attach an uploaded file to a negotiation after checking its content, size, type and the 10-file limit",
  body: attachNegotiationFileBodySchema,
  response: restNegotiationFileSchema,
  status: 201,
  errors: ["0101001", "0101002", "0102001", "0102002", "0102004", "0102005", "0109002"],
});

export const listNegotiationFiles = negotiationFile.get("/negotiations/{id}/files", {
  summary: "The files of a negotiation, oldest first, with short-lived signed download URLs",
  response: z.object({
    files: z.array(restNegotiationFileSchema),
    /** At most this many stored (not purged) files per negotiation. */
    file_limit: z.number().check(z.int()),
    /** Whether the room takes no more files (cancelled or sent off). */
    read_only: z.boolean(),
  }),
});
