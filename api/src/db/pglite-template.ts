// The embedded default's fresh start (ADR 183, ADR 187): an empty PGlite database with every migration
// applied, made once by `npm run build` (emit-pglite-template.ts) as a data directory, and copied file by
// file into a new data directory instead of running initdb and the migrations there. initdb alone is
// most of a fresh start's CPU time; restoring a tarball through PGlite's `loadDataDir` cost another 1.7 s
// of CPU that a plain copy of the directory does not.

import { existsSync } from "node:fs";
import { mkdtemp, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "./database.js";
import { migrate } from "./migrate.js";

// The same from src/db and dist/db: api/dist/pglite-template/ (built output, never committed).
const TEMPLATE_DIR = fileURLToPath(new URL("../../dist/pglite-template", import.meta.url));

/**
 * The template directory a fresh PGlite data directory is copied from, or undefined when the build has
 * not made one (then a fresh directory is initialised as before). Migrations newer than the template
 * still run after it.
 */
export function pgliteTemplate(path: string = TEMPLATE_DIR): string | undefined {
  // PG_VERSION is written by initdb: a directory without it is not a database.
  return existsSync(join(path, "PG_VERSION")) ? path : undefined;
}

/**
 * Makes the template at `path`: initdb and every migration in memory, restored into a directory on disk
 * beside it (about 42 MB) and closed cleanly. Returns the migrations it holds.
 */
export async function writePgliteTemplate(path: string = TEMPLATE_DIR): Promise<string[]> {
  const memory = await openDatabase({ kind: "pglite", dataDir: null });
  let applied: string[];
  let image: Blob | undefined;
  try {
    applied = await migrate(memory.db);
    image = await memory.image?.();
  } finally {
    await memory.close();
  }
  if (!image) throw new Error("PGlite gave no image");
  // Made aside and renamed: a start never copies half a template.
  const work = await mkdtemp(join(dirname(path), ".pglite-template-"));
  try {
    const disk = await openDatabase({ kind: "pglite", dataDir: work, image });
    await disk.close();
    await rm(path, { recursive: true, force: true });
    await rename(join(work, "pglite"), path);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return applied;
}
