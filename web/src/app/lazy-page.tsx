import { type ComponentType, createContext, lazy, useContext } from "react";

/**
 * The source modules (paths as Vite's manifest names them, e.g. `src/features/home/HomeRoute.tsx`) of
 * the lazy pages a server render showed. The server reads them to link each page's chunk and CSS
 * (`<link rel="modulepreload">`, stylesheets) so that hydration does not wait on a fallback.
 * Undefined in the browser.
 */
export const RenderedModulesContext = createContext<Set<string> | undefined>(undefined);

/** Every page made with `lazyPage`, by module id (a test checks that each id is a real file). */
export const LAZY_PAGE_MODULES = new Set<string>();

/**
 * `React.lazy` that also records, in a server render, which module it rendered. `module` is the
 * file of `load`'s import relative to `web/` (e.g. `src/features/home/HomeRoute.tsx`).
 */
export function lazyPage<P extends object>(
  module: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  LAZY_PAGE_MODULES.add(module);
  const Lazy = lazy(load);
  function LazyPage(props: P) {
    useContext(RenderedModulesContext)?.add(module);
    return <Lazy {...props} />;
  }
  LazyPage.displayName = `LazyPage(${module})`;
  return LazyPage;
}
