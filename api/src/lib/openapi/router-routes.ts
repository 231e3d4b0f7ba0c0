import type { Router } from "express";

/** One route an express router answers: `GET /services/{id}` (OpenAPI placeholders). */
export interface RouteEntry {
  readonly method: string;
  readonly path: string;
}

interface LayerLike {
  readonly route?: { readonly path: unknown; readonly methods: Record<string, boolean> };
  readonly handle?: { readonly stack?: readonly LayerLike[] };
}

/**
 * Every method + path of an express 5 router and of the routers mounted in it at its root (the /v1
 * feature routers are), with `:name` written as `{name}`. HEAD (answered by GET) is left out.
 */
export function routesOf(router: Router): RouteEntry[] {
  const found: RouteEntry[] = [];
  const walk = (stack: readonly LayerLike[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = String(layer.route.path).replace(/:([a-zA-Z_]+)/g, "{$1}");
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== "_all" && method !== "head") found.push({ method: method.toUpperCase(), path });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  if (hasStack(router)) walk(router.stack);
  return found;
}

/** express 5 keeps a router's layers in `stack`, which its types do not declare. */
function hasStack(router: object): router is { stack: readonly LayerLike[] } {
  return "stack" in router && Array.isArray(router.stack);
}
