import * as z from "zod/mini";
import { PROVIDER_STAFF } from "../account.js";
import { CHANGE_STATES } from "../publishing.js";
import { maxLength, requiredText } from "../validation/rules.js";
import { endpointGroup } from "./endpoint.js";
import { materialVersionSchema, restChangeSchema } from "./provider-listings.js";

const int = () => z.number().check(z.int());

/** What staff send for a new material or a replacement: the upload is optional for a replacement. */
export const materialDraftBodySchema = z.object({
  title: requiredText(100),
  description: z.string().check(z.trim(), maxLength(1000)),
  s3_filepath: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
});

/** A public material of a service as its staff see it, with its open change. */
export const restOwnMaterialSchema = z.object({
  /** The public material's id (null for a new material not approved yet). */
  material_id: z.nullable(int()),
  title: z.string(),
  description: z.string(),
  file_name: z.string(),
  size_bytes: int(),
  /** public: no open change; else the state of its open (or last rejected) change. */
  status: z.enum(["public", ...CHANGE_STATES]),
  change: z.nullable(restChangeSchema),
  /** What the open change proposes (null when none). */
  proposed: z.nullable(materialVersionSchema),
});

const staff = endpointGroup({ tag: "provider-materials", access: PROVIDER_STAFF, errors: ["0109005"] });

export const listOwnMaterials = staff.get("/provider/services/{id}/materials", {
  summary: "A service's materials as its staff see them: public ones with their open change, and new ones proposed",
  response: z.object({ service_id: int(), materials: z.array(restOwnMaterialSchema) }),
});

export const createMaterialDraft = staff.post("/provider/services/{id}/materials", {
  summary: "Proposes a new material for the service (a draft) from a checked upload (`s3_filepath`)",
  body: materialDraftBodySchema,
  response: restChangeSchema,
  status: 201,
  errors: ["0101001", "0101002", "0102001", "0102002"],
});

export const replaceMaterialDraft = staff.put("/provider/materials/{id}/draft", {
  summary: "Proposes a new title, description and (with `s3_filepath`) file for a public material (a draft)",
  body: materialDraftBodySchema,
  response: restChangeSchema,
  errors: ["0101002", "0102001", "0102002", "0302001"],
});

export const retireMaterialDraft = staff.post("/provider/materials/{id}/retire", {
  summary: "Proposes to retire a public material (a draft): once approved, visitors no longer see it",
  response: restChangeSchema,
  errors: ["0302001"],
});

export const submitMaterialChange = staff.post("/provider/material-changes/{id}/submit", {
  summary: "Submits a material draft for review; the diff (title, description, file) is kept",
  response: restChangeSchema,
  errors: ["0302002", "0302003"],
});

export const withdrawMaterialChange = staff.delete("/provider/material-changes/{id}", {
  summary: "Withdraws a material draft or submission before an operator decides",
  response: restChangeSchema,
  errors: ["0302002"],
});
