import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { type EncodedBody, encodedBytes, MemoryResponseStore, type ResponseStore } from "./store.js";

export type { EncodedBody } from "./store.js";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard to compress. "fill" when an entry is made: brotli 6 and gzip 6, about 8 ms for a 120 KB page
 * and within 7 % of the best sizes. "best" once an entry has proved popular (HOT_ENTRY_HITS): brotli 11
 * and gzip 9, about 60 ms on an idle core and 450 ms on this loaded 2-core machine, so spent only where
 * thousands of hits pay for it (ADR 156).
 */
type Effort = "best" | "fill";

/** The compressors' work (tests spy on it: a cache hit must never reach it). */
export const compressors = {
  brotli: (body: Buffer, effort: Effort = "fill"): Promise<Buffer> =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "best" ? zlib.constants.BROTLI_MAX_QUALITY : 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer, effort: Effort = "fill"): Promise<Buffer> => gzip(body, { level: effort === "best" ? 9 : 6 }),
};

/**
 * Compresses `body` once, in the libuv thread pool (zlib's asynchronous calls), so that the event loop
 * keeps answering while a cache fill compresses.
 */
export async function encodeBody(body: string | Buffer, status = 200, effort: Effort = "fill"): Promise<EncodedBody> {
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

/** Distinct header values a HeaderMemo keeps; past it, it starts again (clients control the values). */
const MEMO_MAX_VALUES = 64;

/**
 * Answers computed from one request header's value, kept by that value (ADR 201): content negotiation
 * reads the same few Accept and Accept-Encoding headers again and again. Bounded: when full, it starts
 * again. `undefined` (no header) is a value of its own.
 */
export class HeaderMemo<T> {
  private readonly values = new Map<string | undefined, T>();

  has(header: string | undefined): boolean {
    return this.values.has(header);
  }

  get(header: string | undefined): T | undefined {
    return this.values.get(header);
  }

  /** Keeps `value` for `header` and returns it. */
  set(header: string | undefined, value: T): T {
    if (this.values.size >= MEMO_MAX_VALUES) this.values.clear();
    this.values.set(header, value);
    return value;
  }
}

const encodings = new HeaderMemo<Encoding>();

/** negotiateEncoding, kept by Accept-Encoding value. */
function encodingFor(acceptEncoding: string | undefined): Encoding {
  return encodings.has(acceptEncoding)
    ? (encodings.get(acceptEncoding) as Encoding)
    : encodings.set(acceptEncoding, negotiateEncoding(acceptEncoding));
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
  if (entry.status === 200 && matchesEtag(req.headers["if-none-match"], entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  res.status(entry.status);
  res.setHeader("Content-Type", headers.contentType);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  // res.end, not res.send: express's send would compute an ETag of its own and may convert the body.
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Sends a body made for this one request (a page rendered for a member's session, ADR 190): compressed
 * once, in the one coding the client accepts, and never stored — so no ETag and no other variant.
 */
export async function sendOnce(
  req: Request,
  res: Response,
  body: string,
  status: number,
  headers: { readonly contentType: string; readonly cacheControl: string; readonly vary?: string },
): Promise<void> {
  const identity = Buffer.from(body, "utf8");
  const encoding = negotiateEncoding(req.get("accept-encoding"));
  const bytes =
    encoding === "br"
      ? await compressors.brotli(identity)
      : encoding === "gzip"
        ? await compressors.gzip(identity)
        : identity;
  res.setHeader("Vary", headers.vary ? `Accept-Encoding, ${headers.vary}` : "Accept-Encoding");
  res.setHeader("Cache-Control", headers.cacheControl);
  res.status(status);
  res.setHeader("Content-Type", headers.contentType);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/**
 * The string form of an entry in a ResponseStore (Redis keeps strings): a header line with the format,
 * the ETag and the expiry, then the status and base64 bodies as JSON.
 */
const FORMAT = "b1:";

function headerOf(entry: EncodedBody): string {
  return `${FORMAT}${entry.etag}|${entry.expiresAt ?? ""}`;
}

function serialize(entry: EncodedBody): string {
  return `${headerOf(entry)}\n${JSON.stringify({
    status: entry.status,
    identity: entry.identity.toString("base64"),
    br: entry.br.toString("base64"),
    gzip: entry.gzip.toString("base64"),
  })}`;
}

/** The header line of a stored entry (undefined when it is not one). */
function storedHeader(raw: string): string | undefined {
  if (!raw.startsWith(FORMAT)) return undefined;
  const end = raw.indexOf("\n");
  return end > 0 ? raw.slice(0, end) : undefined;
}

function deserialize(raw: string): EncodedBody | undefined {
  const header = storedHeader(raw);
  if (header === undefined) return undefined;
  const [etag = "", expires = ""] = header.slice(FORMAT.length).split("|");
  try {
    const value = JSON.parse(raw.slice(header.length + 1)) as Record<string, unknown>;
    const { status, identity, br, gzip: gz } = value;
    if (typeof status !== "number" || typeof identity !== "string" || typeof br !== "string" || typeof gz !== "string")
      return undefined;
    return {
      status,
      etag,
      ...(expires ? { expiresAt: Number(expires) } : {}),
      identity: Buffer.from(identity, "base64"),
      br: Buffer.from(br, "base64"),
      gzip: Buffer.from(gz, "base64"),
    };
  } catch {
    return undefined;
  }
}

/** Hits after which an entry is compressed again at the best quality, in the background (once). */
const HOT_ENTRY_HITS = 200;

/**
 * Encoded entries over a ResponseStore. In this process's memory (MemoryResponseStore) an entry is kept
 * as it is, once: its bytes (ADR 197), and read without a promise (ADR 201). A shared store (Redis, for
 * several BFF processes) holds the entry as text (base64 bodies, so that any store keeps binary safely);
 * then this process keeps the decoded bytes of the entries it has seen, keyed by store key and checked
 * against the stored header (ETag and expiry), so that a hit decodes nothing as long as the entry is
 * unchanged.
 */
export class EncodedResponseCache {
  /** Decoded entries of a shared store (unused over a MemoryResponseStore). */
  private readonly decoded = new Map<string, EncodedBody>();
  private decodedBytes = 0;
  /**
   * Hits of each entry (an entry stored again is a new object and counts from zero). Held by the entry,
   * not by its key, so that no key outlives its entry here (a visitor answer's key is its query text).
   */
  private readonly hits = new WeakMap<EncodedBody, number>();
  /** Entries already compressed at the best quality (the upgraded copy is not upgraded again). */
  private readonly best = new WeakSet<EncodedBody>();
  /** The store when it is this process's memory: entries are kept there as they are. */
  private readonly local: MemoryResponseStore | undefined;

  constructor(
    readonly store: ResponseStore,
    private readonly maxDecodedBytes = 64 * 1024 * 1024,
    readonly now: () => number = Date.now,
  ) {
    this.local = store instanceof MemoryResponseStore ? store : undefined;
  }

  /** Whether the store is this process's memory (then `lookup` answers at once). */
  get inMemory(): boolean {
    return this.local !== undefined;
  }

  async get(key: string): Promise<EncodedBody | undefined> {
    return this.lookup(key);
  }

  /**
   * The entry under `key`: at once (no promise) when the store is this process's memory, otherwise a
   * promise of the shared store's answer. A hit path that needs no promise can take it synchronously.
   */
  lookup(key: string): EncodedBody | undefined | Promise<EncodedBody | undefined> {
    if (this.local) {
      const entry = this.local.getEntry(key);
      if (entry) this.countHit(key, entry);
      return entry;
    }
    return this.sharedLookup(key);
  }

  private async sharedLookup(key: string): Promise<EncodedBody | undefined> {
    const raw = await this.store.get(key);
    if (raw === undefined) return undefined;
    const known = this.decoded.get(key);
    // The header names the ETag and the expiry: a body stored again (a refresh) is a new entry.
    const entry = known && storedHeader(raw) === headerOf(known) ? known : deserialize(raw);
    if (!entry) return undefined;
    if (entry !== known) this.remember(key, entry);
    this.countHit(key, entry);
    return entry;
  }

  /** The entry under `key` as this process last stored or read it (not counted as a hit). */
  private current(key: string): EncodedBody | undefined {
    return this.local ? this.local.getEntry(key) : this.decoded.get(key);
  }

  /**
   * A popular entry (HOT_ENTRY_HITS hits) is compressed again at the best quality in the thread pool
   * and stored over itself for the rest of its time, with the same ETag; hits meanwhile send the fill's
   * bytes. Failures leave the entry as it is.
   */
  private countHit(key: string, entry: EncodedBody): void {
    if (this.best.has(entry)) return;
    const count = (this.hits.get(entry) ?? 0) + 1;
    this.hits.set(entry, count);
    if (count !== HOT_ENTRY_HITS || entry.expiresAt === undefined) return;
    const expiresAt = entry.expiresAt;
    const header = headerOf(entry);
    void Promise.all([compressors.brotli(entry.identity, "best"), compressors.gzip(entry.identity, "best")])
      .then(async ([br, gz]) => {
        const left = expiresAt - this.now();
        const current = this.current(key);
        // Only over the same entry (not one a refresh has replaced or a flush has dropped meanwhile), and
        // only while it lives.
        if (left <= 0 || !current || headerOf(current) !== header) return;
        const better: EncodedBody = { ...entry, br: br.length < entry.br.length ? br : entry.br, gzip: gz };
        this.best.add(better);
        await this.put(key, better, left);
      })
      .catch(() => {});
  }

  async set(key: string, entry: EncodedBody, ttlMs: number): Promise<void> {
    await this.put(key, { ...entry, expiresAt: this.now() + ttlMs }, ttlMs);
  }

  private async put(key: string, entry: EncodedBody, ttlMs: number): Promise<void> {
    if (this.local) {
      this.local.setEntry(key, entry, ttlMs);
      return;
    }
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
    const old = this.decoded.get(key);
    if (old) {
      this.decoded.delete(key);
      this.decodedBytes -= encodedBytes(old);
    }
    this.decoded.set(key, entry);
    this.decodedBytes += encodedBytes(entry);
    for (const [oldest, e] of this.decoded) {
      if (this.decodedBytes <= this.maxDecodedBytes) break;
      this.decoded.delete(oldest);
      this.decodedBytes -= encodedBytes(e);
    }
  }
}
