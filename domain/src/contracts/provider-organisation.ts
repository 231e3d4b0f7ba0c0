import { z } from "zod";
import { MEMBER_STATES, PROVIDER_STAFF } from "../account.js";
import { STAFF_ROLES } from "../provider-organisation.js";
import { emailSchema } from "../validation/email.js";
import { endpointGroup } from "./endpoint.js";

const int = () => z.number().int();
const roleSchema = z.enum(STAFF_ROLES);

/** The organisation's business information (product §3). */
export const restOrganisationSchema = z.object({
  id: int(),
  name: z.string(),
  location: z.string(),
  capital_yen: int().nullable(),
  representative: z.string(),
  /** YYYY-MM-DD, or null when unknown. */
  founded_on: z.string().nullable(),
  website_url: z.string(),
  business_description: z.string(),
});

export const restStaffMemberSchema = z.object({
  account_id: int(),
  email: z.string(),
  display_name: z.string(),
  role: roleSchema,
  joined_at: z.string(),
});

/** An invitation not yet accepted, revoked or expired. */
export const restInvitationSchema = z.object({
  id: int(),
  email: z.string(),
  role: roleSchema,
  expires_at: z.string(),
  created_at: z.string(),
});

export const restProviderOrganisationSchema = z.object({
  organisation: restOrganisationSchema,
  /** The caller's own account and role. */
  viewer_account_id: int(),
  viewer_role: roleSchema,
  staff: z.array(restStaffMemberSchema),
  /** Pending invitations (shown to every staff member; only an admin changes them). */
  invitations: z.array(restInvitationSchema),
});

const inviteBody = z.object({
  email: z.pipe(
    emailSchema,
    z.transform((email: string) => email.toLowerCase()),
  ),
  role: roleSchema,
});
const roleBody = z.object({ role: roleSchema });
/** The invitation link's token (base64url). */
const acceptBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

const staff = endpointGroup({ tag: "provider-organisation", access: PROVIDER_STAFF });

export const getProviderOrganisation = staff.get("/provider/organisation", {
  summary: "The caller's organisation: business information, staff with roles, pending invitations",
  response: restProviderOrganisationSchema,
});

export const inviteProviderStaff = staff.post("/provider/organisation/invitations", {
  summary: "An admin invites a colleague by e-mail with a role; the invitee gets a mail with a link",
  body: inviteBody,
  response: restInvitationSchema,
  status: 201,
  // 0109007: too many invitation mails to the address or from the admin (ADR 208).
  errors: ["0202005", "0109007"],
});

export const revokeProviderInvitation = staff.delete("/provider/organisation/invitations/{id}", {
  summary: "An admin revokes a pending invitation of the organisation",
  response: z.object({ id: int(), revoked: z.literal(true) }),
  errors: ["0109005"],
});

export const changeProviderStaffRole = staff.put("/provider/organisation/staff/{id}/role", {
  summary: "An admin changes a colleague's role; the last admin cannot be made an editor (0202001)",
  body: roleBody,
  response: restStaffMemberSchema,
  errors: ["0109005", "0202001"],
});

export const removeProviderStaff = staff.delete("/provider/organisation/staff/{id}", {
  summary: "An admin removes a colleague from the organisation; never the last admin (0202001)",
  response: z.object({ account_id: int(), removed: z.literal(true) }),
  errors: ["0109005", "0202001"],
});

/**
 * The invitee accepts while signed in with the invited address. A member account that has registered
 * a membership cannot become staff (ADR 102); a freshly signed-up account without a membership can.
 */
export const acceptProviderInvitation = staff.post("/provider/invitations/accept", {
  summary: "Accepts an invitation: the signed-in account joins the organisation with the invited role",
  access: { member: MEMBER_STATES, provider: true },
  body: acceptBody,
  response: z.object({ provider_id: int(), provider_name: z.string(), role: roleSchema }),
  errors: ["0202002", "0202003", "0202004", "0202006", "0205001"],
});
