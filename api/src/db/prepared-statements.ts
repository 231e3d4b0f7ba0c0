import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * How many statements one connection keeps prepared (ADR 203). The api's reads and writes are a few
 * hundred distinct texts (an `in (…)` list of each length is its own text); past the bound a
 * connection runs the rest unnamed, as before, so a burst of unusual texts cannot grow a backend's memory.
 */
const PREPARED_STATEMENTS_PER_CONNECTION = 500;

/** Statements PostgreSQL can plan once and execute again (not DDL, transaction control or SET). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

type Query = (...args: unknown[]) => unknown;

/**
 * Makes every connection of `pool` send kysely's parameterised statements as NAMED prepared statements
 * (ADR 203): pg parses a text once per connection and afterwards sends only Bind/Execute, so PostgreSQL
 * skips parsing and analysis, and may keep a generic plan (its `plan_cache_mode = auto` switches to one
 * only when it costs no more than the plans made for the values). On the 10,000-service data set
 * planning was about 70 % of the server time of a service detail page's ten queries.
 *
 * The name is derived from the text, so the same text has the same name on every connection. Only the
 * plain `query(text, values)` form kysely uses is named; a config object, a callback or a text that
 * cannot be prepared passes as it is. PostgreSQL only: PGlite runs inside the process, where a round
 * trip costs no socket.
 */
export function prepareStatements(pool: pg.Pool, maxPerConnection = PREPARED_STATEMENTS_PER_CONNECTION): void {
  pool.on("connect", (pooled) => {
    // pg has no per-query hook: as the abort guard does (query-abort.ts), the client's overloaded
    // `query` is replaced by one variadic wrapper, which its overloads' type cannot describe.
    const client = pooled as unknown as { query: Query };
    const query = client.query.bind(pooled) as Query;
    const prepared = new Set<string>();
    /** Names whose result type changed under them (a migration while this process runs): sent unnamed since. */
    const stale = new Set<string>();
    client.query = (...args: unknown[]) => {
      const [text, values] = args;
      if (args.length !== 2 || typeof text !== "string" || !Array.isArray(values) || !PREPARABLE.test(text)) {
        return query(...args);
      }
      const name = statementName(text);
      if (stale.has(name)) return query(...args);
      if (!prepared.has(name)) {
        if (prepared.size >= maxPerConnection) return query(...args);
        prepared.add(name);
      }
      const named = query({ name, text, values });
      if (!(named instanceof Promise)) return named;
      // A migration that changes a table's columns (e.g. one more for `select *`) while this process runs
      // leaves the statement prepared for the old row type, and PostgreSQL refuses it before it executes
      // anything. The text runs again unnamed (in a transaction, that answers the transaction's own
      // error), and on this connection it stays unnamed.
      return named.catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code !== RESULT_TYPE_CHANGED) throw error;
        stale.add(name);
        return query(...args);
      });
    };
  });
}

/** SQLSTATE of "cached plan must not change result type" (feature_not_supported). */
const RESULT_TYPE_CHANGED = "0A000";

/** Names by text, remembered for the texts seen most recently (a text's hash is computed once). */
const names = new Map<string, string>();
const NAMES_KEPT = 2000;

/** The statement's name: a hash of its text (the same on every connection and process). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `iryo_${createHash("sha1").update(text).digest("base64url")}`;
    if (names.size >= NAMES_KEPT) names.delete(names.keys().next().value as string);
    names.set(text, name);
  }
  return name;
}
