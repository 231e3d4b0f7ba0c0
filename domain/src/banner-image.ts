// Banner and slide images (issue 23 item 4, issue 24 item 4): whoever supplies one — a provider for its
// seminar or an operator for the home page — it must be a PNG, JPEG or WebP of exactly 1318×100 pixels
// (PC) or 750×176 pixels (mobile), checked by reading the image's own header, never its name (0102003).

import { detectLogoType, type ServiceLogoType } from "./service-listing.js";

/** The two banner variants and their exact sizes in pixels. */
export const BANNER_SIZES = {
  pc: { width: 1318, height: 100 },
  mobile: { width: 750, height: 176 },
} as const;
export type BannerVariant = keyof typeof BANNER_SIZES;

/** A banner file may be at most this large (2 MB). */
export const BANNER_MAX_BYTES = 2 * 1024 * 1024;

export interface ImageHeader {
  readonly type: ServiceLogoType;
  readonly width: number;
  readonly height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

/** The pixel size of a JPEG: the first start-of-frame segment (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/** The pixel size of a WebP: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(b: Uint8Array): { width: number; height: number } | undefined {
  const chunk = String.fromCharCode(b[12] ?? 0, b[13] ?? 0, b[14] ?? 0, b[15] ?? 0);
  if (chunk === "VP8 " && b.length >= 30) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L" && b.length >= 25) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return undefined;
}

/** The type and pixel size of an image from its first bytes (the first 64 KB are plenty), or undefined. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const type = detectLogoType(bytes);
  let size: { width: number; height: number } | undefined;
  if (type === "image/png")
    size = bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : undefined;
  else if (type === "image/jpeg") size = jpegSize(bytes);
  else if (type === "image/webp") size = webpSize(bytes);
  return type && size ? { type, ...size } : undefined;
}

/**
 * Why an image cannot be a banner of this variant: "unreadable" when it is not a PNG, JPEG or WebP whose
 * size can be read, "0102003" when its size is not exactly the variant's; undefined when it fits.
 */
export function bannerImageProblem(bytes: Uint8Array, variant: BannerVariant): "unreadable" | "0102003" | undefined {
  const header = readImageHeader(bytes);
  if (!header) return "unreadable";
  const want = BANNER_SIZES[variant];
  return header.width === want.width && header.height === want.height ? undefined : "0102003";
}

/** The values of 0102003's message for a variant ({{Width}}×{{Height}}). */
export function bannerSizeMessageValues(variant: BannerVariant): { Width: string; Height: string } {
  const want = BANNER_SIZES[variant];
  return { Width: String(want.width), Height: String(want.height) };
}
