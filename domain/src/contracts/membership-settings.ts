import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { membershipFormSchema } from "../validation/membership-form.js";
import { defineEndpoint } from "./endpoint.js";

/**
 * The basic information a full member changes on /user-setting tab 0: the membership form without the
 * email address, which has its own confirmed change (tab 2).
 */
export const membershipUpdateSchema = membershipFormSchema.omit({ email: true });
export type MembershipUpdate = z.output<typeof membershipUpdateSchema>;

export const updateMembership = defineEndpoint({
  method: "PUT",
  path: "/membership",
  summary: "Changes a full member's basic information (not the email address)",
  tag: "membership",
  access: ACTIVE_MEMBERS,
  body: membershipUpdateSchema,
  response: z.object({ user_id: z.number().int(), updated_at: z.string() }),
  errors: ["0101001", "0101002", "0101004", "0101006", "0109002", "0109005"],
});
