// One term for ratings in everything a visitor reads (product §2): 「評価・レビュー」, never
// 「評価・口コミ」 or 「口コミ」 — in the web's pages, the config documents, the mails and the bot's lines.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOTS = ["../web/src/", "../api/config-documents/", "../api/src/", "../bff/src/", "../domain/src/"].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);

async function sources(): Promise<{ file: string; text: string }[]> {
  const files: string[] = [];
  for (const root of ROOTS) {
    const entries = await readdir(root, { withFileTypes: true, recursive: true });
    files.push(
      ...entries
        .filter((e) => e.isFile() && /\.(tsx?|json|html|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
        .map((e) => join(e.parentPath, e.name)),
    );
  }
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, "utf8") })));
}

describe("the rating term", () => {
  it("When any UI text, config document, mail or bot line is read, then ratings are 「評価・レビュー」, never 「口コミ」", async () => {
    const all = await sources();
    expect(all.length).toBeGreaterThan(100);
    // A search keyword list may hold 口コミ: members type it, and it is never shown.
    const shown = (text: string) =>
      text
        .split("\n")
        .filter((line) => !/^\s*keywords: \[/.test(line))
        .join("\n");
    for (const { file, text } of all) expect(shown(text), file).not.toContain("口コミ");
    expect(all.some(({ text }) => text.includes("評価・レビュー"))).toBe(true);
  });

  it("When the bot speaks of the member, then it says 「会員」, not 「ユーザー」", async () => {
    const bot = await readFile(
      fileURLToPath(new URL("../domain/src/negotiation-messages.ts", import.meta.url)),
      "utf8",
    );
    expect(bot).not.toMatch(/"ユーザー|`ユーザー/);
    expect(bot).toContain("会員がサービスの導入を決定しました。");
  });
});
