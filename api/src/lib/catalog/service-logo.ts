// Service logos as image URLs (ADR 092): lists and details select `serviceLogoUrl("s")` instead of the
// stored data URL, and GET /media/logos/{id}-{version}.{ext} serves the image itself.

import { SERVICE_LOGO_PATH, SERVICE_LOGO_TYPES } from "@iryo/domain/service-logo";
import { type RawBuilder, sql } from "kysely";

/**
 * The logo of the services row aliased `alias` as the browser loads it: `/media/logos/{id}-{logo_file}`
 * for a logo stored as a data URL (migration 071 keeps `logo_file`), the stored value otherwise (a
 * path or an https URL), or null.
 */
export function serviceLogoUrl(alias: string): RawBuilder<string | null> {
  const file = sql.ref(`${alias}.logo_file`);
  return sql<
    string | null
  >`CASE WHEN ${file} IS NULL THEN ${sql.ref(`${alias}.logo_image_filepath`)} ELSE ${SERVICE_LOGO_PATH} || ${sql.ref(`${alias}.id`)} || '-' || ${file} END`;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z-]+=[^;,]*)*)(;base64)?,(.*)$/is;

/** The bytes and type of an image data URL of a logo type; undefined for anything else. */
export function decodeLogoDataUrl(value: string): { readonly type: string; readonly body: Buffer } | undefined {
  const match = DATA_URL.exec(value);
  if (!match) return undefined;
  const [, type = "", , base64, data = ""] = match;
  const known: readonly string[] = Object.values(SERVICE_LOGO_TYPES);
  if (!known.includes(type.toLowerCase())) return undefined;
  try {
    const body = base64 ? Buffer.from(data, "base64") : Buffer.from(decodeURIComponent(data), "utf8");
    return { type: type.toLowerCase(), body };
  } catch {
    return undefined;
  }
}
