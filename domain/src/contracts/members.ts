import { z } from "zod";
import { ACCOUNT_KINDS, ANY_ACCOUNT, ANY_MEMBER, MEMBER_STATES } from "../account.js";
import { membershipFormSchema } from "../validation/membership-form.js";
import { withdrawalSchema } from "../withdrawal.js";
import { endpointGroup } from "./endpoint.js";

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
