// The demo data follow the day the seed runs (ADR 097): seeded in any year, the user journeys that
// need a future (enrolling in a seminar, a negotiation's proposed slots) or a past (published
// articles, running ads) still find one.

import { DAY_MS } from "@iryo/domain/constants";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import { isReceptionOpen } from "@iryo/domain/seminar-enrollment";
import { SEMINAR_RECEPTION_STATUS, seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase, TEST_SCRYPT_N } from "../db/test-database.js";
import { receptionStatusSql } from "../lib/seminar-columns.js";
import { DEMO_ADVERTISEMENTS } from "./media-data.js";
import { seedDemoDataIfEmpty } from "./seed.js";

// Well after the last seminar of the old fixed base (2026-10-01) closed, at an hour of the day…
const CLOCK = new Date("2027-06-01T10:00:00+09:00");
// …and late on the next day: every date should move by exactly one day.
const NEXT_DAY = new Date("2027-06-02T23:59:00+09:00");

let seeded: DatabaseHandle;
let nextDay: DatabaseHandle;
beforeAll(async () => {
  [seeded, nextDay] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  expect(await seedDemoDataIfEmpty(seeded.db, { now: CLOCK, scryptN: TEST_SCRYPT_N })).toBe(true);
  expect(await seedDemoDataIfEmpty(nextDay.db, { now: NEXT_DAY, scryptN: TEST_SCRYPT_N })).toBe(true);
});
afterAll(async () => {
  await Promise.all([seeded?.close(), nextDay?.close()]);
});

const seminarsOf = (handle: DatabaseHandle) =>
  handle.db
    .selectFrom("seminars")
    .select(["id", "reception_status", "starts_at", "reception_starts_at", "reception_ends_at", "created_at"])
    .orderBy("id")
    .execute();

describe("seedDemoDataIfEmpty with a clock", () => {
  it("When the seed runs on 2027-06-01, then a seminar accepts applications and starts after that moment", async () => {
    const seminars = (await seminarsOf(seeded)).map(({ reception_status, ...s }) => {
      if (!seminarReceptionStatus.isCode(reception_status)) throw new Error(`unknown status ${reception_status}`);
      return { ...s, reception_status };
    });
    const open = seminars.filter((s) => isReceptionOpen(s, CLOCK));
    expect(open.length).toBeGreaterThan(0);
    for (const s of open) expect(s.starts_at.getTime()).toBeGreaterThan(CLOCK.getTime());
    // Every accepting seminar still accepts; each status fits the seminar's date.
    const withStatus = (status: number) => seminars.filter((s) => s.reception_status === status);
    expect(open).toEqual(withStatus(SEMINAR_RECEPTION_STATUS.ACCEPTING));
    for (const s of withStatus(SEMINAR_RECEPTION_STATUS.BEFORE_PUBLICATION)) {
      expect(s.starts_at.getTime()).toBeGreaterThan(CLOCK.getTime());
    }
    const over = [...withStatus(SEMINAR_RECEPTION_STATUS.DELIVERING), ...withStatus(SEMINAR_RECEPTION_STATUS.FINISHED)];
    expect(over.length).toBeGreaterThan(0);
    for (const s of over) expect(s.starts_at.getTime()).toBeLessThan(CLOCK.getTime());
    for (const s of seminars) expect(s.created_at.getTime()).toBeLessThan(CLOCK.getTime());
  });

  it("When the seed runs, then every reception status of product §4.2 shows, derived from the dates, and moves on with time", async () => {
    const statusesAt = async (at: Date) => {
      const rows = await seeded.db
        .selectFrom("seminars as s")
        .select(["s.id", "s.follows_schedule", receptionStatusSql(at).as("status")])
        .orderBy("s.id")
        .execute();
      expect(rows.every((r) => r.follows_schedule)).toBe(true);
      return rows.map((r) => r.status);
    };
    const now = await statusesAt(CLOCK);
    expect([...new Set(now)].sort()).toEqual([1, 2, 3, 4, 5]);
    // The stored status is the one at the seed's moment (read only if a row stops following its dates).
    expect((await seminarsOf(seeded)).map((s) => s.reception_status)).toEqual(now);
    // A week on, some accepting seminar has closed or started; a year on, every one is over.
    const weekLater = await statusesAt(new Date(CLOCK.getTime() + 7 * DAY_MS));
    expect(weekLater).not.toEqual(now);
    expect(new Set(await statusesAt(new Date(CLOCK.getTime() + 365 * DAY_MS)))).toEqual(
      new Set([SEMINAR_RECEPTION_STATUS.FINISHED]),
    );
  });

  it("When the seed runs, then one accepting seminar is fully booked and the others still have seats", async () => {
    const rows = await seeded.db
      .selectFrom("seminars as s")
      .leftJoin("seminar_enrolments as e", (join) =>
        join.onRef("e.seminar_id", "=", "s.id").on("e.cancelled_at", "is", null),
      )
      .select(["s.id", "s.capacity", "s.reception_status", sql<number>`count(e.id)::int`.as("enrolled")])
      .groupBy(["s.id", "s.capacity", "s.reception_status"])
      .execute();
    const full = rows.filter((r) => r.capacity !== null && r.enrolled >= r.capacity);
    expect(full).toHaveLength(1);
    expect(full[0]?.reception_status).toBe(SEMINAR_RECEPTION_STATUS.ACCEPTING);
    for (const e of await seeded.db.selectFrom("seminar_enrolments").select("enrolled_at").execute()) {
      expect(e.enrolled_at.getTime()).toBeLessThan(CLOCK.getTime());
    }
  });

  it("When the seed runs on 2027-06-01, then articles, ratings, services and accounts lie before that moment", async () => {
    const db = seeded.db;
    const latest = async (query: Promise<{ at: Date | null }[]>) =>
      Math.max(...(await query).map((r) => (r.at ? r.at.getTime() : Number.NEGATIVE_INFINITY)));
    expect(await latest(db.selectFrom("contents").select("published_at as at").execute())).toBeLessThan(+CLOCK);
    expect(await latest(db.selectFrom("ratings").select("published_at as at").execute())).toBeLessThan(+CLOCK);
    expect(await latest(db.selectFrom("services").select("updated_at as at").execute())).toBeLessThan(+CLOCK);
    expect(await latest(db.selectFrom("accounts").select("email_confirmed_at as at").execute())).toBeLessThan(+CLOCK);
    expect(await latest(db.selectFrom("members").select("created_at as at").execute())).toBeLessThan(+CLOCK);
  });

  it("When the seed runs on 2027-06-01, then the running ads show and a new negotiation's slots lie ahead", async () => {
    const ads = await seeded.db.selectFrom("advertisements").select(["starts_at", "ends_at"]).execute();
    const shown = ads.filter((a) => a.starts_at <= CLOCK && (a.ends_at === null || CLOCK < a.ends_at));
    const running = DEMO_ADVERTISEMENTS.filter((a) => a.startDay <= 0 && (a.endDay === null || a.endDay > 0));
    expect(running.length).toBeGreaterThan(0);
    expect(shown).toHaveLength(running.length);

    const slots = await seeded.db
      .selectFrom("negotiation_slots as s")
      .innerJoin("negotiations as n", "n.id", "s.negotiation_id")
      .select("s.starts_at")
      .where("n.status", "=", NEGOTIATION_STATUS.APPLICATION_COMPLETED)
      .execute();
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(s.starts_at.getTime()).toBeGreaterThan(CLOCK.getTime());
  });

  it("When the seed runs a day later at another hour, then every date is the same one day later", async () => {
    const shifted = (rows: { at: Date | null }[]) => rows.map((r) => (r.at ? r.at.getTime() + DAY_MS : null));
    const plain = (rows: { at: Date | null }[]) => rows.map((r) => (r.at ? r.at.getTime() : null));
    const columns = [
      ["seminars", "starts_at", "id"],
      ["seminars", "created_at", "id"],
      ["contents", "published_at", "id"],
      ["advertisements", "starts_at", "id"],
      ["advertisements", "ends_at", "id"],
      ["services", "updated_at", "id"],
      ["ratings", "created_at", "id"],
      ["members", "created_at", "user_id"],
    ] as const;
    for (const [table, column, key] of columns) {
      const read = async (handle: DatabaseHandle) =>
        (
          await sql<{
            at: Date | null;
          }>`select ${sql.ref(column)} as at from ${sql.table(table)} order by ${sql.ref(key)}`.execute(handle.db)
        ).rows;
      const [before, after] = await Promise.all([read(seeded), read(nextDay)]);
      expect(before.length, `${table}.${column}`).toBeGreaterThan(0);
      expect(plain(after), `${table}.${column}`).toEqual(shifted(before));
    }
  });
});
