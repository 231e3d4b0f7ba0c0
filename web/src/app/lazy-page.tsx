import { type ComponentType, createContext, lazy, useContext } from "react";

/**
 * The source modules (paths as Vite's manifest names them, e.g. `src/features/home/HomeRoute.tsx`) of
 * the lazy pages a server render showed. The server reads them to link each page's chunk and CSS
 * (`<link rel="modulepreload">`, stylesheets) so that hydration does not wait on a fallback.
 * Undefined in the browser.
 */
export const RenderedModulesContext = createContext<Set<string> | undefined>(undefined);

/**
 * Every page made with `lazyPage`, by module id; `undefined` for a page whose id the build did not
 * fill in (a test checks that there is none and that each id is a real file).
 */
export const LAZY_PAGE_MODULES: (string | undefined)[] = [];

/**
 * `React.lazy` that also records, in a server render, which module it rendered. Write it as
 * `lazyPage(() => import("../features/home/HomeRoute"))`: the build (web/build/lazy-page-modules.ts)
 * adds `module`, the manifest key of that import (`src/features/home/HomeRoute.tsx`).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  module?: string,
): ComponentType<P> {
  LAZY_PAGE_MODULES.push(module);
  const Lazy = lazy(load);
  function LazyPage(props: P) {
    const rendered = useContext(RenderedModulesContext);
    if (module) rendered?.add(module);
    return <Lazy {...props} />;
  }
  LazyPage.displayName = `LazyPage(${module ?? "unknown module"})`;
  return LazyPage;
}
