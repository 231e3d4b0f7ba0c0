import { describe, expect, it } from "vitest";
import { ARTICLE_LABELS, composeArticleBody, normaliseTags } from "./provider-article.js";

describe("composeArticleBody", () => {
  it("puts the before-login and after-login blocks after the common body as top-level divs", () => {
    expect(
      composeArticleBody({ body_html: "<p>本文</p>", before_login_html: "<p>前</p>", after_login_html: "<p>後</p>" }),
    ).toBe(
      '<p>本文</p><div data-visibility="before-login"><p>前</p></div><div data-visibility="after-login"><p>後</p></div>',
    );
  });

  it("leaves an empty or blank block out", () => {
    expect(composeArticleBody({ body_html: "<p>本文</p>", before_login_html: "  ", after_login_html: "" })).toBe(
      "<p>本文</p>",
    );
    expect(composeArticleBody({ body_html: "", before_login_html: "", after_login_html: "<p>後</p>" })).toBe(
      '<div data-visibility="after-login"><p>後</p></div>',
    );
  });
});

describe("normaliseTags", () => {
  it("trims, drops empty tags and keeps the first of each", () => {
    expect(normaliseTags([" 電子カルテ ", "", "クラウド", "電子カルテ", "  "])).toEqual(["電子カルテ", "クラウド"]);
  });
});

describe("ARTICLE_LABELS", () => {
  it("labels every compared field in Japanese", () => {
    expect(Object.keys(ARTICLE_LABELS)).toEqual([
      "title",
      "summary",
      "body_html",
      "before_login_html",
      "after_login_html",
      "tags",
      "services",
      "status",
    ]);
    expect(ARTICLE_LABELS.before_login_html).toContain("ログイン前");
  });
});
