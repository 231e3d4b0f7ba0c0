import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import {
  type ErrorCode,
  errorMessage,
  FORBIDDEN_CODE,
  type MessageParams,
  NOT_FOUND_CODE,
} from "@iryo/domain/error-catalogue";
import { formatFileSize } from "@iryo/domain/format/file-size";
import { type Request, type Response, Router } from "express";
import { attachmentDisposition, type FileStore, type StoredObject } from "./file-store.js";

/** The path prefix of the local store's URLs (served by the api, forwarded by the BFF). */
export const LOCAL_STORAGE_PATH = "/storage";

export interface LocalFileStoreOptions {
  /** The folder holding the objects, e.g. `${DATA_DIR}/files`. */
  readonly rootDir: string;
  /** HMAC key of the URLs (default: random per process; URLs live minutes, so a restart only ends them early). */
  readonly secret?: Buffer;
  /** Clock (tests move it). */
  readonly now?: () => Date;
  /** A PUT body longer than this is refused whole (413) and nothing is stored. */
  readonly maxUploadBytes: number;
}

interface Meta {
  readonly contentType: string;
  readonly size: number;
}

/**
 * Objects in a local folder. URLs are origin-relative (`/storage/<key>?expires=…&signature=…`) so that
 * they work against the api and, forwarded, against the BFF's origin in the browser. The signature is
 * an HMAC over the method, the key, the expiry and (for downloads) the file name: a guessed, altered or
 * expired URL is refused with 403 0109002, and an upload URL cannot be used to download, nor the reverse.
 */
export function createLocalFileStore({
  rootDir,
  secret = randomBytes(32),
  now = () => new Date(),
  maxUploadBytes,
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

  const sign = (method: string, key: string, expires: number, name: string): string =>
    createHmac("sha256", secret).update(`${method}\n${key}\n${expires}\n${name}`).digest("base64url");

  const urlFor = (method: "PUT" | "GET", key: string, expiresInSeconds: number, name = ""): string => {
    const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
    const query = new URLSearchParams({ expires: String(expires) });
    if (name) query.set("name", name);
    query.set("signature", sign(method, key, expires, name));
    return `${LOCAL_STORAGE_PATH}/${key.split("/").map(encodeURIComponent).join("/")}?${query}`;
  };

  /** The key a request names when its signature is valid and unexpired, else undefined. */
  const verifiedKey = (req: Request): { key: string; name: string } | undefined => {
    const key = decodeURIComponent(req.path.replace(/^\//, ""));
    const { expires, signature, name = "" } = req.query as Record<string, unknown>;
    if (typeof expires !== "string" || typeof signature !== "string" || typeof name !== "string") return undefined;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now().getTime()) return undefined;
    const expected = Buffer.from(sign(req.method === "HEAD" ? "GET" : req.method, key, Number(expires), name));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      pathOf(key);
    } catch {
      return undefined;
    }
    return { key, name };
  };

  const refuse = (res: Response, code: ErrorCode, status: number, params: MessageParams = {}) => {
    res.status(status).json({ error_code: code, error_message: errorMessage(code, params) });
  };
  const tooLarge = (res: Response) => refuse(res, "0102002", 413, { Size: formatFileSize(maxUploadBytes) });

  const store: FileStore = {
    kind: "local",
    async uploadUrl(key, expiresInSeconds) {
      pathOf(key);
      return urlFor("PUT", key, expiresInSeconds);
    },
    async downloadUrl(key, { fileName, expiresInSeconds }) {
      pathOf(key);
      return urlFor("GET", key, expiresInSeconds, fileName);
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
  router.put(/.*/, async (req, res) => {
    const verified = verifiedKey(req);
    if (!verified) return refuse(res, FORBIDDEN_CODE, 403);
    const declared = Number(req.get("content-length") ?? "0");
    if (declared > maxUploadBytes) return tooLarge(res);
    const target = pathOf(verified.key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString("hex")}.part`;
    let received = 0;
    try {
      await pipeline(
        req,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            received += chunk.length;
            if (received > maxUploadBytes) throw new UploadTooLarge();
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof UploadTooLarge) return tooLarge(res);
      throw error;
    }
    const meta: Meta = { contentType: req.get("content-type") ?? "", size: received };
    await writeFile(`${target}.meta.json`, JSON.stringify(meta));
    await rename(partial, target);
    res.status(200).end();
  });
  router.get(/.*/, async (req, res) => {
    const verified = verifiedKey(req);
    if (!verified) return refuse(res, FORBIDDEN_CODE, 403);
    const object = await store.stat(verified.key);
    if (!object) return refuse(res, NOT_FOUND_CODE, 404);
    res.setHeader("content-type", object.contentType || "application/octet-stream");
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

class UploadTooLarge extends Error {}
