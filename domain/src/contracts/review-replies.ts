import { z } from "zod";
import { PROVIDER_STAFF } from "../account.js";
import { paginationQuerySchema } from "../pagination.js";
import { reviewReplyBodySchema } from "../provider-insights.js";
import { idSchema } from "../validation/id.js";
import { endpointGroup } from "./endpoint.js";
import { restRatingSchema } from "./ratings.js";
import { pageMetaShape } from "./shared.js";

const int = () => z.number().int();

/** The organisation's official reply as the staff see it: the current text and its version. */
export const restStaffReplySchema = z.object({
  reply_id: int(),
  body: z.string(),
  version: int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Earlier texts, newest first (an edit keeps them). */
  history: z.array(z.object({ version: int(), body: z.string(), created_at: z.string() })),
});

export const restProviderReviewSchema = restRatingSchema.omit({ official_reply: true }).extend({
  service_name: z.string(),
  reply: restStaffReplySchema.nullable(),
});

const staff = endpointGroup({ tag: "review-replies", access: PROVIDER_STAFF });

export const listProviderReviews = staff.get("/provider/reviews", {
  summary: "One page of the published reviews of the organisation's services, newest first, with replies",
  query: paginationQuerySchema.extend({ service_id: z.optional(idSchema) }),
  response: z.object({ reviews: z.array(restProviderReviewSchema), ...pageMetaShape }),
  errors: ["0109005"],
});

export const postReviewReply = staff.post("/provider/reviews/{id}/reply", {
  summary: "Posts the organisation's one official reply to a review of its service; mails the reviewer",
  body: z.object({ body: reviewReplyBodySchema }),
  response: restStaffReplySchema,
  status: 201,
  errors: ["0109005", "0303001"],
});

export const updateReviewReply = staff.put("/provider/reviews/{id}/reply", {
  summary: "Edits the official reply (the version read is named; a stale one answers 0109001); history is kept",
  body: z.object({ body: reviewReplyBodySchema, version: idSchema }),
  response: restStaffReplySchema,
  errors: ["0109001", "0109005"],
});
