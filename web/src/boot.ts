// The first script of a server-rendered page (ADR 095). The page is readable without JavaScript, so the
// app's scripts (named by the server: the framework chunks in data-vendor, the entry in data-entry, the
// page's chunks in data-chunks) are fetched only once the first frame is out: on a slow connection they
// never hold up the first view. They are all fetched at once (modulepreload, a few per task), then the framework
// chunks are evaluated one per task before the entry, so that no single task runs all of the app's
// top-level code (a long task on a slow phone).
//
// The page carries inline only the CSS rules its own markup uses (ADR 184); the whole stylesheet (data-styles,
// hashed and immutable) is linked at once: a stylesheet added by a script never holds up the first paint,
// and it is there before anything the first view did not show (a menu, the next page) needs it.

const script = document.querySelector<HTMLScriptElement>("script[data-entry]");
const pathsOf = (value: string | undefined) =>
  (value ?? "").split(" ").filter((path) => path.startsWith("/assets/") && path.endsWith(".js"));
const vendor = pathsOf(script?.dataset.vendor);
const rest = pathsOf(`${script?.dataset.entry ?? ""} ${script?.dataset.chunks ?? ""}`);

for (const path of (script?.dataset.styles ?? "").split(" ")) {
  if (!path.startsWith("/assets/") || !path.endsWith(".css")) continue;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = path;
  link.crossOrigin = "";
  document.head.append(link);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Each preload starts its request while the link is appended (a few milliseconds of main-thread work on
 * a slow phone; a page has 30–40 chunks): so many per task, then the next task (ADR 202).
 */
const PRELOADS_PER_TASK = 8;

let started = false;
async function start(): Promise<void> {
  if (started) return;
  started = true;
  const paths = [...vendor, ...rest];
  for (let from = 0; from < paths.length; from += PRELOADS_PER_TASK) {
    if (from > 0) await nextTask();
    for (const path of paths.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = path;
      link.crossOrigin = "";
      document.head.append(link);
    }
  }
  for (const path of vendor) {
    // A chunk that fails here is asked for again by the entry's own imports, which report it.
    await import(/* @vite-ignore */ path).catch(() => undefined);
    await nextTask();
  }
  for (const path of rest) void import(/* @vite-ignore */ path);
}

// After the next frame; a tab opened in the background gets no frames, so a timer starts it too.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 500);
