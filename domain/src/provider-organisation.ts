// Provider organisations and their staff (ADR 142): every staff account has one role inside its
// organisation, and an organisation always keeps at least one admin.

/** admin: invites, re-roles and removes colleagues (and edits); editor: edits the organisation's content. */
export const STAFF_ROLES = ["admin", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The Japanese label of a role, as the console shows it. */
export const STAFF_ROLE_LABEL: Readonly<Record<StaffRole, string>> = { admin: "管理者", editor: "編集者" };

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** The web page an invitation mail links to (the token is the last segment). */
export function invitationPath(token: string): string {
  return `/provider/invitations/${encodeURIComponent(token)}`;
}
