import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { processPlan } from "../scripts/process-plan.mjs";

describe("processes per tier (API_PROCESSES, BFF_PROCESSES)", () => {
  const pg = "postgres://postgres@127.0.0.1:5432/iryo";
  const redis = "redis://127.0.0.1:6379";

  it("When nothing is set, then one api and one BFF process run, without a note", () => {
    expect(processPlan({})).toEqual({
      api: 1,
      bff: 1,
      bffNodeArgs: ["--heap-growing-percent=100"],
      bffEnv: { GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=131072" },
      notes: [],
      errors: [],
    });
    expect(processPlan({ API_PROCESSES: "", BFF_PROCESSES: "" })).toMatchObject({ api: 1, bff: 1 });
  });

  it("When two api processes are asked on PGlite, then one runs and the note says why", () => {
    const plan = processPlan({ API_PROCESSES: "2", REDIS_URL: redis });
    expect(plan.api).toBe(1);
    expect(plan.notes.join("\n")).toContain("PGlite");
    expect(plan.errors).toEqual([]);
  });

  it("When two api processes are asked on PostgreSQL without Redis, then one runs (events need Redis)", () => {
    const plan = processPlan({ API_PROCESSES: "2", DATABASE_URL: pg });
    expect(plan.api).toBe(1);
    expect(plan.notes.join("\n")).toContain("REDIS_URL");
  });

  it("When two of each are asked on PostgreSQL with Redis, then two of each run without a note", () => {
    expect(processPlan({ API_PROCESSES: "2", BFF_PROCESSES: "2", DATABASE_URL: pg, REDIS_URL: redis })).toMatchObject({
      api: 2,
      bff: 2,
      notes: [],
      errors: [],
    });
  });

  it("When two BFF processes run without Redis, then they run and the note names the per-process caches", () => {
    const plan = processPlan({ BFF_PROCESSES: "2" });
    expect(plan.bff).toBe(2);
    expect(plan.notes.join("\n")).toContain("visitor response cache");
  });

  it.each(["0", "-1", "1.5", "two", "65"])("When API_PROCESSES is %s, then it is an error", (value) => {
    expect(processPlan({ API_PROCESSES: value }).errors[0]).toContain("API_PROCESSES");
  });

  it("When BFF_HEAP_GROWING_PERCENT is set, then the BFF runs with that growth, and 0 leaves it to V8", () => {
    expect(processPlan({ BFF_HEAP_GROWING_PERCENT: "50" }).bffNodeArgs).toEqual(["--heap-growing-percent=50"]);
    expect(processPlan({ BFF_HEAP_GROWING_PERCENT: "0" })).toMatchObject({ bffNodeArgs: [], errors: [] });
  });

  it("When GLIBC_TUNABLES is set, then the operator's setting is the BFF's, not the plan's malloc threshold", () => {
    expect(processPlan({ GLIBC_TUNABLES: "glibc.malloc.arena_max=2" }).bffEnv).toEqual({});
    expect(processPlan({ GLIBC_TUNABLES: "" }).bffEnv).toEqual({});
  });

  it.each(["-5", "12.5", "lots", "1001"])("When BFF_HEAP_GROWING_PERCENT is %s, then it is an error", (value) => {
    const plan = processPlan({ BFF_HEAP_GROWING_PERCENT: value });
    expect(plan.errors[0]).toContain("BFF_HEAP_GROWING_PERCENT");
    expect(plan.bffNodeArgs).toEqual([]);
  });

  it("When node runs with the flags and environment the plan gives, then V8 and glibc accept them (an unknown flag would stop the BFF)", async () => {
    const plan = processPlan({ BFF_HEAP_GROWING_PERCENT: "25" });
    expect(plan.bffNodeArgs).toHaveLength(1);
    const child = spawn(process.execPath, [...plan.bffNodeArgs, "-e", "process.exit(0)"], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...plan.bffEnv },
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  });
});

describe("scripts/cluster.mjs", () => {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Resolves with the output once `pattern` appears in it. */
  function waitFor(proc: ChildProcess, output: { text: string }, pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output.text);
        if (match) resolve(match);
      };
      proc.stdout?.on("data", check);
      proc.once("exit", (code) => reject(new Error(`exited ${code}: ${output.text}`)));
      check();
    });
  }

  it("When two processes are asked, then both answer on one port, only the first seeds and runs jobs, and SIGTERM stops all", async () => {
    dir = await mkdtemp(join(tmpdir(), "cluster-"));
    const server = join(dir, "server.mjs");
    await writeFile(
      server,
      `import http from "node:http";
const s = http.createServer((req, res) => res.end(JSON.stringify({ pid: process.pid, seed: process.env.SEED_DEMO_DATA ?? null, jobs: process.env.BACKGROUND_JOBS ?? null })));
s.listen(0, "127.0.0.1", () => console.log("listening on " + s.address().port));
process.on("SIGTERM", () => s.close(() => process.exit(0)));
`,
    );
    const output = { text: "" };
    child = spawn(process.execPath, ["scripts/cluster.mjs", "demo", "2", server], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output.text += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output.text += chunk.toString();
    });
    const [, port] = await waitFor(child, output, /listening on (\d+)/);
    await waitFor(child, output, /\[demo\] 2 processes/);

    const seen = new Map<number, { seed: string | null; jobs: string | null }>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const answer = (await (
        await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } })
      ).json()) as {
        pid: number;
        seed: string | null;
        jobs: string | null;
      };
      seen.set(answer.pid, { seed: answer.seed, jobs: answer.jobs });
    }
    expect(seen.size).toBe(2);
    expect([...seen.values()]).toEqual(
      expect.arrayContaining([
        { seed: null, jobs: null },
        { seed: "false", jobs: "false" },
      ]),
    );

    const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
