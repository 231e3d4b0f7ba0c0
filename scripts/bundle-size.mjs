// Prints the first-load JavaScript, gzipped, from a production build of the web app: the home page's
// files (the entry, its static imports, and the home route's chunk with its static imports), then the
// total of every lazily loaded page (with its layout when it is nested) and which ones are over budget.
// Targets (issue 27): home ≤ 150 KB, no route over 200 KB. Prints figures only.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildWeb, firstLoadJs, firstLoadOfEveryRoute } from "./first-load-js.mjs";

const HOME_TARGET_KB = 150;
const ROUTE_TARGET_KB = 200;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const ROOT = resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(join(tmpdir(), "iryo-bundle-"));
try {
  buildWeb(ROOT, outDir, spawnSync);
  const { files, raw, gzip } = firstLoadJs(outDir, "features/home/HomeRoute.tsx");
  console.log("first-load JavaScript of the home page (gzip -9):");
  for (const f of files) {
    console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(7)} KB  ${kb(f.gzip).padStart(6)} KB gz`);
  }
  console.log(`  total: ${kb(raw)} KB, ${kb(gzip)} KB gzipped (target ≤ ${HOME_TARGET_KB} KB)`);

  const routes = firstLoadOfEveryRoute(outDir);
  console.log(`\nfirst-load JavaScript of every lazy chunk, entry included (gzip -9; target ≤ ${ROUTE_TARGET_KB} KB):`);
  for (const r of routes) {
    const within = r.layout ? ` (in ${r.layout.split("/").at(-1)})` : "";
    console.log(`  ${kb(r.gzip).padStart(6)} KB gz ${kb(r.raw).padStart(7)} KB  ${r.module}${within}`);
  }
  const over = routes.filter((r) => r.gzip > ROUTE_TARGET_KB * 1024);
  console.log(
    over.length === 0
      ? `  no route over ${ROUTE_TARGET_KB} KB (largest ${kb(routes[0]?.gzip ?? 0)} KB)`
      : `  over ${ROUTE_TARGET_KB} KB: ${over.map((r) => `${r.module} ${kb(r.gzip)} KB`).join(", ")}`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
