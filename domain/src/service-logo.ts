// Service logos as cacheable image URLs (ADR 092). A list or detail answer carries
// `/media/logos/{serviceId}-{version}.{extension}`, where the version is derived from the stored image:
// a new logo gets a new URL, so the image itself may be cached for a year as immutable.

/** Path prefix of the logo route of the api, forwarded by the BFF on the site origin. */
export const SERVICE_LOGO_PATH = "/media/logos/";

/** Cache lifetime of a logo whose URL carries the current version (one year, immutable). */
export const SERVICE_LOGO_MAX_AGE_S = 31_536_000;

/** Cache lifetime of a logo asked for with an outdated version (the current image is sent). */
export const SERVICE_LOGO_STALE_MAX_AGE_S = 60;

/** The image types a stored logo may have, by the extension of its URL. */
export const SERVICE_LOGO_TYPES = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
} as const;

type ServiceLogoExtension = keyof typeof SERVICE_LOGO_TYPES;

const LOGO_FILE = /^(\d{1,9})-([0-9a-f]{16})\.(svg|png|jpg|webp)$/;

export interface ServiceLogoFile {
  readonly serviceId: number;
  readonly version: string;
  readonly extension: ServiceLogoExtension;
}

function isLogoExtension(value: string): value is ServiceLogoExtension {
  return Object.hasOwn(SERVICE_LOGO_TYPES, value);
}

/** The parts of a logo file name (`{serviceId}-{version}.{extension}`); undefined when it is not one. */
export function parseServiceLogoFile(file: string): ServiceLogoFile | undefined {
  const match = LOGO_FILE.exec(file);
  if (!match) return undefined;
  // The pattern guarantees the three groups and one of the extensions; the guard narrows the type.
  const [, id = "", version = "", extension = ""] = match;
  return isLogoExtension(extension) ? { serviceId: Number(id), version, extension } : undefined;
}
