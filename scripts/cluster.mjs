// `node scripts/cluster.mjs <name> <count> <script>`: runs <script> (the built api or BFF server) as
// <count> processes sharing one listening port with node:cluster (ADR 092). Used by `npm start` when
// API_PROCESSES or BFF_PROCESSES is above 1.
//
// - The first process starts alone; the others are forked once it listens, so that only the first
//   migrates and seeds. They get SEED_DEMO_DATA=false, and BACKGROUND_JOBS=false so that the periodic
//   jobs run once.
// - A process that dies after it listened is forked again (same settings); one that dies before it
//   listened stops the whole group (a configuration error would only repeat).
// - SIGINT/SIGTERM are passed to every process; the group exits when they all have. A process's
//   IPC channel stops keeping it alive once it listens (scripts/cluster-worker.mjs), so it ends as it
//   would alone.
import cluster from "node:cluster";
import { resolve } from "node:path";

const [name = "app", countText = "1", script] = process.argv.slice(2);
const count = Number(countText);
if (!script || !Number.isInteger(count) || count < 1) {
  console.error("usage: node scripts/cluster.mjs <name> <count> <script>");
  process.exit(2);
}

cluster.setupPrimary({ exec: resolve(import.meta.dirname, "cluster-worker.mjs"), args: [] });

let stopping = false;
let exitCode = 0;
let listening = 0;
/** Settings per slot: slot 0 is the first process (seeding, background jobs). */
const slotEnv = (slot) => (slot === 0 ? {} : { SEED_DEMO_DATA: "false", BACKGROUND_JOBS: "false" });
const slots = new Map();

function fork(slot) {
  const worker = cluster.fork({ ...slotEnv(slot), CLUSTER_WORKER_SCRIPT: resolve(script) });
  slots.set(worker.id, { slot, listened: false });
  worker.once("listening", () => {
    const entry = slots.get(worker.id);
    if (entry && !entry.listened) {
      entry.listened = true;
      worker.send({ cmd: "iryo:listening" });
      listening += 1;
      if (slot === 0 && listening === 1) for (let s = 1; s < count; s++) fork(s);
      if (listening === count) console.log(`[${name}] ${count} processes (node:cluster, pid ${process.pid})`);
    }
  });
}

cluster.on("exit", (worker, code, signal) => {
  const entry = slots.get(worker.id);
  slots.delete(worker.id);
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    return;
  }
  if (!entry?.listened) {
    console.error(`[${name}] a process stopped before it listened (${signal ?? `exit ${code}`}); stopping.`);
    exitCode = code || 1;
    stopAll("SIGTERM");
    return;
  }
  console.error(`[${name}] process ${entry.slot} stopped (${signal ?? `exit ${code}`}); starting it again.`);
  listening -= 1;
  fork(entry.slot);
});

function stopAll(signal) {
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (workers.length === 0) process.exit(exitCode);
  for (const worker of workers) if (worker && !worker.isDead()) worker.process.kill(signal);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll("SIGTERM"));

fork(0);
