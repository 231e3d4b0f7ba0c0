import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { considerationNoteSchema } from "../validation/consideration-note.js";
import { endpointGroup } from "./endpoint.js";
import { namedRow, serviceLogoUrlSchema } from "./shared.js";

export const restConsiderationItemSchema = z.object({
  ...namedRow("service"),
  provider_name: z.string(),
  logo_image_filepath: serviceLogoUrlSchema(),
  /** @iryo/domain/consideration CONSIDERATION_STAGE. */
  stage: z.number().int(),
  /** Whether the member added it themselves (else it came from a download or a negotiation). */
  added_by_member: z.boolean(),
  material_downloaded_at: z.string().nullable(),
  negotiation_id: z.number().int().nullable(),
  negotiation_status: z.number().int().nullable(),
  last_activity_at: z.string(),
  /** The member's own note on the service ("" when none). */
  note: z.string(),
});

const consideration = endpointGroup({ tag: "consideration", access: ACTIVE_MEMBERS });

export const listConsideration = consideration.get("/consideration-list", {
  summary: "The services the member is weighing up, with where each stands (latest activity first)",
  response: z.object({ services: z.array(restConsiderationItemSchema) }),
});

export const addToConsideration = consideration.put("/consideration-list/{id}", {
  summary: "Adds a service to the member's consideration list (idempotent)",
  response: z.null(),
  status: 204,
  errors: ["0109005"],
});

export const removeFromConsideration = consideration.delete("/consideration-list/{id}", {
  summary: "Removes a service from the list until a newer download or negotiation brings it back",
  response: z.null(),
  status: 204,
  errors: ["0109005"],
});

export const saveConsiderationNote = consideration.put("/consideration-list/{id}/note", {
  summary: "Keeps the member's own note on a service (at most 500 characters; empty removes it)",
  body: z.object({ note: considerationNoteSchema }),
  response: z.object({ service_id: z.number().int(), note: z.string() }),
  errors: ["0101004", "0109005"],
});
