// Debian's Chromium as the browser tests and the Lighthouse benchmark run it: one path and one set of
// switches (no sandbox as root in a container, no GPU, nothing that phones home while measuring).

export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
