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

/**
 * What kind of business an organisation is (ADR 161): an IT or digital service vendor, or the catalogue's
 * "other business" (a reseller, agency or consultancy), which lists services and materials but creates no
 * articles (0601009) and no seminars (0701001).
 */
export const PROVIDER_BUSINESS_KINDS = ["it_vendor", "other_business"] as const;
export type ProviderBusinessKind = (typeof PROVIDER_BUSINESS_KINDS)[number];

export const PROVIDER_BUSINESS_KIND_LABEL: Readonly<Record<ProviderBusinessKind, string>> = {
  it_vendor: "IT・デジタルサービス事業者",
  other_business: "その他の事業者",
};

/** The code refusing an organisation of this kind the creation of an article or a seminar, if any. */
export function editorialRefusal(
  kind: ProviderBusinessKind,
  object: "article" | "seminar",
): "0601009" | "0701001" | undefined {
  if (kind !== "other_business") return undefined;
  return object === "article" ? "0601009" : "0701001";
}
