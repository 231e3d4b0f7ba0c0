// The contract between the BFF and the web app's server render (web/src/entry-server.tsx): what the
// BFF asks for and what it gets back. The BFF never imports web sources (it loads the built module by
// path and checks the answer's shape), so both sides name these types from here.

/** One page to render; `Schema` is the BFF's executable GraphQL schema. */
export interface ServerRenderRequest<Schema> {
  /** Path and query of the page, e.g. `/services/detail/1?tab=2`. */
  readonly url: string;
  /** Origin the visitor sees (absolute og:image, the Request URL). */
  readonly origin: string;
  /** Origin canonical links and structured data name (the configured public origin; ADR 168). */
  readonly publicOrigin?: string;
  /** The BFF's executable schema. */
  readonly schema: Schema;
  /** The resolver context of a visitor (no session), one for the whole render. */
  readonly context: object;
  /** Stops the render loop (a slow api); the page is then not rendered. */
  readonly signal?: AbortSignal;
}

export type ServerRenderResult =
  /** Not a server-rendered page (member pages, auth forms): the BFF sends the SPA shell. */
  | { readonly kind: "client" }
  | { readonly kind: "redirect"; readonly status: number; readonly location: string }
  | {
      readonly kind: "page";
      readonly status: number;
      /** `<title>` and the meta tags of the page. */
      readonly head: string;
      /** The markup inside `#root`. */
      readonly body: string;
      /** JSON for the non-executable state element (ssr-state.ts), `<` escaped. */
      readonly state: string;
      /** Source modules of the lazy pages shown (manifest keys), to link their chunks and CSS. */
      readonly modules: readonly string[];
    };
