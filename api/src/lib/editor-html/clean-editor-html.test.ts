import { describe, expect, it } from "vitest";
import { cleanEditorHtml, splitArticleBody } from "./clean-editor-html.js";

// The sanitiser's window is made on the first call (ADR 183): the first call of each function answers
// as every later one does.
describe("cleanEditorHtml / splitArticleBody (jsdom loaded on first use)", () => {
  it("cleans on the first call: script, handlers and javascript: URLs go, allowed markup stays", () => {
    expect(
      cleanEditorHtml('<p onclick="x()">本文<script>alert(1)</script><a href="javascript:alert(1)">リンク</a></p>'),
    ).toBe("<p>本文<a>リンク</a></p>");
    expect(cleanEditorHtml('<p><a href="https://example.com/">外部</a></p>')).toBe(
      '<p><a href="https://example.com/">外部</a></p>',
    );
  });

  it("splits a stored body into the common part and the two visibility blocks", () => {
    expect(
      splitArticleBody(
        '<p>共通</p><div data-visibility="before-login"><p>前</p></div><div data-visibility="after-login"><p>後</p></div>',
      ),
    ).toEqual({ body_html: "<p>共通</p>", before_login_html: "<p>前</p>", after_login_html: "<p>後</p>" });
  });
});
