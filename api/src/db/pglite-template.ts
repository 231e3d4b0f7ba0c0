// The embedded default's fresh start (ADR 183): an empty PGlite database with every migration applied,
// made once by `npm run build` (emit-pglite-template.ts), and copied into a new data directory instead
// of running initdb and the migrations there. initdb alone is most of a fresh start's CPU time.

import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { openDatabase } from "./database.js";
import { migrate } from "./migrate.js";

// The same from src/db and dist/db: api/dist/pglite-template.tar.gz (built output, never committed).
const TEMPLATE_PATH = fileURLToPath(new URL("../../dist/pglite-template.tar.gz", import.meta.url));

/**
 * The template as PGlite's `loadDataDir` takes it, or undefined when the build has not made one (then
 * a fresh directory is initialised as before). Migrations newer than the template still run after it.
 */
export async function pgliteTemplate(path: string = TEMPLATE_PATH): Promise<Blob | undefined> {
  if (!existsSync(path)) return undefined;
  // Unzipped here (native zlib, in the thread pool): PGlite's own unzip of the 44 MB costs it seconds.
  return new Blob([new Uint8Array(await promisify(gunzip)(await readFile(path)))], { type: "application/x-tar" });
}

/**
 * Makes the template at `path`: initdb and every migration in memory, dumped gzipped (about 5 MB on
 * disk, 44 MB unzipped). Returns the migrations it holds.
 */
export async function writePgliteTemplate(path: string = TEMPLATE_PATH): Promise<string[]> {
  const handle = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    const applied = await migrate(handle.db);
    const image = await handle.image?.("gzip");
    if (!image) throw new Error("PGlite gave no image");
    // Written aside and renamed: a start never reads half a template.
    await writeFile(`${path}.tmp`, new Uint8Array(await image.arrayBuffer()));
    await rename(`${path}.tmp`, path);
    return applied;
  } finally {
    await handle.close();
  }
}
