import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isViteManifest, PageTemplate, type ViteManifest } from "./page-template.js";

const INDEX = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <title>医療ITナビ｜既定</title>
    <meta name="description" content="既定の説明" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>JavaScript を有効にしてください。</noscript>
  </body>
</html>`;

const MANIFEST: ViteManifest = {
  "index.html": { file: "assets/index-1.js", css: ["assets/index-1.css"], imports: ["_shared-1.js"] },
  "_shared-1.js": { file: "assets/shared-1.js" },
  "_card-1.js": { file: "assets/card-1.js", css: ["assets/card-1.css"], imports: ["index.html", "_shared-1.js"] },
  "src/features/home/HomeRoute.tsx": {
    file: "assets/HomeRoute-1.js",
    css: ["assets/HomeRoute-1.css"],
    imports: ["index.html", "_card-1.js"],
  },
  "src/features/faq/FaqRoute.tsx": { file: "assets/FaqRoute-1.js", imports: ["_card-1.js"] },
};

const template = (html = INDEX) => {
  const made = PageTemplate.from(html, MANIFEST);
  if (!made) throw new Error("no template");
  return made;
};

describe("the page template", () => {
  it("When a page is rendered, then its head replaces the shell's title and description, its markup fills #root and the state follows", () => {
    const html = template().render({
      head: "<title>ページ｜医療ITナビ</title>",
      body: "<h1>見出し</h1>",
      state: '{"hydrate":true}',
      modules: [],
    });
    expect(html).not.toContain("既定");
    expect(html).toContain("<title>ページ｜医療ITナビ</title>");
    expect(html.indexOf("<title>ページ")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain(
      '<div id="root"><h1>見出し</h1></div><script type="application/json" id="ssr-state">{"hydrate":true}</script>',
    );
    expect(html).toContain("<noscript>");
    expect(html.endsWith("</html>")).toBe(true);
  });

  it("When a lazy page was shown, then its chunk, its imports and their CSS are linked once, and what the shell links is not repeated", () => {
    const html = template().render({
      head: "",
      body: "",
      state: "{}",
      modules: ["src/features/home/HomeRoute.tsx", "src/features/faq/FaqRoute.tsx", "src/unknown.tsx"],
    });
    const head = html.slice(0, html.indexOf("</head>"));
    // The page reads without scripts: they come after the first view's images (low priority).
    expect(head).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/HomeRoute-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/FaqRoute-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/HomeRoute-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css">');
    expect(head.match(/card-1\.js/g)).toHaveLength(1);
    expect(head.match(/shared-1\.js/g)).toHaveLength(1);
    expect(head.match(/index-1\.css/g)).toHaveLength(1);
  });

  it("When the build has the boot loader and the stylesheet can be read, then the page inlines only the rules its markup uses, the boot loader links the whole sheet, and the CSP allows exactly the inlined text", () => {
    const css = "body{margin:0}.card{color:#123}.modal{top:0}@media (width>=768px){.card{color:#456}.modal{top:1px}}";
    const split = PageTemplate.from(INDEX, { ...MANIFEST, "src/boot.ts": { file: "assets/boot-1.js" } }, (file) =>
      file === "assets/index-1.css" ? css : undefined,
    );
    if (!split) throw new Error("no template");
    const html = split.render({ head: "", body: '<div class="card">カード</div>', state: "{}", modules: [] });
    const critical = "body{margin:0}.card{color:#123}@media (width>=768px){.card{color:#456}}";
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<style>${critical}</style>`);
    expect(head).toContain('data-styles="/assets/index-1.css"');
    // Never render-blocking: linked only for a browser without scripts.
    expect(head).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-1.css"></noscript>');
    expect(head.replace(/<noscript>.*?<\/noscript>/g, "")).not.toContain('rel="stylesheet"');
    const hash = `'sha256-${createHash("sha256").update(critical).digest("base64")}'`;
    expect(
      PageTemplate.allowInlineStyles(
        "default-src 'self';style-src 'self';style-src-attr 'unsafe-inline'",
        Buffer.from(html, "utf8"),
      ),
    ).toBe(`default-src 'self';style-src 'self' ${hash};style-src-attr 'unsafe-inline'`);
    // A page without inline styles (the SPA shell) keeps its policy.
    expect(PageTemplate.allowInlineStyles("style-src 'self'", INDEX)).toBe("style-src 'self'");
  });

  it("When a stylesheet could close its element, cannot be read or the build has no boot loader, then it stays a link", () => {
    const boot: ViteManifest = { ...MANIFEST, "src/boot.ts": { file: "assets/boot-1.js" } };
    for (const [manifest, read] of [
      [boot, () => "a{}</STYLE><script>alert(1)</script>"],
      [boot, () => undefined],
      [MANIFEST, () => "a{}"],
    ] as const) {
      const kept = PageTemplate.from(INDEX, manifest, read);
      if (!kept) throw new Error("no template");
      const html = kept.render({ head: "", body: "", state: "{}", modules: [] });
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
      expect(html).not.toContain("<style>");
      expect(html).not.toContain("data-styles");
    }
  });

  it("When the build has the boot loader, then only it is linked, naming the framework chunks in evaluation order, the entry and the page's chunks, and nothing is preloaded", () => {
    const withBoot = PageTemplate.from(INDEX, {
      ...MANIFEST,
      "index.html": { file: "assets/index-1.js", imports: ["_router-1.js", "_shared-1.js"] },
      // router imports react; react is named once and before router.
      "_router-1.js": { file: "assets/router-1.js", imports: ["_react-1.js"] },
      "_react-1.js": { file: "assets/react-1.js" },
      "_shared-1.js": { file: "assets/shared-1.js", imports: ["_react-1.js"] },
      "src/boot.ts": { file: "assets/boot-1.js" },
    });
    if (!withBoot) throw new Error("no template");
    const html = withBoot.render({ head: "", body: "", state: "{}", modules: ["src/features/home/HomeRoute.tsx"] });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/boot-1.js" data-vendor="/assets/react-1.js /assets/router-1.js /assets/shared-1.js" data-entry="/assets/index-1.js" data-chunks="/assets/HomeRoute-1.js /assets/card-1.js"></script>',
    );
    expect(head).not.toContain('src="/assets/index-1.js"');
    expect(head).not.toContain("modulepreload");
  });

  it("When the HTML has no empty #root after its head, then there is no template", () => {
    expect(PageTemplate.from("<html><body><div id=root></div></body></html>", MANIFEST)).toBeUndefined();
    expect(PageTemplate.from('<div id="root"></div><head></head>', MANIFEST)).toBeUndefined();
  });

  it("When a manifest is read, then only chunks with a file and string lists pass", () => {
    expect(isViteManifest(MANIFEST)).toBe(true);
    expect(isViteManifest({})).toBe(true);
    expect(isViteManifest(null)).toBe(false);
    expect(isViteManifest({ a: { css: [] } })).toBe(false);
    expect(isViteManifest({ a: { file: "x.js", imports: [1] } })).toBe(false);
    expect(isViteManifest({ a: "x.js" })).toBe(false);
  });
});
