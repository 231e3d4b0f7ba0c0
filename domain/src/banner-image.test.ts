import { describe, expect, it } from "vitest";
import {
  BANNER_MAX_BYTES,
  BANNER_SIZES,
  bannerImageProblem,
  bannerSizeMessageValues,
  readImageHeader,
} from "./banner-image.js";

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The signature and IHDR chunk of a PNG of this size (what a real encoder writes first). */
function png(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...be32(13),
    ...ascii("IHDR"),
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

/** SOI, an APP0 segment, a fill byte, a DHT-like segment that must be skipped, then SOF2 with the size. */
function jpeg(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    ...ascii("JFIF"),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xff,
    0xc4,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc2,
    0x00,
    0x11,
    0x08,
    (height >> 8) & 0xff,
    height & 0xff,
    (width >> 8) & 0xff,
    width & 0xff,
    3,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

function riff(chunk: string, body: number[]): Uint8Array {
  return Uint8Array.from([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBP"), ...ascii(chunk), 0, 0, 0, 0, ...body]);
}
const webpLossy = (w: number, h: number) => riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h), 0, 0]);
function webpLossless(w: number, h: number): Uint8Array {
  const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
  return riff("VP8L", [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0, 0]);
}
const webpExtended = (w: number, h: number) => riff("VP8X", [0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1), 0, 0]);

describe("readImageHeader", () => {
  it.each([
    ["png", png(1318, 100), "image/png"],
    ["jpeg", jpeg(1318, 100), "image/jpeg"],
    ["lossy webp", webpLossy(1318, 100), "image/webp"],
    ["lossless webp", webpLossless(1318, 100), "image/webp"],
    ["extended webp", webpExtended(1318, 100), "image/webp"],
  ])("reads the size of a %s", (_name, bytes, type) => {
    expect(readImageHeader(bytes)).toEqual({ type, width: 1318, height: 100 });
  });

  it("answers undefined for what it cannot read", () => {
    expect(readImageHeader(ascii("GIF89a") as unknown as Uint8Array)).toBeUndefined();
    expect(readImageHeader(png(10, 10).slice(0, 20))).toBeUndefined();
    expect(readImageHeader(jpeg(10, 10).slice(0, 12))).toBeUndefined();
    // A JPEG whose segments lose their markers.
    expect(readImageHeader(Uint8Array.from([0xff, 0xd8, 0x00, 0x01, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(readImageHeader(riff("VP8?", new Array(16).fill(0)))).toBeUndefined();
  });
});

describe("bannerImageProblem", () => {
  it("accepts exactly the PC and mobile sizes", () => {
    expect(bannerImageProblem(png(1318, 100), "pc")).toBeUndefined();
    expect(bannerImageProblem(jpeg(750, 176), "mobile")).toBeUndefined();
  });

  it("refuses one pixel off, the other variant's size, and unreadable bytes", () => {
    expect(bannerImageProblem(png(1318, 101), "pc")).toBe("0102003");
    expect(bannerImageProblem(webpLossy(1317, 100), "pc")).toBe("0102003");
    expect(bannerImageProblem(png(750, 176), "pc")).toBe("0102003");
    expect(bannerImageProblem(Uint8Array.from(ascii("%PDF-1.7")), "mobile")).toBe("unreadable");
  });

  it("names the variant's size for the message", () => {
    expect(bannerSizeMessageValues("mobile")).toEqual({ Width: "750", Height: "176" });
    expect(BANNER_SIZES.pc).toEqual({ width: 1318, height: 100 });
    expect(BANNER_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});
