import { describe, expect, it } from "vitest";
import { decodeLogoDataUrl } from "./service-logo.js";

describe("logo data URLs", () => {
  it("When the data URL is percent-encoded SVG, then its text comes back with the SVG type", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>医療</text></svg>';
    const image = decodeLogoDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(image?.type).toBe("image/svg+xml");
    expect(image?.body.toString("utf8")).toBe(svg);
  });

  it("When the data URL is base64 PNG, then its bytes come back", () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const image = decodeLogoDataUrl(`data:IMAGE/PNG;base64,${bytes.toString("base64")}`);
    expect(image).toEqual({ type: "image/png", body: bytes });
  });

  it.each([
    ["a GIF", "data:image/gif;base64,R0lGODlh"],
    ["HTML", "data:text/html,<script>alert(1)</script>"],
    ["not a data URL", "https://cdn.example/logo.png"],
    ["broken percent-encoding", "data:image/svg+xml,%E0%A4%A"],
  ])("When it is %s, then nothing is decoded", (_, value) => {
    expect(decodeLogoDataUrl(value)).toBeUndefined();
  });
});
