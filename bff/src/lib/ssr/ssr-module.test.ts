import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema } from "graphql";
import { afterAll, describe, expect, it } from "vitest";
import { isSsrRenderResult, loadSsrModule } from "./ssr-module.js";

const dir = mkdtempSync(join(tmpdir(), "iryo-ssr-module-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const request = { url: "/", origin: "http://localhost", schema: buildSchema("type Query { a: Int }"), context: {} };

describe("the server render module", () => {
  it("When the answers are checked, then only the three known shapes with their fields pass", () => {
    expect(isSsrRenderResult({ kind: "client" })).toBe(true);
    expect(isSsrRenderResult({ kind: "redirect", status: 302, location: "/" })).toBe(true);
    expect(isSsrRenderResult({ kind: "redirect", status: "302", location: "/" })).toBe(false);
    const page = { kind: "page", status: 200, head: "", body: "", state: "{}", modules: ["a"] };
    expect(isSsrRenderResult(page)).toBe(true);
    expect(isSsrRenderResult({ ...page, modules: [1] })).toBe(false);
    expect(isSsrRenderResult({ ...page, body: undefined })).toBe(false);
    expect(isSsrRenderResult({ kind: "other" })).toBe(false);
    expect(isSsrRenderResult("page")).toBe(false);
  });

  it("When there is no build, then there is no module", async () => {
    expect(await loadSsrModule(join(dir, "missing.js"))).toBeUndefined();
  });

  it("When the build exports render, then its answers pass through; an unknown answer is an error", async () => {
    const good = join(dir, "good.mjs");
    writeFileSync(
      good,
      'export async function render(request) { return { kind: "redirect", status: 302, location: request.url }; }',
    );
    const module = await loadSsrModule(good);
    expect(await module?.render({ ...request, url: "/x" })).toEqual({ kind: "redirect", status: 302, location: "/x" });

    const odd = join(dir, "odd.mjs");
    writeFileSync(odd, 'export async function render() { return { kind: "page" }; }');
    await expect((await loadSsrModule(odd))?.render(request)).rejects.toThrow(/unknown shape/);
  });

  it("When the file exports no render, then loading it fails", async () => {
    const none = join(dir, "none.mjs");
    writeFileSync(none, "export const x = 1;");
    await expect(loadSsrModule(none)).rejects.toThrow(/does not export render/);
  });
});
