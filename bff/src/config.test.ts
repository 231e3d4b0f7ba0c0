import { describe, expect, it } from "vitest";
import { loadBffConfig } from "./config.js";

describe("the BFF's environment", () => {
  it("When SSR is unset, then public pages are server-rendered; false or 0 turns it off", () => {
    expect(loadBffConfig({}).SSR).toBe(true);
    expect(loadBffConfig({ SSR: "" }).SSR).toBe(true);
    expect(loadBffConfig({ SSR: "false" }).SSR).toBe(false);
    expect(loadBffConfig({ SSR: "0" }).SSR).toBe(false);
    expect(() => loadBffConfig({ SSR: "off" })).toThrow(/SSR/);
  });

  it("When PUBLIC_WEB_URL is unset, then the site is named at localhost:3000; a URL that is not http(s) is refused", () => {
    expect(loadBffConfig({}).PUBLIC_WEB_URL).toBe("http://localhost:3000");
    expect(loadBffConfig({ PUBLIC_WEB_URL: "https://iryo-it-navi.example" }).PUBLIC_WEB_URL).toBe(
      "https://iryo-it-navi.example",
    );
    expect(() => loadBffConfig({ PUBLIC_WEB_URL: "ftp://iryo-it-navi.example" })).toThrow(/PUBLIC_WEB_URL/);
  });
});
