// Prints the first-load JavaScript of the home page, gzipped, from a production build of the web
// app (route-level code splitting: the entry, its static imports, and the home route's chunk with
// its static imports). Target (issue 4): ≤ 150 KB. Prints figures only.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(join(tmpdir(), "iryo-bundle-"));
try {
  const build = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "web", "--outDir", outDir, "--emptyOutDir", "--manifest"],
    { cwd: ROOT, stdio: "pipe", encoding: "utf8" },
  );
  if (build.status !== 0) {
    console.error(build.stderr || build.stdout);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const homeKey = Object.keys(manifest).find((k) => k.endsWith("features/home/HomeRoute.tsx"));
  if (!entryKey || !homeKey) throw new Error("entry or home route not found in the Vite manifest");
  const keys = new Set([...closure(entryKey), ...closure(homeKey)]);
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const key of keys) {
    const file = manifest[key].file;
    const bytes = readFileSync(join(outDir, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    rows.push([file, bytes.length, gz]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  console.log("first-load JavaScript of the home page (gzip -9):");
  for (const [file, size, gz] of rows)
    console.log(
      `  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB  ${(gz / 1024).toFixed(1).padStart(6)} KB gz`,
    );
  console.log(`  total: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzipped (target ≤ 150 KB)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
