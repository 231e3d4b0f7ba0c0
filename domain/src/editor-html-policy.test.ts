import { describe, expect, it } from "vitest";
import { EDITOR_ALLOWED_ATTR, EDITOR_ALLOWED_TAGS, keptAttributeValue, safeUrl } from "./editor-html-policy.js";

describe("safeUrl", () => {
  it("keeps http(s), mailto and site-relative links", () => {
    expect(safeUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeUrl("mailto:info@example.com")).toBe("mailto:info@example.com");
    expect(safeUrl("/contents/list")).toBe("/contents/list");
  });

  it("refuses javascript:, data:, protocol-relative and empty URLs, even with control characters inside", () => {
    expect(safeUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeUrl("java\tscript:alert(1)")).toBeUndefined();
    expect(safeUrl(" JavaScript:alert(1)")).toBeUndefined();
    expect(safeUrl("data:text/html,<script>")).toBeUndefined();
    expect(safeUrl("//evil.example")).toBeUndefined();
    expect(safeUrl("/\\evil.example")).toBeUndefined();
    expect(safeUrl("\u0000")).toBeUndefined();
    expect(safeUrl("relative/path")).toBeUndefined();
  });
});

describe("keptAttributeValue", () => {
  it("checks URLs, numbers and visibilities, and keeps other allowed attributes as they are", () => {
    expect(keptAttributeValue("href", "javascript:x")).toBeUndefined();
    expect(keptAttributeValue("src", "/media/a.png")).toBe("/media/a.png");
    expect(keptAttributeValue("width", "640")).toBe("640");
    expect(keptAttributeValue("width", "100%")).toBeUndefined();
    expect(keptAttributeValue("data-visibility", " After-Login ")).toBe("after-login");
    expect(keptAttributeValue("data-visibility", "admins")).toBeUndefined();
    expect(keptAttributeValue("title", "説明")).toBe("説明");
  });

  it("allows no script element and no event handler attribute", () => {
    expect(EDITOR_ALLOWED_TAGS).not.toContain("script");
    expect(EDITOR_ALLOWED_ATTR.some((a) => a.startsWith("on"))).toBe(false);
  });
});
