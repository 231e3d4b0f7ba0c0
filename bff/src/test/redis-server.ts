// A redis-server of a test's own (a child process on a fixed port), so that an outage test can kill,
// pause and restart it without touching the Redis other tests share (ADR 105).

import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

export interface OwnRedis {
  readonly url: string;
  /** Ends the process (SIGKILL): connections are refused until `start`. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and commands go unanswered, as with a lost host. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** Starts `redis-server` on 127.0.0.1:`port`; resolves once it accepts connections. */
export async function startOwnRedis(port: number): Promise<OwnRedis> {
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = server;
    let output = "";
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
      server.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      server.once("error", reject);
    });
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, "exit");
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    close: kill,
  };
}
