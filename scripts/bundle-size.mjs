// Prints the first-load JavaScript of the home page, gzipped, from a production build of the web
// app (the entry, its static imports, and the home route's chunk with its static imports).
// Target (issue 13): ≤ 120 KB. Prints figures only.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildWeb, firstLoadJs } from "./first-load-js.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(join(tmpdir(), "iryo-bundle-"));
try {
  buildWeb(ROOT, outDir, spawnSync);
  const { files, raw, gzip } = firstLoadJs(outDir, "features/home/HomeRoute.tsx");
  console.log("first-load JavaScript of the home page (gzip -9):");
  for (const f of files) {
    console.log(
      `  ${f.file.padEnd(48)} ${(f.raw / 1024).toFixed(1).padStart(7)} KB  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gz`,
    );
  }
  console.log(`  total: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzipped (target ≤ 120 KB)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
