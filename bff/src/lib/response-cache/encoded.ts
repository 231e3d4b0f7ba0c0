import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import type { ResponseStore } from "./store.js";

/**
 * A visitor answer kept as bytes (ADR 156): the body as it is and compressed once — brotli at its best
 * quality and gzip at level 9 — with a weak ETag of the body. A hit only looks the entry up and writes
 * the variant the client accepts: no serialization, no compression, no per-request work beyond that.
 */
export interface EncodedBody {
  readonly status: number;
  /** `W/"…"`: the same for every encoding of one body (a weak validator, RFC 9110 §8.8.1). */
  readonly etag: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard to compress: "best" for what is stored and sent many times (brotli 11, gzip 9), "fast" for
 * an answer sent once (no cache, or a page that is never stored: brotli 5, gzip 6).
 */
type Effort = "best" | "fast";

/** The compressors' work (tests spy on it: a cache hit must never reach it). */
export const compressors = {
  brotli: (body: Buffer, effort: Effort = "best"): Promise<Buffer> =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "best" ? zlib.constants.BROTLI_MAX_QUALITY : 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer, effort: Effort = "best"): Promise<Buffer> => gzip(body, { level: effort === "best" ? 9 : 6 }),
};

/**
 * Compresses `body` once, in the libuv thread pool (zlib's asynchronous calls), so that the event loop
 * keeps answering while a cache fill compresses.
 */
export async function encodeBody(body: string | Buffer, status = 200, effort: Effort = "best"): Promise<EncodedBody> {
  const identity = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const [br, gz] = await Promise.all([compressors.brotli(identity, effort), compressors.gzip(identity, effort)]);
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`;
  return { status, etag, identity, br, gzip: gz };
}

type Encoding = "br" | "gzip" | "identity";

/** Accept-Encoding's q-values by coding name (lower case); `*` included when given. */
function acceptedCodings(acceptEncoding: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return accepted;
}

/**
 * The variant to send: brotli, then gzip, then the body as it is, each only when the client accepts it
 * (q > 0, directly or through `*`). A higher q-value wins over that order (gzip;q=1, br;q=0.5 → gzip).
 * No header at all means any coding is acceptable, but identity is the safe answer (RFC 9110 §12.5.3).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return "identity";
  const accepted = acceptedCodings(acceptEncoding);
  const q = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  let best: Encoding = "identity";
  let bestQ = 0;
  for (const name of ["br", "gzip"] as const) {
    const value = q(name);
    if (value > bestQ) {
      best = name;
      bestQ = value;
    }
  }
  // The body as it is only when the client prefers it by name (identity;q=1, gzip;q=0.5), or when it
  // accepts no compression (then it is sent even if refused: a page rather than a 406).
  const identityQ = accepted.get("identity");
  return bestQ > 0 && (identityQ === undefined || bestQ >= identityQ) ? best : "identity";
}

/** Whether If-None-Match names the entry's ETag (weak comparison, `*` matches anything). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === opaque;
  });
}

/**
 * Sends an encoded entry: 304 for a matching If-None-Match, otherwise the accepted variant's bytes as
 * they are, with Content-Encoding, Content-Length, the ETag and `Vary: Accept-Encoding` (plus `vary`).
 * The response carries its Content-Encoding (or is ended here at once), so no compression middleware
 * touches it.
 */
export function sendEncoded(
  req: Request,
  res: Response,
  entry: EncodedBody,
  headers: { readonly contentType: string; readonly cacheControl: string; readonly vary?: string },
): void {
  res.setHeader("Vary", headers.vary ? `Accept-Encoding, ${headers.vary}` : "Accept-Encoding");
  res.setHeader("ETag", entry.etag);
  res.setHeader("Cache-Control", headers.cacheControl);
  if (entry.status === 200 && matchesEtag(req.get("if-none-match"), entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = negotiateEncoding(req.get("accept-encoding"));
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  res.status(entry.status);
  res.setHeader("Content-Type", headers.contentType);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  // res.end, not res.send: express's send would compute an ETag of its own and may convert the body.
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The string form of an entry in a ResponseStore (Redis keeps strings): a version, the ETag, base64 bodies. */
const FORMAT = "b1:";

function serialize(entry: EncodedBody): string {
  return `${FORMAT}${entry.etag}\n${JSON.stringify({
    status: entry.status,
    identity: entry.identity.toString("base64"),
    br: entry.br.toString("base64"),
    gzip: entry.gzip.toString("base64"),
  })}`;
}

function etagOf(raw: string): string | undefined {
  if (!raw.startsWith(FORMAT)) return undefined;
  const end = raw.indexOf("\n");
  return end > 0 ? raw.slice(FORMAT.length, end) : undefined;
}

function deserialize(raw: string): EncodedBody | undefined {
  const etag = etagOf(raw);
  if (etag === undefined) return undefined;
  try {
    const value = JSON.parse(raw.slice(raw.indexOf("\n") + 1)) as Record<string, unknown>;
    const { status, identity, br, gzip: gz } = value;
    if (typeof status !== "number" || typeof identity !== "string" || typeof br !== "string" || typeof gz !== "string")
      return undefined;
    return {
      status,
      etag,
      identity: Buffer.from(identity, "base64"),
      br: Buffer.from(br, "base64"),
      gzip: Buffer.from(gz, "base64"),
    };
  } catch {
    return undefined;
  }
}

/**
 * Encoded entries over a string ResponseStore (memory, or Redis shared by several BFF processes). The
 * store holds the entry as text (base64 bodies, so that any store keeps binary safely); this process
 * keeps the decoded bytes of the entries it has seen, keyed by store key and checked against the
 * stored ETag, so that a hit decodes nothing as long as the entry is unchanged.
 */
export class EncodedResponseCache {
  private readonly decoded = new Map<string, EncodedBody>();
  private decodedBytes = 0;

  constructor(
    readonly store: ResponseStore,
    private readonly maxDecodedBytes = 64 * 1024 * 1024,
  ) {}

  async get(key: string): Promise<EncodedBody | undefined> {
    const raw = await this.store.get(key);
    if (raw === undefined) return undefined;
    const etag = etagOf(raw);
    const known = this.decoded.get(key);
    if (known && known.etag === etag) return known;
    const entry = deserialize(raw);
    if (entry) this.remember(key, entry);
    return entry;
  }

  async set(key: string, entry: EncodedBody, ttlMs: number): Promise<void> {
    await this.store.set(key, serialize(entry), ttlMs);
    this.remember(key, entry);
  }

  /**
   * Drops every entry, shared and in this process. Today the only invalidation is time (the TTL of
   * ADR 090) and this flush; a publishing workflow that wants its change seen at once calls it.
   */
  async invalidate(): Promise<void> {
    this.decoded.clear();
    this.decodedBytes = 0;
    await this.store.clear();
  }

  private remember(key: string, entry: EncodedBody): void {
    const size = (e: EncodedBody) => e.identity.length + e.br.length + e.gzip.length;
    const old = this.decoded.get(key);
    if (old) {
      this.decoded.delete(key);
      this.decodedBytes -= size(old);
    }
    this.decoded.set(key, entry);
    this.decodedBytes += size(entry);
    for (const [oldest, e] of this.decoded) {
      if (this.decodedBytes <= this.maxDecodedBytes) break;
      this.decoded.delete(oldest);
      this.decodedBytes -= size(e);
    }
  }
}
