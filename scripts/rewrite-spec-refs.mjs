#!/usr/bin/env node
// Points references at the product description inside the repository: "SPEC §4.3" becomes
// "product §4.3" and "SPEC.md" becomes "docs/product.md". The section numbers of docs/product.md
// match the old ones, so the rewrite is mechanical.
//
//   node scripts/rewrite-spec-refs.mjs [--dry-run] [path …]
//
// Without paths it walks the whole repository. --dry-run changes nothing and prints what it would.
//
// Some of these references are descriptions that reach the emitted schemas (GraphQL descriptions in the
// BFF, endpoint summaries in domain/src/contracts), so the committed schema/schema.graphql and
// schema/openapi.json get the same rewrite: afterwards `npm run codegen` reproduces them, and they differ
// from before only in those description strings.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const extensions = new Set([".ts", ".tsx", ".mjs", ".cjs", ".sql", ".css", ".md", ".graphql"]);
// The one JSON file that carries such text: the emitted OpenAPI document.
const extraFiles = new Set([path.join(root, "schema", "openapi.json")]);
const skippedDirectories = new Set(["node_modules", "dist", "dist-server", ".git", "data", "coverage"]);
// docs/product.md is the target, and this script names both patterns itself.
const skippedFiles = new Set([path.join(root, "docs", "product.md"), fileURLToPath(import.meta.url)]);

const rewrites = [
  { name: "SPEC §", pattern: /\bSPEC §/g, replacement: "product §" },
  { name: "SPEC.md", pattern: /(?<![\w/])(?:\.\.\/shared\/)?SPEC\.md\b/g, replacement: "docs/product.md" },
];

async function* sourceFiles(entry) {
  const info = await stat(entry);
  if (info.isFile()) {
    const wanted = extensions.has(path.extname(entry)) || extraFiles.has(entry);
    if (wanted && !skippedFiles.has(entry)) yield entry;
    return;
  }
  for (const child of await readdir(entry, { withFileTypes: true })) {
    if (child.isDirectory() && skippedDirectories.has(child.name)) continue;
    yield* sourceFiles(path.join(entry, child.name));
  }
}

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const targets = args.filter((arg) => arg !== "--dry-run");
const starts = targets.length === 0 ? [root] : targets.map((target) => path.resolve(target));

const totals = Object.fromEntries(rewrites.map((rewrite) => [rewrite.name, 0]));
let changedFiles = 0;
for (const start of starts) {
  for await (const file of sourceFiles(start)) {
    const before = await readFile(file, "utf8");
    let after = before;
    const counts = [];
    for (const rewrite of rewrites) {
      const found = after.match(rewrite.pattern)?.length ?? 0;
      if (found === 0) continue;
      after = after.replace(rewrite.pattern, rewrite.replacement);
      totals[rewrite.name] += found;
      counts.push(`${found} × ${rewrite.name}`);
    }
    if (after === before) continue;
    changedFiles += 1;
    console.log(`${path.relative(root, file)}: ${counts.join(", ")}`);
    if (!dryRun) await writeFile(file, after);
  }
}

const summary = rewrites.map((rewrite) => `${totals[rewrite.name]} × ${rewrite.name}`).join(", ");
console.log(`${dryRun ? "would rewrite" : "rewrote"} ${changedFiles} files: ${summary}`);
