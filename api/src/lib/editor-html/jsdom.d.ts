// jsdom's own type package adds the browser DOM library to every program that sees it, which
// changes the types of Node's fetch, Request and Buffer bodies across the whole server. The
// sanitiser needs only a little of the window, typed where it is used (dom.ts).
declare module "jsdom" {
  export class JSDOM {
    /** `contentType: "application/xml"` parses XML (the sitemap's tests). */
    constructor(html?: string, options?: { readonly contentType?: string });
    readonly window: unknown;
  }
}
