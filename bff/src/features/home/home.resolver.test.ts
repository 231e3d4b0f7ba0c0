import "reflect-metadata";
import { describe, expect, it } from "vitest";
import { fakeContext } from "../../test/fake-context.js";
import type { Advertisement } from "../advertisements/advertisement.type.js";
import type { Content } from "../contents/content.type.js";
import type { Seminar } from "../seminars/seminar.type.js";
import type { Banner, HomeCounseling, HomeSlide } from "../site-config/site-config.type.js";
import { HomeResolver } from "./home.resolver.js";

describe("HomeResolver.home", () => {
  it("When the home page is asked for, then its six parts come from their sources, each under its field", async () => {
    // Distinct stand-ins: the test checks where each part lands, not its fields.
    const ads = [{ id: "ad" }] as unknown as Advertisement[];
    const articles = [{ id: "article" }] as unknown as Content[];
    const seminars = [{ id: "seminar" }] as unknown as Seminar[];
    const banners = [{ id: "banner" }] as unknown as Banner[];
    const counseling = { title: "counseling" } as unknown as HomeCounseling;
    const slide = { title: "slide" } as unknown as HomeSlide;
    const ctx = fakeContext({
      advertisements: { topList: async () => ads },
      contents: { topList: async () => articles },
      seminars: { topList: async () => seminars },
      siteConfig: {
        banners: async () => banners,
        homeCounseling: async () => counseling,
        homeSlide: async () => slide,
      },
    });
    await expect(new HomeResolver().home(ctx)).resolves.toEqual({
      advertisements: ads,
      contents: articles,
      seminars,
      banners,
      counseling,
      slide,
    });
  });
});
