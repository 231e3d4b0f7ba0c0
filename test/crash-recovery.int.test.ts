import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@iryo/api/db/database";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = new URL("..", import.meta.url).pathname;
// The clicks come "from" many clients (ADR 050 counts one click per client and ad): the test plays the
// BFF, which the api believes through the shared secret (ADR 052).
const PROXY_SECRET = "crash-test-proxy-secret-0123456789";

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

function startApi(dataDir: string, port: number): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", "api/src/server.ts"], {
    cwd: ROOT,
    env: {
      ...withoutDatabaseUrl(process.env),
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      PROXY_SECRET,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("[api] listening")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`api exited with ${code} before listening:\n${output}`)));
  });
  return { child, ready, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe("the embedded database under SIGKILL", () => {
  it("When the api is killed -9 in the middle of writes, then the restart opens cleanly and keeps every committed row", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "iryo-crash-"));
    dirs.push(dataDir);
    const port = 41_000 + (process.pid % 1000);
    const first = startApi(dataDir, port);
    await first.ready;

    // Writers keep clicking until the process dies; every 201 is a committed row we must find again.
    const committed: number[] = [];
    let alive = true;
    let client = 0;
    const writer = async () => {
      while (alive) {
        try {
          client += 1;
          const res = await fetch(`http://127.0.0.1:${port}/v1/advertisements/1/click`, {
            method: "POST",
            headers: {
              "x-forwarded-for": `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`,
              "x-proxy-secret": PROXY_SECRET,
            },
          });
          if (res.status === 201) committed.push(((await res.json()) as { click_id: number }).click_id);
        } catch {
          return; // connection refused or reset: the process is gone
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (committed.length < 200) await new Promise((r) => setImmediate(r));
    first.child.kill("SIGKILL");
    await exited(first.child);
    alive = false;
    await Promise.all(writers);
    expect(committed.length).toBeGreaterThanOrEqual(200);

    // The stale lock of the killed process is taken over; the server opens and serves.
    const second = startApi(dataDir, port);
    await second.ready;
    const categories = await fetch(`http://127.0.0.1:${port}/v1/categories`);
    expect(categories.status).toBe(200);

    // A second opener of the same data directory is refused at once with a clear message.
    const third = startApi(dataDir, port + 1);
    await expect(third.ready).rejects.toThrow(/already open in another process/);

    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
    expect(second.output()).toContain("[api] closed");

    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const rows = await handle.db.selectFrom("advertisement_clicks").select("id").execute();
      const stored = new Set(rows.map((r) => Number(r.id)));
      const lost = committed.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
