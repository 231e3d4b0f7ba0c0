import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { conciergeRequestSchema } from "../concierge.js";
import { endpointGroup } from "./endpoint.js";

export const restConciergeRequestSchema = z.object({
  request_id: z.number().int(),
  inquiry_type: z.number().int(),
  body: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  hospital_name: z.string(),
  created_at: z.string(),
});

const concierge = endpointGroup({ tag: "concierge", access: ACTIVE_MEMBERS });

export const createConciergeRequest = concierge.post("/concierge/requests", {
  summary: "Sends a concierge consultation request (stored, mailed to the operator, confirmed to the member)",
  body: conciergeRequestSchema,
  response: restConciergeRequestSchema,
  status: 201,
  errors: ["0101001", "0101002", "0101004"],
});

export const listConciergeRequests = concierge.get("/concierge/requests", {
  summary: "The member's own concierge requests, newest first",
  response: z.object({ requests: z.array(restConciergeRequestSchema) }),
});
