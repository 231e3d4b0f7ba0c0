// Runs a few long-lived child processes as one: prefixed output, signals forwarded, and when one
// dies the others are stopped too. Used by start.mjs and dev.mjs.
import { spawn } from "node:child_process";

const COLORS = ["\x1b[36m", "\x1b[35m", "\x1b[33m"];
const RESET = "\x1b[0m";

/**
 * Each process starts once the one before it is ready (its `readyWhen` line), or with the one before
 * it when it says `withPrevious: true` (it needs nothing of that one to start).
 *
 * @param {{ name: string, command: string, args: string[], env?: Record<string,string>, readyWhen?: RegExp, withPrevious?: boolean }[]} specs
 * @param {{ onAllReady?: () => void }} options
 */
export function runTogether(specs, { onAllReady } = {}) {
  const children = [];
  let stopping = false;
  let exitCode = 0;
  let pendingReady = specs.filter((s) => s.readyWhen).length;

  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };

  // Each process starts once the one before it is ready (or with it: `withPrevious`).
  const startAt = (index) => {
    const spec = specs[index];
    if (!spec || stopping) return;
    const color = process.stdout.isTTY ? COLORS[index % COLORS.length] : "";
    const reset = color ? RESET : "";
    const child = spawn(spec.command, spec.args, {
      env: { ...process.env, ...spec.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    const relay = (stream, out) => {
      let buffer = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        buffer += chunk;
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          out.write(`${color}${spec.name.padEnd(4)}${reset} │ ${line}\n`);
          if (spec.readyWhen?.test(line)) {
            spec.readyWhen = undefined;
            pendingReady -= 1;
            if (pendingReady === 0) onAllReady?.();
            if (!specs[index + 1]?.withPrevious) startAt(index + 1);
          }
        }
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on("exit", (code, signal) => {
      if (!stopping) {
        process.stderr.write(`${spec.name} stopped (${signal ?? `exit ${code}`}); stopping the others.\n`);
        exitCode = code || 1;
        stopAll("SIGTERM");
      }
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
    });
    if (!spec.readyWhen || specs[index + 1]?.withPrevious) startAt(index + 1);
  };
  startAt(0);

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => stopAll("SIGTERM"));
  }
}
