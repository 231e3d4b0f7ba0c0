// `node scripts/trace-long-tasks.mjs URL…`: loads each page in Chromium (mobile viewport, CPU throttled
// TRACE_CPU× — 4 by default, as Lighthouse's mobile preset simulates), records a performance trace with
// the V8 sampling profiler for TRACE_WAIT_MS after the load event, and prints every main-thread task
// over 50 ms: when it started (from navigation), how long it took, the trace events it ran (script
// evaluation, timers, layout …) and the functions the profiler found in it (self time, and the named
// frames on the stack). Run it against a started portal (`npm start`, or the Lighthouse benchmark's);
// with an unminified client build (`vite build web --minify false`, served with WEB_DIST_DIR) the
// functions carry their source names. Prints figures only (ADR 202).
//
//   TRACE_RUNS     loads per URL (default 1)
//   TRACE_CPU      CPU slowdown (default 4)
//   TRACE_COOKIE   a Cookie header for member pages ("name=value; …")
//   TRACE_WAIT_MS  how long to record after the load event (default 8000)
//   TRACE_SAVE     also write each trace's JSON to this path prefix
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const CPU = Number(process.env.TRACE_CPU ?? 4);
const LONG_MS = 50;
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "disabled-by-default-v8.cpu_profiler",
];
/** Trace events worth naming inside a task (their own time includes their children's). */
const NAMED_EVENTS = new Set([
  "EvaluateScript",
  "v8.compileModule",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "FireAnimationFrame",
  "EventDispatch",
  "Layout",
  "UpdateLayoutTree",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "Paint",
  "MajorGC",
  "MinorGC",
  "V8.GC_MC_BACKGROUND_MARKING",
]);

/** The renderer main thread that parsed the page's HTML (not a new-tab page's or an extension's). */
/** What the totals line adds up: each event's own duration (which includes its children's). */
const TOTAL_KINDS = {
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  ParseAuthorStyleSheet: "CSS parse",
  FunctionCall: "script",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  RunMicrotasks: "microtasks",
};

function mainThreadOf(events, url) {
  const parse = events.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(url));
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/** The sampling profile of the main thread: samples as { ts, stack: callFrame[] } (leaf first). */
function samplesOf(events, thread) {
  const chunks = events.filter((e) => e.name === "ProfileChunk" && e.pid === thread.pid);
  const profiles = events.filter((e) => e.name === "Profile" && e.pid === thread.pid && e.tid === thread.tid);
  const samples = [];
  for (const profile of profiles) {
    const nodes = new Map();
    let ts = profile.args.data.startTime;
    for (const chunk of chunks.filter((c) => c.id === profile.id)) {
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i++) {
        ts += deltas[i] ?? 0;
        samples.push({ ts, id: ids[i] });
      }
    }
    for (const sample of samples) {
      if (sample.stack) continue;
      const stack = [];
      for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) stack.push(node.callFrame);
      sample.stack = stack;
    }
  }
  return samples;
}

const frameName = (f) => {
  const file = f.url ? f.url.replace(/^.*\//, "").replace(/\?.*$/, "") : "";
  return `${f.functionName || "(anonymous)"}${file ? ` ${file}:${f.lineNumber + 1}` : ""}`;
};
const IGNORED = new Set(["(root)", "(program)", "(idle)"]);

function top(map, n) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
}

function describeTask(task, threadEvents, samples) {
  const end = task.ts + task.dur;
  const inside = threadEvents.filter(
    (e) => e.ph === "X" && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task,
  );
  const byEvent = new Map();
  for (const e of inside) {
    if (!NAMED_EVENTS.has(e.name)) continue;
    const data = e.args?.data ?? {};
    const detail =
      e.name === "EvaluateScript" || e.name === "v8.compileModule" || e.name === "v8.evaluateModule"
        ? ` ${String(data.url ?? e.args?.fileName ?? "").replace(/^.*\//, "")}`
        : e.name === "FunctionCall"
          ? ` ${data.functionName || "(anonymous)"} ${String(data.url ?? "").replace(/^.*\//, "")}`
          : "";
    const key = `${e.name}${detail}`;
    byEvent.set(key, (byEvent.get(key) ?? 0) + e.dur / 1000);
  }
  const self = new Map();
  const onStack = new Map();
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
  for (let i = 0; i < inTask.length; i++) {
    const next = inTask[i + 1]?.ts ?? end;
    const ms = Math.max(0, next - inTask[i].ts) / 1000;
    const [leaf] = inTask[i].stack;
    if (leaf && !IGNORED.has(leaf.functionName)) self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + ms);
    const seen = new Set();
    for (const frame of inTask[i].stack) {
      if (!frame.functionName || IGNORED.has(frame.functionName)) continue;
      const name = frameName(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      onStack.set(name, (onStack.get(name) ?? 0) + ms);
    }
  }
  return { events: top(byEvent, 6), self: top(self, 8), onStack: top(onStack, 14) };
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ...(process.env.TRACE_COOKIE ? { extraHTTPHeaders: { cookie: process.env.TRACE_COOKIE } } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  // A fixed wait, not a polling selector: Playwright's injected script would be a task of the trace.
  await page.waitForTimeout(Number(process.env.TRACE_WAIT_MS ?? 8000));
  const buffer = await browser.stopTracing();
  await context.close();
  return JSON.parse(buffer.toString("utf8"));
}

function report(url, trace, run) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThreadOf(events, url);
  const threadEvents = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const navStart =
    events.find((e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL).startsWith(url))?.ts ??
    threadEvents[0].ts;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === thread.pid)?.ts;
  const samples = samplesOf(events, thread);
  const tasks = threadEvents.filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur / 1000 > LONG_MS);
  const blocking = tasks
    .filter((t) => fcp === undefined || t.ts >= fcp)
    .reduce((sum, t) => sum + (t.dur / 1000 - LONG_MS), 0);
  const at = (ts) => ((ts - navStart) / 1000).toFixed(0);
  // Main-thread time by kind over the whole load (top-level events of each task only).
  const totals = new Map();
  for (const task of threadEvents.filter((e) => e.name === "RunTask" && e.ph === "X")) {
    const end = task.ts + task.dur;
    for (const e of threadEvents) {
      if (e.ph !== "X" || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      const kind = TOTAL_KINDS[e.name];
      if (kind) totals.set(kind, (totals.get(kind) ?? 0) + e.dur / 1000);
    }
  }
  console.log(
    `\n${url} run ${run}: CPU ${CPU}×, load ${loadavg()[0].toFixed(2)}; FCP ${fcp ? at(fcp) : "?"} ms; ` +
      `${tasks.length} tasks over ${LONG_MS} ms, blocking after FCP ${blocking.toFixed(0)} ms`,
  );
  console.log(`  main thread: ${top(totals, 10).join(" ms · ")} ms`);
  for (const task of tasks) {
    const { events: named, self, onStack } = describeTask(task, threadEvents, samples);
    console.log(`  at ${at(task.ts)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
    if (named.length) console.log(`    events:   ${named.join(" · ")}`);
    if (self.length) console.log(`    self:     ${self.join(" · ")}`);
    if (onStack.length) console.log(`    on stack: ${onStack.join(" · ")}`);
  }
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("usage: node scripts/trace-long-tasks.mjs URL…");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const url of urls) {
    for (let run = 1; run <= RUNS; run++) {
      const trace = await traceOnce(browser, url);
      if (process.env.TRACE_SAVE) writeFileSync(`${process.env.TRACE_SAVE}-${run}.json`, JSON.stringify(trace));
      report(url, trace, run);
    }
  }
} finally {
  await browser.close();
}
