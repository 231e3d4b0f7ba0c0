// A process of scripts/cluster.mjs: runs the server script the primary names. Once the primary says the
// server listens, the IPC channel stops keeping the process alive: after its stop handler has closed
// everything, the process then ends as it would alone instead of waiting on the channel forever.
import { pathToFileURL } from "node:url";

const script = process.env.CLUSTER_WORKER_SCRIPT;
if (!script) throw new Error("CLUSTER_WORKER_SCRIPT is not set");
const onMessage = (message) => {
  if (message?.cmd !== "iryo:listening") return;
  process.off("message", onMessage);
  process.channel?.unref();
};
process.on("message", onMessage);
await import(pathToFileURL(script).href);
