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
  /**
   * The resolver context, one for the whole render: a visitor's (no session) for the shared page cache,
   * or the requesting session's when `session` is true.
   */
  readonly context: object;
  /**
   * The page is rendered for the signed-in session of this one request (ADR 190): never stored, sent
   * `private, no-store`. Public pages and the routes marked `memberRender` are rendered; the session
   * counts as checked (`me` is read on the server), and the state says so for the browser's hydration.
   */
  readonly session?: boolean;
  /** Stops the render loop (a slow api); the page is then not rendered. */
  readonly signal?: AbortSignal;
}

export type ServerRenderResult =
  /** Not a server-rendered page (auth forms, member pages for a visitor): the BFF sends the SPA shell. */
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
