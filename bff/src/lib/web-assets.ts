import { existsSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler, Response } from "express";

/** Hashed build output never changes under its name: cache it for a year. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Unhashed public files (favicon, robots.txt): an hour, then revalidate. */
const SHORT_CACHE = "public, max-age=3600";
/** The HTML shell must be revalidated on every load so that a new build is picked up at once. */
export const HTML_CACHE = "no-cache";

interface Asset {
  /** The build folder. */
  readonly root: string;
  /** The file's path under `root`, with forward slashes (e.g. `assets/index-abc123.js`). */
  readonly file: string;
  readonly br: boolean;
  readonly gzip: boolean;
}

/** Which precompressed variant the client accepts: brotli first, then gzip (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined, asset: Asset): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (asset.br && ok("br")) return "br";
  if (asset.gzip && ok("gzip")) return "gzip";
  return undefined;
}

function scan(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      // Build metadata (.vite/manifest.json) is read by the server render, never served.
      if (name.startsWith(".")) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const file = relative(root, path).split(sep).join("/");
      assets.set(`/${file}`, { root, file, br: existsSync(`${path}.br`), gzip: existsSync(`${path}.gz`) });
    }
  };
  walk(root);
  return assets;
}

/**
 * Sends a file of the web build: the precompressed `.br`/`.gz` twin when the client accepts it (with
 * `Content-Encoding` and `Vary: Accept-Encoding`), under the original file's content type. The path
 * goes to `sendFile` relative to the build's `root`, so that its dotfile rule looks at the build's own
 * folders only: a checkout under `~/.cache/…` is not a hidden file (issue 29).
 */
export function sendAsset(
  res: Response,
  asset: Asset,
  acceptEncoding: string | undefined,
  cacheControl: string,
  next: (error?: unknown) => void,
  /** Request headers the answer depends on (the HTML shell also on Cookie when pages are server-rendered). */
  vary = "Accept-Encoding",
): void {
  const encoding = preferredEncoding(acceptEncoding, asset);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", vary);
  res.type(extname(asset.file));
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const file = encoding === "br" ? `${asset.file}.br` : encoding === "gzip" ? `${asset.file}.gz` : asset.file;
  res.sendFile(file, { root: asset.root, cacheControl: false, lastModified: true, etag: true }, (error) => {
    if (error) next(error);
  });
}

/**
 * The web build under `root`: files known at start-up only (no path from the request reaches the file
 * system), hashed `/assets/*` immutable, other files an hour. `index.html` is left to the HTML route.
 */
export function webAssets(root: string): { middleware: RequestHandler; indexHtml: Asset | undefined } {
  const assets = scan(root);
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset || req.path === "/index.html") return next();
    const cache = req.path.startsWith("/assets/") ? IMMUTABLE_CACHE : SHORT_CACHE;
    // The metrics' route label (ADR 157): one for every file, never the file's name.
    res.locals.route = "asset";
    sendAsset(res, asset, req.get("accept-encoding"), cache, next);
  };
  return { middleware, indexHtml: assets.get("/index.html") };
}
