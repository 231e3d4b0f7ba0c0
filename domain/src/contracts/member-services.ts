import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { defineEndpoint, endpointGroup } from "./endpoint.js";
import { RATING_STATES } from "./member-ratings.js";

/**
 * What a member sees of a service beyond the public detail (ADR 060): their own bookmark, rating and
 * negotiation state for it, and whether they may post a rating.
 */
export const restServiceMemberStateSchema = z.object({
  bookmarked: z.boolean(),
  bookmark_count: z.number().int(),
  own_rating: z
    .object({ rating_id: z.number().int(), status: z.enum(RATING_STATES), version: z.number().int() })
    .nullable(),
  rating_refusal_code: z.string().nullable(),
  /** The member's open application for the service (at most one, ADR 106), else their newest negotiation about it. */
  negotiation: z
    .object({ negotiation_id: z.number().int(), negotiation_status: z.number().int(), updated_at: z.string() })
    .nullable(),
});

/** The public answer (its own contract) with the member block added; only the block is checked here. */
const withMember = z.looseObject({
  service_id: z.number().int().optional(),
  member: restServiceMemberStateSchema,
});

const memberService = endpointGroup({ tag: "member-services", access: ACTIVE_MEMBERS, errors: ["0109005"] });

export const serviceDetailForMember = memberService.get("/services/{id}/auth", {
  summary: "The service detail (as GET /services/{id}) with the member's own state for it",
  response: withMember,
});

export const serviceOverviewForMember = memberService.get("/services/{id}/overview/auth", {
  summary: "The service overview (as GET /services/{id}/overview) with the member's own state for it",
  response: withMember,
});

export const serviceMaterialForMember = memberService.get("/services/material/{id}/auth", {
  summary: "The material-download page data (as GET /services/material/{id}) with the member's own state",
  response: withMember,
});

export const advertisementClickForMember = defineEndpoint({
  method: "POST",
  path: "/advertisements/{id}/click-auth",
  summary:
    "Records a member's click on an advertisement (who clicked) and answers where it leads; a repeat within the window is not counted again (click_id null), too many clicks answer 0109004",
  tag: "advertisements",
  access: ACTIVE_MEMBERS,
  response: z.object({ click_id: z.number().int().nullable(), link_url: z.string() }),
  status: 201,
  errors: ["0109004", "0109005"],
});
