import type { ComponentType } from "react";
import { lazyPage } from "./lazy-page";

/** A page module: its default export is a page component that takes no props. */
type PageModule = { default: ComponentType };

// The app's lazy pages without props: every `…Route.tsx` of a feature and the my-page layout, but not
// the two negotiation rooms, which take the files tab. Each one stays a chunk of its own, as with a
// written `import()` (Vite turns the glob into the same imports).
const PAGE_LOADERS = import.meta.glob<PageModule>([
  "../features/**/*Route.tsx",
  "../features/my-page/MyPageLayout.tsx",
  "!../features/negotiations/NegotiationDetailRoute.tsx",
  "!../features/negotiations/provider/ProviderRoomRoute.tsx",
]);

/**
 * The lazy page of `src/features/<path>.tsx` (e.g. `featurePage("home/HomeRoute")`), made with `lazyPage`
 * under the module id Vite's manifest names it by. For a page without props; a page that takes props is
 * declared with `lazyPage` and its own typed `import()`, so that its props are checked.
 */
export function featurePage(path: string): ComponentType {
  const load = PAGE_LOADERS[`../features/${path}.tsx`];
  if (!load) throw new Error(`No page module src/features/${path}.tsx`);
  return lazyPage(`src/features/${path}.tsx`, load);
}
