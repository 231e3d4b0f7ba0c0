import type { ComponentType } from "react";
import { lazyPage } from "./lazy-page";

type PageModule = { default: ComponentType<never> };

// The app's lazy pages: every `…Route.tsx` of a feature, the my-page layout and the room's files tab.
// Each one stays a chunk of its own, as with a written `import()` (Vite turns the glob into the same imports).
const PAGE_LOADERS = import.meta.glob<PageModule>([
  "../features/**/*Route.tsx",
  "../features/my-page/MyPageLayout.tsx",
  "../features/negotiation-files/NegotiationFilesTab.tsx",
]);

/**
 * The lazy page of `src/features/<path>.tsx` (e.g. `featurePage("home/HomeRoute")`), made with `lazyPage`
 * under the module id Vite's manifest names it by. `P` is the page's props.
 */
export function featurePage<P extends object = object>(path: string): ComponentType<P> {
  const load = PAGE_LOADERS[`../features/${path}.tsx`];
  if (!load) throw new Error(`No page module src/features/${path}.tsx`);
  return lazyPage(`src/features/${path}.tsx`, load as unknown as () => Promise<{ default: ComponentType<P> }>);
}
