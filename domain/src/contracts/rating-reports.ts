import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { endpointGroup } from "./endpoint.js";
import { reportRatingBody } from "./operator.js";

const report = endpointGroup({ tag: "ratings", access: ACTIVE_MEMBERS });

/** 「不適切な内容を報告」: one report per member and published review (ADR 148). */
export const reportRating = report.post("/ratings/{id}/report", {
  summary: "Reports a published review as inappropriate, with a reason; once per member (0203004)",
  body: reportRatingBody,
  response: z.object({ rating_id: z.number().int(), reported: z.literal(true) }),
  status: 201,
  errors: ["0109005", "0203004", "0203005"],
});
