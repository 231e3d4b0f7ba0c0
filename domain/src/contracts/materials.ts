import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import {
  materialBundleQuerySchema,
  materialDownloadQuerySchema,
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

export const downloadServiceMaterial = download.get("/services/{id}/download-introduction-material", {
  summary: "One service's material: the pdf when it has one file, else a zip; records a lead",
  query: materialDownloadQuerySchema,
  response: binaryDownloadSchema,
  errors: ["0109005"],
});

export const downloadServiceMaterials = download.get("/services/download-introduction-materials", {
  summary: "Several services' materials as one streamed zip (?ids=1,2,3); a lead per service",
  query: materialBundleQuerySchema,
  response: binaryDownloadSchema,
  errors: ["0109005"],
});

export const listMaterialFiles = materialFile.get("/material-files", {
  summary: "The material files of a service (?service_id=), without their bytes",
  query: materialFilesQuerySchema,
  response: z.object({ material_files: z.array(restMaterialFileSchema) }),
  errors: ["0109005"],
});

export const downloadMaterialFile = download.get("/material-files/{id}", {
  summary: "The bytes of one material file; records a lead (a retired material: 0302005)",
  query: materialDownloadQuerySchema,
  response: binaryDownloadSchema,
  errors: ["0109005", "0302005"],
});
