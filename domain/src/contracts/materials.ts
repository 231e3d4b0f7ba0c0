import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import {
  materialBundleRequestSchema,
  materialDownloadRequestSchema,
  materialDownloadTicketQuerySchema,
  materialDownloadTicketSchema,
  materialFilesQuerySchema,
} from "../material-download.js";
import { idSchema } from "../validation/id.js";
import { endpointGroup } from "./endpoint.js";
import { storedFileShape } from "./shared.js";

/** The bytes of a download (a pdf, or a zip streamed as it is built); not JSON. */
export const binaryDownloadSchema = z
  .string()
  .meta({ format: "binary", description: "application/pdf or application/zip" });

export const restSharedDetailSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const restMaterialConsentSchema = z.object({
  consent_version: z.number().int(),
  /** Whether the member has agreed to the current version. */
  consented: z.boolean(),
  consented_at: z.string().nullable(),
  /** The member's details exactly as each provider will receive them with a download. */
  shared_details: z.array(restSharedDetailSchema),
});

export const restMaterialFileSchema = z.object({
  material_file_id: z.number().int(),
  service_id: z.number().int(),
  ...storedFileShape,
});

const download = endpointGroup({ tag: "materials", access: ACTIVE_MEMBERS });
const materialFile = endpointGroup({ tag: "materials", access: "public" });

export const getMaterialConsent = download.get("/material-downloads/consent", {
  summary: "The details a provider receives with a download, and whether the member agreed to share them",
  response: restMaterialConsentSchema,
});

export const giveMaterialConsent = download.post("/material-downloads/consent", {
  summary: "Records the member's consent to share the shown details with providers (idempotent)",
  body: z.object({ consent_version: idSchema }),
  response: restMaterialConsentSchema,
  errors: ["0109001"],
});

/** A recorded download's one-time ticket (ADR 209): redeemed once, by the same member, before it expires. */
export const restMaterialDownloadTicketSchema = z.object({
  ticket: materialDownloadTicketSchema,
  expires_at: z.string(),
});

export const requestServiceMaterial = download.post("/services/{id}/material-download-tickets", {
  summary: "Records a lead for one service's material and answers a one-time ticket for its bytes",
  body: materialDownloadRequestSchema,
  response: restMaterialDownloadTicketSchema,
  status: 201,
  errors: ["0109005"],
});

export const requestServiceMaterials = download.post("/services/material-download-tickets", {
  summary: "Records a lead per service (1 to 20) and answers a one-time ticket for their zip",
  body: materialBundleRequestSchema,
  response: restMaterialDownloadTicketSchema,
  status: 201,
  errors: ["0109005"],
});

export const requestMaterialFile = download.post("/material-files/{id}/download-tickets", {
  summary: "Records a lead for one material file and answers a one-time ticket for its bytes (retired: 0302005)",
  body: materialDownloadRequestSchema,
  response: restMaterialDownloadTicketSchema,
  status: 201,
  errors: ["0109005", "0302005"],
});

export const downloadMaterials = download.get("/material-downloads", {
  summary:
    "The bytes of a recorded download (?ticket=): the pdf, or a zip streamed as it is built; once, records nothing",
  query: materialDownloadTicketQuerySchema,
  response: binaryDownloadSchema,
  errors: ["0109005"],
});

export const listMaterialFiles = materialFile.get("/material-files", {
  summary: "The material files of a service (?service_id=), without their bytes",
  query: materialFilesQuerySchema,
  response: z.object({ material_files: z.array(restMaterialFileSchema) }),
  errors: ["0109005"],
});
