import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { DEMO_PROVIDERS, DEMO_SERVICES } from "./demo-data.js";
import { demoLogoDataUrl, demoLogoSvg, logoWordmark } from "./demo-logo.js";

// The api compiles without the DOM library: the little of the DOM this test reads, typed here.
interface XmlElement {
  readonly localName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
interface XmlDocument {
  readonly documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
type XmlParser = new () => { parseFromString(text: string, type: string): XmlDocument };
const parser = new (new JSDOM("").window as unknown as { DOMParser: XmlParser }).DOMParser();

/** The logo parsed as XML; a parse error throws. */
function parseSvg(svg: string): XmlDocument {
  const doc = parser.parseFromString(svg, "image/svg+xml");
  if (doc.getElementsByTagName("parsererror").length > 0) throw new Error(`invalid SVG: ${svg}`);
  return doc;
}

/** The drawn mark alone: the SVG without its wordmark. */
const markOf = (svg: string) => svg.replace(/<text[\s\S]*<\/text>/, "");

describe("demo service logos", () => {
  it("When every demo provider's logo is drawn, then each provider has a mark of its own", () => {
    const marks = DEMO_PROVIDERS.map((p, i) => markOf(demoLogoSvg(i, p.name)));
    expect(new Set(marks).size).toBe(DEMO_PROVIDERS.length);
    // Beyond the demo: the first 64 providers never share a mark.
    const many = Array.from({ length: 64 }, (_, i) => markOf(demoLogoSvg(i, "サービス")));
    expect(new Set(many).size).toBe(64);
  });

  it("When a demo service's logo is drawn, then it is well-formed SVG with the brand as a readable wordmark", () => {
    for (const s of DEMO_SERVICES) {
      const svg = demoLogoSvg(s.provider, s.name);
      const root = parseSvg(svg).documentElement;
      expect(root.localName).toBe("svg");
      expect(root.getAttribute("viewBox")).toBe("0 0 128 128");
      const text = root.getElementsByTagName("text")[0];
      expect(text?.textContent).toBe(logoWordmark(s.name));
      expect(text?.textContent?.length).toBeGreaterThan(0);
      // No script, no external reference: the logo is served as an image from our own origin.
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    }
  });

  it("When the same service is drawn twice, then the logo is identical (the seed is deterministic)", () => {
    expect(demoLogoDataUrl(3, "さくらレセプト")).toBe(demoLogoDataUrl(3, "さくらレセプト"));
    expect(demoLogoDataUrl(3, "さくらレセプト")).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  });

  it("When a name has a company word or a second word, then the wordmark is the brand alone", () => {
    expect(logoWordmark("ミライカルテ クラウド")).toBe("ミライカルテ");
    expect(logoWordmark("さくらレセプト")).toBe("さくらレセプト");
    expect(logoWordmark("A&B <Care>")).toBe("A&B");
    expect(parseSvg(demoLogoSvg(0, "A&B <Care>")).getElementsByTagName("text")[0]?.textContent).toBe("A&B");
  });
});
