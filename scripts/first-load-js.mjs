// First-load JavaScript of a route from a Vite manifest: the entry chunk, the route's lazy chunk and
// everything both import statically, gzipped at level 9 (what a first visit downloads).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }} */
export function firstLoadJs(outDir, routeModuleSuffix) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const routeKey = Object.keys(manifest).find((k) => k.endsWith(routeModuleSuffix));
  if (!entryKey) throw new Error("no entry in the Vite manifest");
  if (!routeKey) throw new Error(`${routeModuleSuffix} not found in the Vite manifest`);
  const keys = new Set([...closure(entryKey), ...closure(routeKey)]);
  const files = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const bytes = readFileSync(join(outDir, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** Builds the web app into `outDir` with a manifest. */
export function buildWeb(root, outDir, spawnSync) {
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "web", "--outDir", outDir, "--emptyOutDir", "--manifest"],
    { cwd: root, stdio: "pipe", encoding: "utf8" },
  );
  if (build.status !== 0) throw new Error(build.stderr || build.stdout);
}
