// jsdom's own type package adds the browser DOM library to every program that sees it, which
// changes the types of Node's fetch, Request and Buffer bodies across the whole server. The
// sanitiser needs only a little of the window, typed where it is used (dom.ts).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
