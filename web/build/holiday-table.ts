// The browser needs only which Tokyo dates are public holidays (domain/src/working-days.ts reads
// `holidays` by key). @holiday-jp/holiday_jp ships each day with its weekday and English names and
// formatting helpers (12 KB gzipped in the meeting form's chunk); the client build takes a table of
// each date with its Japanese name instead, made from the same package at build time (ADR 192).
// The server build keeps node_modules external and loads the package as Node does.
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const PACKAGE = "@holiday-jp/holiday_jp";
const VIRTUAL = "\0iryo-holiday-table";

export function holidayTablePlugin(): Plugin {
  return {
    name: "iryo-holiday-table",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => (source === PACKAGE ? VIRTUAL : undefined),
    load(id) {
      if (id !== VIRTUAL) return undefined;
      const { holidays } = createRequire(import.meta.url)(PACKAGE) as {
        holidays: Record<string, { readonly name: string }>;
      };
      const table = Object.fromEntries(Object.entries(holidays).map(([date, { name }]) => [date, { name }]));
      return `export default { holidays: ${JSON.stringify(table)} };\n`;
    },
  };
}
