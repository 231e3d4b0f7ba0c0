import { describe, expect, it } from "vitest";
import { articleFormOf, articleFormSchema, articleInputOf, EMPTY_ARTICLE } from "./article-form";

describe("article form values", () => {
  it("When tags are typed with commas and 、, then the input carries each trimmed tag once", () => {
    const input = articleInputOf({
      ...EMPTY_ARTICLE,
      title: "t",
      bodyHtml: "<p>b</p>",
      tags: "電子カルテ, 導入、 電子カルテ ,",
      serviceIds: ["3"],
    });
    expect(input.tags).toEqual(["電子カルテ", "導入"]);
    expect(input.serviceIds).toEqual(["3"]);
  });

  it("When a version is loaded, then its tags are one line and its parts stay apart", () => {
    const values = articleFormOf({
      __typename: "ProviderArticleVersion",
      title: "t",
      summary: "",
      bodyHtml: "<p>b</p>",
      beforeLoginHtml: "<p>前</p>",
      afterLoginHtml: "<p>後</p>",
      tags: ["a", "b"],
      serviceIds: ["1"],
      retire: false,
    });
    expect(values).toMatchObject({ tags: "a, b", beforeLoginHtml: "<p>前</p>", serviceIds: ["1"] });
  });

  it("When the title or body is empty or there are eleven tags, then the schema refuses", () => {
    expect(articleFormSchema.safeParse({ ...EMPTY_ARTICLE, bodyHtml: "<p>b</p>" }).success).toBe(false);
    expect(articleFormSchema.safeParse({ ...EMPTY_ARTICLE, title: "t" }).success).toBe(false);
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i}`).join(",");
    expect(articleFormSchema.safeParse({ ...EMPTY_ARTICLE, title: "t", bodyHtml: "<p>b</p>", tags }).success).toBe(
      false,
    );
    expect(articleFormSchema.safeParse({ ...EMPTY_ARTICLE, title: "t", bodyHtml: "<p>b</p>", tags: "a" }).success).toBe(
      true,
    );
  });
});
