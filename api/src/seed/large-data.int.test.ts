import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../db/test-database.js";
import { generateLargeData } from "./large-data.js";

// A run on a fixed day, in Tokyo, far from the year the generator was written in.
const NOW = new Date("2027-06-01T10:00:00+09:00");

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("generateLargeData", () => {
  it("When asked for 300 services and 3,000 ratings, then the totals are topped up with every link", async () => {
    const result = await generateLargeData(database.db, { services: 300, ratings: 3_000, now: NOW });
    expect(result).toEqual({ services: 300, ratings: 3_000 });
    const unlinked = await sql<{ n: number }>`
      select count(*)::int as n from services s
      where not exists (select 1 from service_categories x where x.service_id = s.id)
         or not exists (select 1 from service_issues x where x.service_id = s.id)`.execute(database.db);
    expect(unlinked.rows[0]?.n).toBe(0);
    const summed = await sql<{ n: number }>`select sum(rating_count)::int as n from service_rating_summaries`.execute(
      database.db,
    );
    expect(summed.rows[0]?.n).toBe(3_000);
    // Dated from the day of the run (ADR 097): everything lies before it, nothing in the future.
    const latest = await sql<{ updated: Date; published: Date }>`
      select (select max(updated_at) from services) as updated,
             (select max(published_at) from ratings) as published`.execute(database.db);
    const startOfDay = Date.parse("2027-06-01T00:00:00+09:00");
    expect(latest.rows[0]?.updated.getTime()).toBeLessThan(startOfDay);
    expect(latest.rows[0]?.published.getTime()).toBeLessThanOrEqual(startOfDay);
  });

  it("When run again with the same totals, then nothing is added", async () => {
    const result = await generateLargeData(database.db, { services: 300, ratings: 3_000 });
    expect(result).toEqual({ services: 300, ratings: 3_000 });
  });
});
