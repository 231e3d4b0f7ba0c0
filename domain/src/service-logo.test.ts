import { describe, expect, it } from "vitest";
import { parseServiceLogoFile, SERVICE_LOGO_TYPES } from "./service-logo.js";

describe("service logo file names", () => {
  it("When a file name has an id, a 16-digit version and a known extension, then its parts come back", () => {
    expect(parseServiceLogoFile("42-0123456789abcdef.svg")).toEqual({
      serviceId: 42,
      version: "0123456789abcdef",
      extension: "svg",
    });
    expect(parseServiceLogoFile("7-ffffffffffffffff.webp")?.extension).toBe("webp");
  });

  it.each([
    "42.svg",
    "42-0123456789abcde.svg",
    "42-0123456789abcdef0.svg",
    "42-0123456789ABCDEF.svg",
    "42-0123456789abcdef.gif",
    "x-0123456789abcdef.svg",
    "1234567890-0123456789abcdef.svg",
    "../42-0123456789abcdef.svg",
  ])("When the file name is %s, then it is not a logo", (file) => {
    expect(parseServiceLogoFile(file)).toBeUndefined();
  });

  it("When an extension is known, then it maps to an image type", () => {
    expect(SERVICE_LOGO_TYPES.jpg).toBe("image/jpeg");
    expect(Object.keys(SERVICE_LOGO_TYPES)).toEqual(["svg", "png", "jpg", "webp"]);
  });
});
