import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { type ErrorCode, errorMessage, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type Request, type Response, Router } from "express";
import { attachmentDisposition, type FileStore, type StoredObject } from "./file-store.js";

/** The path prefix of the local store's URLs (served by the api, forwarded by the BFF). */
const LOCAL_STORAGE_PATH = "/storage";

export interface LocalFileStoreOptions {
  /** The folder holding the objects, e.g. `${DATA_DIR}/files`. */
  readonly rootDir: string;
  /** HMAC key of the URLs (default: random per process; URLs live minutes, so a restart only ends them early). */
  readonly secret?: Buffer;
  /** Clock (tests move it). */
  readonly now?: () => Date;
}

interface Meta {
  readonly contentType: string;
  readonly size: number;
}

/**
 * Objects in a local folder. Download URLs are origin-relative (`/storage/<key>?expires=…&signature=…`)
 * so that they work against the api and, forwarded, against the BFF's origin in the browser. The
 * signature is an HMAC over the key, the expiry, the file name and the type: a guessed, altered or
 * expired URL is refused with 403 0109002. The folder takes no PUT: the api writes (ADR 101).
 */
export function createLocalFileStore({
  rootDir,
  secret = randomBytes(32),
  now = () => new Date(),
}: LocalFileStoreOptions): FileStore {
  const root = resolve(rootDir);

  const pathOf = (key: string): string => {
    const segments = key.split("/");
    const bad = segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\\") || s.includes("\0"));
    const path = resolve(root, ...segments);
    if (bad || !path.startsWith(root + sep)) throw new Error(`bad storage key ${JSON.stringify(key)}`);
    return path;
  };
  const metaOf = (key: string) => `${pathOf(key)}.meta.json`;

  const sign = (key: string, expires: number, name: string, type: string): string =>
    createHmac("sha256", secret).update(`GET\n${key}\n${expires}\n${name}\n${type}`).digest("base64url");

  /** The key, name and type a request names when its signature is valid and unexpired, else undefined. */
  const verifiedKey = (req: Request): { key: string; name: string; type: string } | undefined => {
    const key = decodeURIComponent(req.path.replace(/^\//, ""));
    const { expires, signature, name, type } = req.query as Record<string, unknown>;
    if (typeof expires !== "string" || typeof signature !== "string") return undefined;
    if (typeof name !== "string" || typeof type !== "string") return undefined;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now().getTime()) return undefined;
    const expected = Buffer.from(sign(key, Number(expires), name, type));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      pathOf(key);
    } catch {
      return undefined;
    }
    return { key, name, type };
  };

  const refuse = (res: Response, code: ErrorCode, status: number) => {
    res.status(status).json({ error_code: code, error_message: errorMessage(code) });
  };

  const store: FileStore = {
    kind: "local",
    async write(key, bytes, contentType) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString("hex")}.part`;
      const meta: Meta = { contentType, size: bytes.length };
      try {
        await writeFile(partial, bytes);
        await writeFile(`${target}.meta.json`, JSON.stringify(meta));
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async downloadUrl(key, { fileName, contentType, expiresInSeconds }) {
      pathOf(key);
      const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ expires: String(expires), name: fileName, type: contentType });
      query.set("signature", sign(key, expires, fileName, contentType));
      return `${LOCAL_STORAGE_PATH}/${key.split("/").map(encodeURIComponent).join("/")}?${query}`;
    },
    async stat(key): Promise<StoredObject | undefined> {
      try {
        const meta = JSON.parse(await readFile(metaOf(key), "utf8")) as Meta;
        const info = await stat(pathOf(key));
        return { size: info.size, contentType: meta.contentType };
      } catch {
        return undefined;
      }
    },
    async readStart(key, length) {
      const handle = await open(pathOf(key), "r");
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return new Uint8Array(buffer.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async ensureReady() {
      await mkdir(root, { recursive: true });
    },
  };

  const router = Router();
  router.get(/.*/, async (req, res) => {
    const verified = verifiedKey(req);
    if (!verified) return refuse(res, FORBIDDEN_CODE, 403);
    const object = await store.stat(verified.key);
    if (!object) return refuse(res, NOT_FOUND_CODE, 404);
    // The type the attach checked, signed into the URL; never the uploader's header.
    res.setHeader("content-type", verified.type || "application/octet-stream");
    res.setHeader("content-length", String(object.size));
    res.setHeader(
      "content-disposition",
      attachmentDisposition(verified.name || verified.key.split("/").at(-1) || "file"),
    );
    res.setHeader("cache-control", "private, no-store");
    res.setHeader("x-content-type-options", "nosniff");
    await pipeline(createReadStream(pathOf(verified.key)), res);
  });

  const withRouter: FileStore = { ...store, router: Router().use(LOCAL_STORAGE_PATH, router) };
  return withRouter;
}
