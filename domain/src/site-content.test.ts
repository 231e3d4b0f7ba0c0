import { describe, expect, it } from "vitest";
import { bannerDocumentSchema, homeSlideDocumentSchema } from "./contracts/config-documents.js";
import {
  advertisementEditSchema,
  bannerShowsAt,
  editableBannerDocumentSchema,
  editableHomeSlideDocumentSchema,
  nextTermsVersion,
  publicBannerDocument,
  publicHomeSlideDocument,
  SITE_CONTENT_LABELS,
  SITE_CONTENT_NAMES,
  siteContentEditSchema,
} from "./site-content.js";

const banner = (over: Record<string, unknown> = {}) => ({
  alt: "セミナーのご案内",
  link: "/seminars/list",
  pc: "/media/site/abc-pc.png",
  sp: "/media/site/abc-sp.png",
  startsAt: null,
  endsAt: null,
  ...over,
});

describe("site content documents", () => {
  it("When the names are listed, then each has a Japanese label", () => {
    for (const name of SITE_CONTENT_NAMES) expect(SITE_CONTENT_LABELS[name]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it("When a banner's period is asked, then the start is included and the end excluded; open ends always show", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    expect(bannerShowsAt({ startsAt: null, endsAt: null }, now)).toBe(true);
    expect(bannerShowsAt({ startsAt: "2026-11-26T00:00:00Z", endsAt: null }, now)).toBe(true);
    expect(bannerShowsAt({ startsAt: "2026-11-26T00:00:01Z", endsAt: null }, now)).toBe(false);
    expect(bannerShowsAt({ startsAt: null, endsAt: "2026-11-26T00:00:00Z" }, now)).toBe(false);
    expect(bannerShowsAt({ startsAt: null, endsAt: "2026-11-26T00:00:01Z" }, now)).toBe(true);
  });

  it("When banner.json is built, then only showing banners come, in order, in the public shape", () => {
    const doc = editableBannerDocumentSchema.parse({
      banners: [
        banner({ alt: "一" }),
        banner({ alt: "終了", endsAt: "2020-01-01T00:00:00Z" }),
        banner({ alt: "三", link: "https://example.com/x" }),
      ],
    });
    const out = publicBannerDocument(doc, new Date("2026-11-26T00:00:00Z"));
    expect(out.banners.map((b) => [b.id, b.alt])).toEqual([
      [1, "一"],
      [3, "三"],
    ]);
    expect(out.banners[0]?.src).toEqual({ pc: "/media/site/abc-pc.png", sp: "/media/site/abc-sp.png" });
    expect(bannerDocumentSchema.parse(out)).toEqual(out);
  });

  it("When a banner ends before it starts, or has a foreign picture or a script link, then it is refused", () => {
    const bad = [
      banner({ startsAt: "2026-12-01T00:00:00Z", endsAt: "2026-11-01T00:00:00Z" }),
      banner({ pc: "https://evil.example/x.png" }),
      banner({ link: "javascript:alert(1)" }),
      banner({ link: "//evil.example" }),
      banner({ alt: "  " }),
    ];
    for (const b of bad) expect(editableBannerDocumentSchema.safeParse({ banners: [b] }).success).toBe(false);
    expect(
      editableBannerDocumentSchema.safeParse({
        banners: [banner({ startsAt: "2026-11-01T00:00:00+09:00", endsAt: "2026-12-01T00:00:00+09:00" })],
      }).success,
    ).toBe(true);
  });

  it("When an edit is sent, then its document is checked by its name", () => {
    const terms = {
      title: "利用規約",
      updatedOn: "2026-11-26",
      preamble: "前文です。",
      sections: [{ heading: "第1条", paragraphs: ["本文です。"] }],
    };
    expect(siteContentEditSchema.safeParse({ name: "terms", document: terms }).success).toBe(true);
    expect(siteContentEditSchema.safeParse({ name: "terms", document: { ...terms, sections: [] } }).success).toBe(
      false,
    );
    expect(siteContentEditSchema.safeParse({ name: "system_config", document: terms }).success).toBe(false);
    expect(
      siteContentEditSchema.safeParse({
        name: "system_config",
        document: { providerContactEmail: "a@example.com", statusPopupConsideringDays: 14 },
      }).success,
    ).toBe(true);
    expect(siteContentEditSchema.safeParse({ name: "classification", document: {} }).success).toBe(false);
  });

  it("When terms are published, then the version is the next one (1 for the first)", () => {
    expect(nextTermsVersion(null)).toBe(1);
    expect(nextTermsVersion(3)).toBe(4);
  });

  it("When an advertisement is edited, then the label style is 1–4 and the end is after the start", () => {
    const ad = {
      title: "電子カルテ導入キャンペーン",
      link_url: "https://example.com/",
      label_style: 3,
      starts_at: "2026-11-01T00:00:00+09:00",
      ends_at: null,
    };
    expect(advertisementEditSchema.parse(ad)).toMatchObject({ description: "", sponsor_name: "", sort_order: 0 });
    expect(advertisementEditSchema.safeParse({ ...ad, label_style: 5 }).success).toBe(false);
    expect(advertisementEditSchema.safeParse({ ...ad, ends_at: "2026-10-01T00:00:00+09:00" }).success).toBe(false);
    expect(advertisementEditSchema.safeParse({ ...ad, link_url: "" }).success).toBe(false);
  });
});

describe("home slides (ADR 174)", () => {
  const image = { alt: "年末年始のお知らせ", pc: "/media/site/abc-pc.png", sp: "/media/site/abc-sp.png" };
  const textSlide = { title: "探す", text: "カテゴリから探せます。", link: "/services/search", linkLabel: "探す" };

  it("When a version from before images is read, then it parses with no image and an open period", () => {
    const doc = editableHomeSlideDocumentSchema.parse({ title: "できること", slides: [textSlide] });
    expect(doc.slides[0]).toEqual({ ...textSlide, image: null, startsAt: null, endsAt: null });
  });

  it("When slides are served, then only showing ones come, text slides in their old shape, image slides with their pictures", () => {
    const doc = editableHomeSlideDocumentSchema.parse({
      title: "できること",
      slides: [
        { image, link: "https://example.com/x" },
        { ...textSlide, endsAt: "2020-01-01T00:00:00Z" },
        { ...textSlide, title: "比べる", startsAt: "2026-01-01T00:00:00+09:00" },
      ],
    });
    const out = publicHomeSlideDocument(doc, new Date("2026-11-26T00:00:00Z"));
    expect(out).toEqual({
      title: "できること",
      slides: [
        {
          title: "",
          text: "",
          link: "https://example.com/x",
          linkLabel: "",
          image: { alt: image.alt, src: { pc: image.pc, sp: image.sp } },
        },
        { ...textSlide, title: "比べる" },
      ],
    });
    expect(homeSlideDocumentSchema.parse(out)).toEqual(out);
  });

  it("When a slide lacks its text, its alt text, a link for its label, a label for its link, or ends before it starts, then it is refused", () => {
    const bad = [
      { ...textSlide, title: "" },
      { ...textSlide, text: "" },
      { image: { ...image, alt: "" } },
      { image, linkLabel: "詳しく" },
      { ...textSlide, linkLabel: "" },
      { image, startsAt: "2026-12-01T00:00:00Z", endsAt: "2026-11-01T00:00:00Z" },
      { image: { ...image, pc: "https://evil.example/x.png" } },
    ];
    for (const slide of bad) {
      expect(editableHomeSlideDocumentSchema.safeParse({ title: "t", slides: [slide] }).success).toBe(false);
    }
    expect(editableHomeSlideDocumentSchema.safeParse({ title: "t", slides: [] }).success).toBe(false);
    expect(
      siteContentEditSchema.safeParse({ name: "home_slide", document: { title: "t", slides: [{ image }] } }).success,
    ).toBe(true);
  });
});
