// Organisations and member support in the operator console (issue 24 item 5, ADR 166). Operators see an
// organisation's business information and staff, never its negotiations; a member's account and
// membership, never the member's negotiations, messages or files (ADR 150).

import { z } from "zod";
import { MEMBER_STATES, MEMBER_SUPPORTERS, OPERATOR_ADMINS } from "../account.js";
import { KEYWORD_MAX_LENGTH } from "../constants.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import {
  firstAdminInvitationSchema,
  MEMBER_SUPPORT_STATUSES,
  operatorReasonSchema,
  organisationFormSchema,
  supportWithdrawalSchema,
} from "../operator-support.js";
import { paginationQuerySchema } from "../pagination.js";
import { PROVIDER_BUSINESS_KINDS, STAFF_ROLES } from "../provider-organisation.js";
import { emailSchema } from "../validation/email.js";
import { endpointGroup } from "./endpoint.js";
import { pageMetaShape } from "./shared.js";

const int = () => z.number().int();

export const restOperatorOrganisationSchema = z.object({
  id: int(),
  name: z.string(),
  business_kind: z.enum(PROVIDER_BUSINESS_KINDS),
  location: z.string(),
  capital_yen: int().nullable(),
  representative: z.string(),
  /** YYYY-MM-DD, or null when unknown. */
  founded_on: z.string().nullable(),
  staff_count: int(),
  service_count: int(),
  /** When the organisation was suspended and why; both null while it is not. */
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  created_at: z.string(),
});

const staffSchema = z.object({
  account_id: int(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(STAFF_ROLES),
  joined_at: z.string(),
});

const invitationSchema = z.object({
  id: int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expires_at: z.string(),
  created_at: z.string(),
});

export const restOperatorOrganisationDetailSchema = z.object({
  organisation: restOperatorOrganisationSchema,
  staff: z.array(staffSchema),
  /** Invitations not yet accepted, revoked or expired. */
  invitations: z.array(invitationSchema),
});

export const organisationListQuerySchema = paginationQuerySchema.extend({
  /** Part of the company name (folded like the service search). */
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH, REQUEST_INVALID_CODE).optional(),
  /** Only suspended ("suspended") or only active ("active") organisations. */
  state: z.enum(["active", "suspended"], { error: REQUEST_INVALID_CODE }).optional(),
});

const admins = endpointGroup({ tag: "operator", access: OPERATOR_ADMINS });

export const listOperatorOrganisations = admins.get("/operator/organisations", {
  summary: "Provider organisations by part of their name, newest first, with their staff count and state",
  query: organisationListQuerySchema,
  response: z.object({ organisations: z.array(restOperatorOrganisationSchema), ...pageMetaShape }),
});

export const createOperatorOrganisation = admins.post("/operator/organisations", {
  summary: "Creates a provider organisation with its business kind and business information",
  body: organisationFormSchema,
  response: restOperatorOrganisationDetailSchema,
  status: 201,
});

export const getOperatorOrganisation = admins.get("/operator/organisations/{id}", {
  summary: "One organisation: business information, state, staff and pending invitations",
  response: restOperatorOrganisationDetailSchema,
  errors: ["0109005"],
});

export const inviteOrganisationAdmin = admins.post("/operator/organisations/{id}/admin-invitations", {
  summary: "Invites the organisation's first admin by e-mail (the staff invitation mail); only while it has none",
  body: firstAdminInvitationSchema,
  response: invitationSchema,
  status: 201,
  errors: ["0109005", "0205004"],
});

export const suspendOperatorOrganisation = admins.post("/operator/organisations/{id}/suspend", {
  summary: "Suspends an organisation with a reason: its listings are hidden and its staff signed out at once",
  body: operatorReasonSchema,
  response: restOperatorOrganisationDetailSchema,
  errors: ["0109005", "0205002"],
});

export const reinstateOperatorOrganisation = admins.post("/operator/organisations/{id}/reinstate", {
  summary: "Reinstates a suspended organisation with a reason: its listings are public again",
  body: operatorReasonSchema,
  response: restOperatorOrganisationDetailSchema,
  errors: ["0109005", "0205003"],
});

/** A member account as support sees it: the account and the membership, nothing of its negotiations. */
export const restSupportMemberSchema = z.object({
  account_id: int(),
  email: z.string(),
  status: z.enum(MEMBER_SUPPORT_STATUSES),
  /** The account model's state (ADR 102): registering, pre-member, needs-terms, other-business or full. */
  member_state: z.enum(MEMBER_STATES),
  signed_up_at: z.string(),
  email_confirmed_at: z.string().nullable(),
  membership: z
    .object({
      user_id: int(),
      name: z.string(),
      hospital_name: z.string(),
      is_pre_member: z.boolean(),
      terms_of_use_version: int().nullable(),
      registered_at: z.string(),
    })
    .nullable(),
});

const supporters = endpointGroup({ tag: "operator", access: MEMBER_SUPPORTERS });

/** A POST, so the address never lands in a URL (access logs, browser history). */
export const lookupSupportMember = supporters.post("/operator/members/lookup", {
  summary: "Finds one member account by its exact e-mail address (never a list); null when there is none",
  body: z.object({
    email: z.pipe(
      emailSchema,
      z.transform((e: string) => e.toLowerCase()),
    ),
  }),
  response: z.object({ member: restSupportMemberSchema.nullable() }),
});

export const resendSupportConfirmationCode = supporters.post("/operator/members/{id}/confirmation-code", {
  summary: "Sends the sign-up confirmation code again (the member's own mail); only to an unconfirmed account",
  response: z.object({ account_id: int(), sent: z.literal(true) }),
  errors: ["0109005", "0205006"],
});

export const withdrawSupportMember = supporters.post("/operator/members/{id}/withdraw", {
  summary: "Withdraws a member on request with the member's reason and the operator's note (the withdrawal rules)",
  body: supportWithdrawalSchema,
  response: z.object({ account_id: int(), status: z.literal("withdrawn") }),
  errors: ["0109005", "0205005"],
});
