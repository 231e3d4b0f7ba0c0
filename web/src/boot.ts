// The first script of a server-rendered page (ADR 095). The page is readable without JavaScript, so the
// app's entry and the page's chunks (named by the server in data-entry and data-chunks) are imported
// only once the first frame is out: on a slow connection they never hold up the first view.

const script = document.querySelector<HTMLScriptElement>("script[data-entry]");
const modules = [script?.dataset.entry ?? "", ...(script?.dataset.chunks ?? "").split(" ")].filter(
  (path) => path.startsWith("/assets/") && path.endsWith(".js"),
);

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const path of modules) void import(/* @vite-ignore */ path);
}

// After the next frame; a tab opened in the background gets no frames, so a timer starts it too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
