import { randomUUID, timingSafeEqual } from "node:crypto";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import { type Request, Router } from "express";
import { AppError } from "../app-error.js";
import type { EventBus } from "./event-bus.js";
import type { EventLog } from "./event-log.js";

/** The path of the internal stream (outside the /v1 contracts: it is not for browsers). */
const EVENT_STREAM_PATH = "/v1/events/stream";
/** The catch-up of a relay that lost Redis (ADR 105): the logged events after `?after=<seq>`. */
const EVENT_LOG_PATH = "/v1/events/since";
const REPLAY_BUFFER_SIZE = 1000;
const HEARTBEAT_MS = 15_000;

export interface EventStreamOptions {
  /** Callers must send `Authorization: Bearer <secret>`; without a secret the stream is served to nobody (ADR 205). */
  readonly secret?: string | undefined;
  readonly heartbeatMs?: number;
  /** The event log read by GET /v1/events/since (ADR 105); without it, that path is not served. */
  readonly eventLog?: EventLog | undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a caller knows the shared secret. Being on the loopback proves nothing: every local process,
 * and the BFF when a path of it was once turned into a proxy of the api, calls from there (ADR 205).
 */
function allowed(req: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const match = /^Bearer (.+)$/.exec(req.get("authorization") ?? "");
  return Boolean(match?.[1] && sameSecret(match[1], secret));
}

/**
 * GET /v1/events/stream: every event of the bus as Server-Sent Events, for a BFF that runs without
 * Redis (ADR 080). Internal: only callers with the shared secret (EVENTS_STREAM_SECRET, ADR 205).
 * Each event has a sequence id; a reconnecting BFF sends Last-Event-ID and gets what it missed
 * from the last 1000 events of this process.
 */
export function eventStreamRoutes(bus: EventBus, options: EventStreamOptions = {}): Router {
  const router = Router();
  const recent: { seq: number; event: RealtimeEvent }[] = [];
  // A reconnecting reader compares it: another process (a restart) means its replay cannot fill the gap.
  const instance = randomUUID();
  let seq = 0;
  const clients = new Set<(seq: number, event: RealtimeEvent) => void>();
  bus.subscribe((event) => {
    seq += 1;
    recent.push({ seq, event });
    if (recent.length > REPLAY_BUFFER_SIZE) recent.shift();
    for (const client of clients) client(seq, event);
  });

  router.get(EVENT_STREAM_PATH, (req, res) => {
    if (!allowed(req, options.secret)) throw new AppError(FORBIDDEN_CODE);
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    res.flushHeaders();
    const write = (id: number, event: RealtimeEvent) => {
      res.write(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const lastId = Number.parseInt(req.get("last-event-id") ?? "", 10);
    if (Number.isInteger(lastId)) {
      for (const item of recent) if (item.seq > lastId) write(item.seq, item.event);
    }
    // The current head, this process, and the oldest event it can still replay: a reader that
    // missed more than that (or talks to another process) knows it has a gap.
    const oldest = recent[0]?.seq ?? seq + 1;
    res.write(`id: ${seq}\nevent: hello\ndata: ${JSON.stringify({ instance, oldest })}\n\n`);
    clients.add(write);
    const heartbeat = setInterval(() => res.write(": ping\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    req.on("close", () => {
      clearInterval(heartbeat);
      clients.delete(write);
    });
  });
  const eventLog = options.eventLog;
  if (eventLog) {
    // Same callers as the stream. Without `after` (or a bad one): only the head and the oldest seq.
    router.get(EVENT_LOG_PATH, async (req, res) => {
      if (!allowed(req, options.secret)) throw new AppError(FORBIDDEN_CODE);
      const after = Number(req.query.after);
      const page = await eventLog.after(Number.isSafeInteger(after) && after >= 0 ? after : Number.MAX_SAFE_INTEGER);
      res.set("cache-control", "no-store").json(page);
    });
  }
  return router;
}
