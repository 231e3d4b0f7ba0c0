import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { parseRealtimeEvent } from "./event-bus.js";

/** How long events are kept for relays that catch up (ADR 105). */
const EVENT_LOG_RETENTION_MS = 24 * 60 * 60 * 1000;
/** The most events one catch-up answer carries; the relay asks again from the last one. */
const EVENT_LOG_PAGE_SIZE = 500;
/** Old events are deleted once every this many appends. */
const PRUNE_EVERY = 500;

export interface EventLogPage {
  /** Events after the asked seq, oldest first, each with its seq. */
  readonly events: readonly RealtimeEvent[];
  /** The newest seq written so far (0 when none). */
  readonly head: number;
  /** The oldest seq still kept (head + 1 when none): a relay that saw less than oldest - 1 has a gap. */
  readonly oldest: number;
}

/**
 * The api's real-time events in order, in the database (migration 067, ADR 105): every event gets a
 * `seq` before it is published, and a BFF that lost its Redis connection reads what came after the
 * last seq it saw (GET /v1/events/since), so no event is lost to a subscriber that is still there.
 */
export function createEventLog(db: Kysely<Database>) {
  let appended = 0;

  async function prune(): Promise<void> {
    const before = new Date(Date.now() - EVENT_LOG_RETENTION_MS);
    await db.deleteFrom("realtime_events").where("created_at", "<", before).execute();
  }

  return {
    /** Writes the event; answers it with its seq. */
    async append(event: RealtimeEvent): Promise<RealtimeEvent> {
      const { seq: _ignored, ...rest } = event;
      const row = await db
        .insertInto("realtime_events")
        .values({ event: JSON.stringify(rest) })
        .returning("seq")
        .executeTakeFirstOrThrow();
      appended += 1;
      if (appended % PRUNE_EVERY === 0) await prune();
      return { ...event, seq: Number(row.seq) };
    },

    /** Events after `seq` (at most EVENT_LOG_PAGE_SIZE), with the log's head and oldest seq. */
    async after(seq: number): Promise<EventLogPage> {
      const [rows, bounds] = await Promise.all([
        db
          .selectFrom("realtime_events")
          .select(["seq", "event"])
          .where("seq", ">", seq)
          .orderBy("seq")
          .limit(EVENT_LOG_PAGE_SIZE)
          .execute(),
        sql<{ head: number | null; oldest: number | null }>`
          SELECT max(seq) AS head, min(seq) AS oldest FROM realtime_events`.execute(db),
      ]);
      const events: RealtimeEvent[] = [];
      for (const row of rows) {
        const event = parseRealtimeEvent(row.event);
        if (event) events.push({ ...event, seq: Number(row.seq) });
      }
      const head = Number(bounds.rows[0]?.head ?? 0);
      return { events, head, oldest: Number(bounds.rows[0]?.oldest ?? head + 1) };
    },

    prune,
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
