// Introduction-material downloads (product §1, §7): the details a provider receives as a lead, the
// consent a member gives before the first download, and the bundle (zip) limits.

import * as z from "zod/mini";
import { membershipDepartmentType } from "./classification.js";
import { REQUEST_INVALID_CODE } from "./error-catalogue.js";
import { fromScreenSchema } from "./from-screen.js";
import { prefecture } from "./prefecture.js";
import { idSchema } from "./validation/id.js";

/**
 * The version of the consent text. A member who consented to an older version is asked again
 * before the next download (raise it when the shared details change).
 */
export const MATERIAL_CONSENT_VERSION = 1;

/** At most this many services' materials go into one zip (one page of the consideration list). */
export const MATERIAL_BUNDLE_MAX_SERVICES = 20;

/** The member details a provider receives with every download, in the order they are shown. */
export const SHARED_MEMBER_FIELDS = [
  { key: "name", label: "氏名" },
  { key: "email", label: "メールアドレス" },
  { key: "hospital_prefecture", label: "勤務先の所在地" },
  { key: "hospital_name", label: "勤務先の名称" },
  { key: "department", label: "部署" },
  { key: "position", label: "役職" },
] as const;

export type SharedMemberFieldKey = (typeof SHARED_MEMBER_FIELDS)[number]["key"];

/** The member record the shared details are read from. */
export interface SharedMemberSource {
  readonly last_name: string;
  readonly first_name: string;
  readonly email: string;
  readonly hospital_prefecture: number | null;
  readonly hospital_name: string;
  readonly department: number | null;
  readonly position: string;
}

/** Each shared detail with its label and the member's value, exactly as the provider will see it. */
export function sharedMemberDetails(
  member: SharedMemberSource,
): { key: SharedMemberFieldKey; label: string; value: string }[] {
  const values: Record<SharedMemberFieldKey, string> = {
    name: `${member.last_name} ${member.first_name}`.trim(),
    email: member.email,
    hospital_prefecture: prefecture.labelOf(member.hospital_prefecture) ?? "",
    hospital_name: member.hospital_name,
    department: membershipDepartmentType.labelOf(member.department) ?? "",
    position: member.position,
  };
  return SHARED_MEMBER_FIELDS.map((f) => ({ key: f.key, label: f.label, value: values[f.key] }));
}

/** `service_ids: [3, 8, 12]`: 1 to MATERIAL_BUNDLE_MAX_SERVICES distinct service ids (0109004 otherwise). */
const materialBundleIdsSchema = z.array(idSchema, { error: REQUEST_INVALID_CODE }).check(
  z.minLength(1, REQUEST_INVALID_CODE),
  z.maxLength(MATERIAL_BUNDLE_MAX_SERVICES, REQUEST_INVALID_CODE),
  z.refine((ids) => new Set(ids).size === ids.length, REQUEST_INVALID_CODE),
);

/** The body of a bundle download's request: the services and the screen it started from. */
export const materialBundleRequestSchema = z.object({
  service_ids: materialBundleIdsSchema,
  from_screen: z.optional(fromScreenSchema),
});

/** The body of a single download's request: the screen the download started from, kept on the lead. */
export const materialDownloadRequestSchema = z.object({ from_screen: z.optional(fromScreenSchema) });

/**
 * How long the one-time URL of a recorded download stays valid (ADR 209): the browser follows it at
 * once, so a minute is plenty; an unused ticket then expires with nothing left to record.
 */
export const MATERIAL_DOWNLOAD_TICKET_TTL_MS = 60_000;

/** A download ticket as the api hands it out: 32 random bytes, base64url (43 characters). */
export const materialDownloadTicketSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, REQUEST_INVALID_CODE));

/** `?ticket=` of the download that redeems a ticket. */
export const materialDownloadTicketQuerySchema = z.object({ ticket: materialDownloadTicketSchema });

/** `?service_id=` of the material-file list. */
export const materialFilesQuerySchema = z.object({ service_id: idSchema });

/** The name of a bundle download, e.g. `introduction-materials-20261122.zip`. */
export function materialBundleFileName(now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 3_600_000);
  return `introduction-materials-${tokyo.toISOString().slice(0, 10).replaceAll("-", "")}.zip`;
}

/** A stored copy of shared details (jsonb, or its text) read defensively: malformed entries are dropped. */
export function storedSharedDetails(raw: unknown): { key: string; label: string; value: string }[] {
  const value = typeof raw === "string" ? (JSON.parse(raw) as unknown) : raw;
  if (!Array.isArray(value)) return [];
  return value.flatMap((d: unknown) => {
    if (typeof d !== "object" || d === null) return [];
    const { key, label, value: v } = d as Record<string, unknown>;
    return typeof key === "string" && typeof label === "string" && typeof v === "string"
      ? [{ key, label, value: v }]
      : [];
  });
}
