import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database.js";
import { statementName } from "./prepared-statements.js";
import { createTestDatabase } from "./test-database.js";

// On PostgreSQL a read is parsed once per connection and executed again by name (ADR 203); its answer
// is the same as before. PGlite runs in the process and keeps sending its statements unnamed.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: {} });
});
afterAll(async () => {
  await database?.close();
});

describe("prepared statements", () => {
  it("When the same read runs twice on one connection, then both answers are right and PostgreSQL holds it prepared once", async () => {
    const read = (db: DatabaseHandle["db"], id: number) =>
      db.selectFrom("services").select(["id", "name"]).where("id", "=", id);
    const text = read(database.db, 0).compile().sql;
    await database.db.connection().execute(async (db) => {
      const [first] = await db.selectFrom("services").select("id").orderBy("id").limit(2).execute();
      const a = await read(db, first?.id ?? 0).executeTakeFirst();
      const b = await read(db, first?.id ?? 0).executeTakeFirst();
      expect(a).toEqual(b);
      expect(a?.id).toBe(first?.id);
      const held = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      const names = held.rows.map((r) => r.name);
      if (database.kind === "postgres") {
        expect(names.filter((n) => n === statementName(text))).toHaveLength(1);
      } else {
        expect(names).toEqual([]);
      }
    });
  });

  it("When a table gains a column while its `select *` is prepared, then the read still answers, with the new column", async () => {
    await database.db.connection().execute(async (db) => {
      await sql`create table prepared_probe (id int primary key)`.execute(db);
      await sql`insert into prepared_probe (id) values (1)`.execute(db);
      const read = () =>
        db
          .selectFrom("prepared_probe" as never)
          .selectAll()
          .execute();
      expect(await read()).toEqual([{ id: 1 }]);
      await sql`alter table prepared_probe add column note text default 'x'`.execute(db);
      expect(await read()).toEqual([{ id: 1, note: "x" }]);
      expect(await read()).toEqual([{ id: 1, note: "x" }]);
      await sql`drop table prepared_probe`.execute(db);
    });
  });
});
