import { describe, expect, it } from "vitest";
import { detectLogoType, listingPeriodProblem } from "./service-listing.js";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("detectLogoType", () => {
  it("When the bytes start with the PNG, JPEG or WebP signature, then that type", () => {
    expect(detectLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectLogoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectLogoType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe("image/webp");
  });

  it("When the bytes are another RIFF file, a PDF or too short, then no type", () => {
    // A WAV file is RIFF too, with WAVE where WebP has WEBP.
    expect(detectLogoType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeUndefined();
    expect(detectLogoType(new TextEncoder().encode("%PDF-1.4"))).toBeUndefined();
    expect(detectLogoType(bytes(0xff, 0xd8))).toBeUndefined();
  });
});

describe("listingPeriodProblem", () => {
  const today = "2026-11-26";
  const none = { starts_on: null, ends_on: null };

  it("When a new start is today or in the past, then 0301001; a future start passes", () => {
    expect(listingPeriodProblem(none, { starts_on: today, ends_on: null }, today)).toBe("0301001");
    expect(listingPeriodProblem(none, { starts_on: "2026-11-01", ends_on: null }, today)).toBe("0301001");
    expect(listingPeriodProblem(none, { starts_on: "2026-11-27", ends_on: null }, today)).toBeUndefined();
  });

  it("When the public start has come and the start changes, then 0301002; only the end may change", () => {
    const running = { starts_on: "2026-11-01", ends_on: "2026-12-31" };
    expect(listingPeriodProblem(running, { starts_on: "2026-12-01", ends_on: "2026-12-31" }, today)).toBe("0301002");
    expect(listingPeriodProblem(running, { starts_on: "2026-11-01", ends_on: "2027-03-31" }, today)).toBeUndefined();
  });

  it("When an end is in the past or before the start, then 0301001", () => {
    expect(listingPeriodProblem(none, { starts_on: null, ends_on: "2026-11-25" }, today)).toBe("0301001");
    expect(listingPeriodProblem(none, { starts_on: "2027-01-10", ends_on: "2027-01-05" }, today)).toBe("0301001");
    expect(listingPeriodProblem(none, { starts_on: "2027-01-10", ends_on: "2027-01-10" }, today)).toBeUndefined();
  });

  it("When nothing changes, then no problem even if the stored period has passed", () => {
    const ended = { starts_on: "2025-01-01", ends_on: "2025-12-31" };
    expect(listingPeriodProblem(ended, ended, today)).toBeUndefined();
  });
});
