// First-load JavaScript of a route from a Vite manifest: the entry chunk, the route's lazy chunk(s) and
// everything they import statically, gzipped at level 9 (what a first visit downloads before the page
// works). Chunks a page loads later by `import()` (a menu, a dialog, a tab) are not counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Lazy pages that render inside a lazy layout (the router nests them under it): their first load is the
 * layout's chunk as well as their own. Checked against the manifest, so a rename fails loudly.
 */
const NESTED_PAGES = {
  "src/features/my-page/MyPageLayout.tsx": [
    "src/features/negotiations/NegotiationListRoute.tsx",
    "src/features/negotiations/NegotiationDetailRoute.tsx",
    "src/features/seminars/AppliedSeminarsRoute.tsx",
    "src/features/consideration/ConsiderationListRoute.tsx",
    "src/features/bookmarks/BookmarkRoute.tsx",
    "src/features/member-ratings/PostedRatingsRoute.tsx",
    "src/features/membership/UserSettingRoute.tsx",
  ],
  // The operator console loads each screen on demand (ADR 192).
  "src/features/admin/AdminRoute.tsx": [
    "src/features/admin/AdminDashboard.tsx",
    "src/features/admin/AdvertisementsPage.tsx",
    "src/features/admin/AttributeQueuePage.tsx",
    "src/features/admin/AttributeReviewPage.tsx",
    "src/features/admin/AuditLogPage.tsx",
    "src/features/admin/ChangeDetailPage.tsx",
    "src/features/admin/ChangeQueuePage.tsx",
    "src/features/admin/MembersPage.tsx",
    "src/features/admin/OperatorsPage.tsx",
    "src/features/admin/OrganisationDetailPage.tsx",
    "src/features/admin/OrganisationNewPage.tsx",
    "src/features/admin/OrganisationsPage.tsx",
    "src/features/admin/ReviewDetailPage.tsx",
    "src/features/admin/ReviewQueuePage.tsx",
    "src/features/admin/SiteContentPage.tsx",
    "src/features/admin/SiteDocumentPage.tsx",
  ],
};

function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
}

function measure(outDir, manifest, keys) {
  const closure = (key, seen) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  };
  const seen = new Set();
  for (const key of keys) closure(key, seen);
  const files = [...seen]
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

function entryKeyOf(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].name === "index");
  if (!entryKey) throw new Error("no entry in the Vite manifest");
  return entryKey;
}

/** @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }} */
export function firstLoadJs(outDir, routeModuleSuffix) {
  const manifest = readManifest(outDir);
  const routeKey = Object.keys(manifest).find((k) => k.endsWith(routeModuleSuffix));
  if (!routeKey) throw new Error(`${routeModuleSuffix} not found in the Vite manifest`);
  const layout = Object.keys(NESTED_PAGES).find((key) => NESTED_PAGES[key].includes(routeKey));
  return measure(outDir, manifest, [entryKeyOf(manifest), ...(layout ? [layout] : []), routeKey]);
}

/**
 * The first load of every lazily loaded chunk (each page, and the few parts a page loads on demand), with
 * its layout for a nested page, largest first.
 * @returns {{ module: string, layout: string | undefined, raw: number, gzip: number }[]}
 */
export function firstLoadOfEveryRoute(outDir) {
  const manifest = readManifest(outDir);
  for (const [layout, pages] of Object.entries(NESTED_PAGES)) {
    for (const key of [layout, ...pages]) {
      if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} (NESTED_PAGES) is not a lazy chunk`);
    }
  }
  const entryKey = entryKeyOf(manifest);
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const layout = Object.keys(NESTED_PAGES).find((l) => NESTED_PAGES[l].includes(key));
      const { raw, gzip } = measure(outDir, manifest, [entryKey, ...(layout ? [layout] : []), key]);
      return { module: key, layout, raw, gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);
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
