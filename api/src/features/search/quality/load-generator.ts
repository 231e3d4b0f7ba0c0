// The HTTP client of search-latency.bench.ts, in a process of its own (ADR 200): forked by the bench, it
// sends the requests it is told to over IPC and answers with their latencies, so that the api's thread
// does only the api's work. Not run on its own.

import { Agent, get as httpGet } from "node:http";
import { performance } from "node:perf_hooks";

/** What the bench asks for: the URLs sent in turn, serially or at a fixed arrival rate. */
export type LoadCommand =
  | { readonly kind: "serial"; readonly urls: readonly string[]; readonly rounds: number }
  | { readonly kind: "open"; readonly urls: readonly string[]; readonly rate: number; readonly durationMs: number }
  | { readonly kind: "exit" };

/**
 * The answer to a serial or open command: one latency in ms per answered request, the failures, and the
 * CPU this process used for them (ms), to show the client is not what limits the figures.
 */
export interface LoadResult {
  readonly latencies: number[];
  readonly errors: number;
  /** The first few failures' messages. */
  readonly failures: string[];
  readonly clientCpuMs: number;
}

/**
 * node:http with kept-alive sockets rather than fetch: undici's fetch costs the client several times the
 * CPU per request, and a client short of CPU delays requests past their due time, which counts as latency.
 */
const agent = new Agent({
  keepAlive: true,
  // Idle sockets are closed before the server's keep-alive timeout (5 s), so none is reused as it closes.
  timeout: 4_000,
});

function get(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent }, (res) => {
      res.on("data", () => {});
      res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode} ${url}`))));
      res.on("error", reject);
    }).on("error", reject);
  });
}

async function serial(urls: readonly string[], rounds: number): Promise<Omit<LoadResult, "clientCpuMs">> {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const url of urls) {
      const started = performance.now();
      await get(url);
      latencies.push(performance.now() - started);
    }
  }
  return { latencies, errors: 0, failures: [] };
}

/**
 * Open loop: request n is due at t0 + n / rate and its latency counts from then, so a request that
 * leaves late because the client fell behind still counts its wait (queueing is counted).
 */
async function openLoop(
  urls: readonly string[],
  rate: number,
  durationMs: number,
): Promise<Omit<LoadResult, "clientCpuMs">> {
  const latencies: number[] = [];
  let errors = 0;
  const failures: string[] = [];
  const total = Math.round((rate * durationMs) / 1000);
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = t0 + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      get(urls[n % urls.length] ?? "").then(
        () => {
          latencies.push(performance.now() - due);
        },
        (error: unknown) => {
          errors += 1;
          if (failures.length < 5) failures.push(String(error));
        },
      ),
    );
  }
  await Promise.all(pending);
  return { latencies, errors, failures };
}

process.on("message", async (command: LoadCommand) => {
  if (command.kind === "exit") {
    process.disconnect();
    return;
  }
  const cpu = process.cpuUsage();
  const result =
    command.kind === "serial"
      ? await serial(command.urls, command.rounds)
      : await openLoop(command.urls, command.rate, command.durationMs);
  const used = process.cpuUsage(cpu);
  process.send?.({ ...result, clientCpuMs: (used.user + used.system) / 1000 } satisfies LoadResult);
});
