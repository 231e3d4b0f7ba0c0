import { z } from "zod";
import { ACCOUNT_KINDS, ACTIVE_MEMBERS, ANY_ACCOUNT, ANY_MEMBER, MEMBER_STATES } from "../account.js";
import { membershipFormSchema } from "../validation/membership-form.js";
import { withdrawalSchema } from "../withdrawal.js";
import { defineEndpoint, endpointGroup } from "./endpoint.js";

const int = () => z.number().int();

/** What the header and the session guard need about the signed-in account. */
export const restLoginInfoSchema = z.object({
  user_id: int().nullable(),
  username: z.string().nullable(),
  hospital_name: z.string().nullable(),
  /** The department's label. */
  department: z.string().nullable(),
  is_pre_member: z.boolean(),
  terms_of_use_version: int().nullable(),
  /** Set for a provider account (the provider console, ADR 071); null for members. */
  provider_id: int().nullable(),
  /** The kind of account (ADR 102). */
  account_kind: z.enum(ACCOUNT_KINDS),
  /** A member account's state (ADR 102); null for other kinds. */
  member_state: z.enum(MEMBER_STATES).nullable(),
  /** The account's own address (known before registration; the membership takes it). */
  email: z.string().nullable(),
});

export const restMembershipSchema = z.object({
  user_id: int(),
  last_name: z.string(),
  first_name: z.string(),
  email: z.string(),
  hospital_prefecture: int().nullable(),
  hospital_name: z.string(),
  department: int().nullable(),
  role_in_department: int().nullable(),
  position: z.string(),
  working_corporate_type: int().nullable(),
  corporate_types: z.array(int()),
  sickbed_number: int().nullable(),
  email_magazine: int().nullable(),
  referral_code: z.string().nullable(),
  is_pre_member: z.boolean(),
  terms_of_use_version: int().nullable(),
  status_popup_closed_date: z.string().nullable(),
});

/**
 * The membership form as the api parses it. The names of the GET answer (hospital_prefecture,
 * corporate_types, email_magazine) are accepted as aliases of hospital_location, corporate_type and
 * email_magazine_flag; field errors use the name the client sent.
 */
const membershipBodySchema = membershipFormSchema;

/** The other names a membership form field may arrive under: `{ alias: field }`. */
export const MEMBERSHIP_FORM_ALIASES: Readonly<Record<string, string>> = {
  hospital_prefecture: "hospital_location",
  corporate_types: "corporate_type",
  email_magazine: "email_magazine_flag",
};

// A member account in any state: registration, completion, terms and withdrawal are how an account
// leaves a gated state (or the portal); the service answers 404/409 where the state does not fit.
const member = endpointGroup({ tag: "members", access: ANY_MEMBER });

export const loginInfo = member.get("/users/login_info", {
  access: ANY_ACCOUNT,
  summary: "The signed-in account's member summary (nulls before registration)",
  response: restLoginInfoSchema,
});

export const agreeTermsOfUsage = member.post("/users/agree-term-of-usage", {
  summary: "Agrees to the current terms of use",
  response: z.object({ terms_of_use_version: int().nullable() }),
  errors: ["0109005"],
});

export const getMembership = member.get("/membership", {
  summary: "The signed-in member's basic information",
  response: restMembershipSchema,
  errors: ["0109005"],
});

export const registerMembership = member.post("/membership", {
  summary: "Registers the signed-in account as a member (agreeing to the current terms)",
  body: membershipBodySchema,
  status: 201,
  response: z.object({ user_id: int() }),
  errors: ["0109001"],
});

export const changePreMemberInformation = member.put("/membership/change-pre-member-information", {
  summary: "Completes a pre-member's information",
  body: membershipBodySchema,
  response: z.object({ user_id: int() }),
  errors: ["0109001", "0109005"],
});

export const withdrawMembership = member.post("/membership/withdraw", {
  summary: "Withdraws the member (退会) with a retirement reason",
  body: withdrawalSchema,
  response: z.object({}),
});

/**
 * The basic information a full member changes on /user-setting tab 0: the membership form without the
 * email address, which has its own confirmed change (tab 2).
 */
const { email: _email, ...membershipUpdateShape } = membershipFormSchema.shape;
export const membershipUpdateSchema = z.object(membershipUpdateShape);
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
