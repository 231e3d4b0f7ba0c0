import { describe, expect, it } from "vitest";
import { renderEditorHtml, safeUrl, youtubeVideoId } from "./content-html.js";

const visitor = (html: string) => renderEditorHtml(html, "visitor");

describe("editor HTML sanitiser", () => {
  it("When the HTML holds a script, then the script and its content are gone", () => {
    const out = visitor("<p>前</p><script>alert(1)</script><p>後</p><SCRIPT src=//evil.example></SCRIPT>");
    expect(out).toBe("<p>前</p><p>後</p>");
  });

  it("When an image has onerror, then the handler is dropped and the image kept", () => {
    const out = visitor('<img src="/a.png" onerror="alert(1)" alt="図">');
    expect(out).toBe('<img src="/a.png" alt="図" loading="lazy">');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.example/">x</a>',
  ])("When a link is %s, then it keeps no href", (html) => {
    const out = visitor(html);
    expect(out).not.toMatch(/href/);
    expect(out).toContain(">x</a>");
  });

  it("When an iframe is not a recognised video link, then it is removed with its content", () => {
    expect(visitor('<iframe src="https://evil.example/"></iframe><p>本文</p>')).toBe("<p>本文</p>");
    expect(visitor('<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe>')).toBe("");
  });

  it("When style, svg, object or an event attribute appear, then none of them survive", () => {
    const out = visitor(
      '<style>body{}</style><svg><script>x</script></svg><object data="x"></object><p onclick="x" style="color:red" class="c">文</p>',
    );
    expect(out).toBe("<p>文</p>");
  });

  it("When tags are broken or nested oddly, then the output is well-formed and stray brackets are text", () => {
    expect(visitor("<p><strong>太字</p>")).toBe("<p><strong>太字</strong></p>");
    expect(visitor("<scr<script>ipt>alert(1)</script>")).toBe("&lt;scr");
    expect(visitor("</div><ul><li>一")).toBe("<ul><li>一</li></ul>");
    expect(visitor("a < b & c")).toBe("a &lt; b &amp; c");
  });

  it("When an attribute value holds quotes or markup, then it is escaped", () => {
    const out = visitor(`<a href="/x" title='"><script>alert(1)</script>'>x</a>`);
    expect(out).toBe(
      '<a href="/x" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("When a comment hides markup, then it is dropped", () => {
    expect(visitor("<p>a<!-- <img src=x onerror=alert(1)> -->b</p>")).toBe("<p>ab</p>");
  });
});

describe("visibility blocks", () => {
  const html =
    '<p>共通</p><div data-visibility="before-login"><p>ログインすると続きが読めます</p></div><div data-visibility="after-login"><div><p>会員限定</p></div></div><p>末尾</p>';

  it("When a visitor reads, then the before-login block shows and the after-login block (with nested divs) is removed", () => {
    const out = renderEditorHtml(html, "visitor");
    expect(out).toContain("ログインすると続きが読めます");
    expect(out).not.toContain("会員限定");
    expect(out).toContain("<p>末尾</p>");
  });

  it("When the hidden block is not a div or its value is in other case, then it is still removed with its text", () => {
    const out = renderEditorHtml(
      '<section data-visibility="after-login"><p>会員限定1</p></section><P DATA-VISIBILITY=" After-Login ">会員限定2</P><p>公開</p>',
      "visitor",
    );
    expect(out).toBe("<p>公開</p>");
  });

  it("When a member reads, then the after-login block shows and the before-login block is removed", () => {
    const out = renderEditorHtml(html, "member");
    expect(out).toContain("会員限定");
    expect(out).not.toContain("ログインすると続きが読めます");
  });
});

describe("video links", () => {
  it("When a YouTube link is in the body, then a youtube-nocookie player with the link text as title comes before it", () => {
    const out = visitor('<p><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">解説動画</a></p>');
    expect(out).toContain('<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="解説動画"');
    expect(out).toContain('<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE"');
  });

  it.each([
    ["https://youtu.be/M7lc1UVf-VE", "M7lc1UVf-VE"],
    ["https://www.youtube.com/embed/M7lc1UVf-VE", "M7lc1UVf-VE"],
    ["https://www.youtube.com/watch?v=short", undefined],
    ["https://www.youtube.com.evil.example/watch?v=M7lc1UVf-VE", undefined],
    ["https://evil.example/watch?v=M7lc1UVf-VE", undefined],
    ['https://youtu.be/M7lc1UVf-V"', undefined],
    ["not a url", undefined],
    ["ftp://youtu.be/M7lc1UVf-VE", undefined],
  ])("When the link is %s, then the video id is %s", (href, id) => {
    expect(youtubeVideoId(href)).toBe(id);
  });
});

describe("safeUrl", () => {
  it("When a URL is http(s), mailto or site-relative, then it is kept", () => {
    expect(safeUrl("https://example.com/a?b=1&amp;c=2")).toBe("https://example.com/a?b=1&c=2");
    expect(safeUrl("mailto:info@example.com")).toBe("mailto:info@example.com");
    expect(safeUrl("/contents/list")).toBe("/contents/list");
    expect(safeUrl("")).toBeUndefined();
    expect(safeUrl("/\\evil.example")).toBeUndefined();
    expect(safeUrl("relative/path")).toBeUndefined();
  });
});
