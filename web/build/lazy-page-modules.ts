// The server render links each rendered lazy page's chunk by its key in Vite's manifest (the page's
// source path relative to web/, e.g. `src/features/home/HomeRoute.tsx`). Route tables declare pages as
// `lazyPage(() => import("../features/home/HomeRoute"))`; this plugin resolves that import the way the
// build does and passes its manifest key as `lazyPage`'s second argument, so no path is written twice.
import { relative } from "node:path";
import type { Plugin } from "vite";

/** `lazyPage(() => import("…"))` with nothing after the loader (but maybe a trailing comma). */
const LAZY_PAGE_CALL = /lazyPage\(\s*\(\)\s*=>\s*import\(\s*(["'])([^"']+)\1\s*\)(\s*,)?\s*\)/g;

export function lazyPageModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "iryo-lazy-page-modules",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes("lazyPage(")) return undefined;
      const calls = [...code.matchAll(LAZY_PAGE_CALL)];
      if (calls.length === 0) return undefined;
      let out = "";
      let last = 0;
      for (const call of calls) {
        const [whole, , specifier, comma] = call as unknown as [string, string, string, string | undefined];
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`lazyPage: cannot resolve ${specifier} from ${id}`);
        const module = relative(root, resolved.id.split("?")[0] as string).replaceAll("\\", "/");
        const end = (call.index ?? 0) + whole.length - 1;
        out += `${code.slice(last, end)}${comma ? "" : ","} ${JSON.stringify(module)})`;
        last = end + 1;
      }
      return { code: out + code.slice(last), map: null };
    },
  };
}
