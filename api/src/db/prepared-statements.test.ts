import pg from "pg";
import { describe, expect, it } from "vitest";
import { prepareStatements, statementName } from "./prepared-statements.js";

// kysely's statements become named prepared statements on each PostgreSQL connection (ADR 203).

/**
 * A pool (never connected) that hands out one client recording what its `query` was given; `answer` says
 * what the client answers to each call (by default the number of calls so far).
 */
function connectedClient(
  maxPerConnection?: number,
  answer: (args: unknown[], call: number) => unknown = (_args, call) => call,
) {
  const pool = new pg.Pool();
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => answer(args, calls.push(args)) };
  prepareStatements(pool, maxPerConnection);
  pool.emit("connect", client);
  return { query: client.query as (...args: unknown[]) => unknown, calls };
}

describe("prepared statements", () => {
  it("When kysely sends a select with its values, then it goes as a statement named after its text", () => {
    const { query, calls } = connectedClient();
    const text = 'select "id" from "services" where "id" = $1';
    query(text, [1]);
    query(text, [2]);
    expect(calls).toEqual([
      [{ name: statementName(text), text, values: [1] }],
      [{ name: statementName(text), text, values: [2] }],
    ]);
  });

  it("When two texts differ, then their names differ; the same text has the same name everywhere", () => {
    const a = 'select "id" from "services" where "id" = $1';
    const b = 'select "id" from "services" where "id" in ($1, $2)';
    expect(statementName(a)).not.toBe(statementName(b));
    expect(statementName(a)).toBe(statementName(`${a}`.slice(0)));
  });

  it("When a statement cannot be prepared or is not kysely's form, then it is passed on as it is", () => {
    const { query, calls } = connectedClient();
    const callback = () => {};
    query("begin", []);
    query('alter table "services" add column "x" int', []);
    query("select pg_cancel_backend($1)", [7], callback);
    query({ text: "select 1", values: [] });
    expect(calls).toEqual([
      ["begin", []],
      ['alter table "services" add column "x" int', []],
      ["select pg_cancel_backend($1)", [7], callback],
      [{ text: "select 1", values: [] }],
    ]);
  });

  it("When a connection holds its bound of prepared statements, then further texts run unnamed and the prepared ones stay named", () => {
    const { query, calls } = connectedClient(2);
    const texts = ["select $1::int", "select $1::text", "select $1::bigint"];
    for (const text of texts) query(text, [1]);
    query(texts[0], [2]);
    expect(calls).toEqual([
      [{ name: statementName("select $1::int"), text: "select $1::int", values: [1] }],
      [{ name: statementName("select $1::text"), text: "select $1::text", values: [1] }],
      ["select $1::bigint", [1]],
      [{ name: statementName("select $1::int"), text: "select $1::int", values: [2] }],
    ]);
  });

  it("When a prepared statement's result type changed under it, then the text runs again unnamed and stays unnamed on that connection", async () => {
    const { query, calls } = connectedClient(undefined, (args, call) =>
      typeof args[0] === "object" && call === 1
        ? Promise.reject(Object.assign(new Error("cached plan must not change result type"), { code: "0A000" }))
        : Promise.resolve({ rows: [] }),
    );
    const text = 'select * from "services" where "id" = $1';
    await expect(query(text, [1])).resolves.toEqual({ rows: [] });
    await query(text, [2]);
    expect(calls).toEqual([[{ name: statementName(text), text, values: [1] }], [text, [1]], [text, [2]]]);
  });

  it("When a named statement fails for another reason, then the error is the caller's and nothing runs again", async () => {
    const { query, calls } = connectedClient(undefined, () =>
      Promise.reject(Object.assign(new Error("duplicate key"), { code: "23505" })),
    );
    await expect(query('insert into "t" ("id") values ($1)', [1])).rejects.toMatchObject({ code: "23505" });
    expect(calls).toHaveLength(1);
  });
});
