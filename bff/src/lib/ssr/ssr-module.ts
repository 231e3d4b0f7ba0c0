import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerRenderRequest, ServerRenderResult } from "@iryo/domain/server-render";
import type { GraphQLSchema } from "graphql";

/**
 * The server render of the web app (web/src/entry-server.tsx), as the BFF sees it. The BFF never
 * imports web sources: it loads the built module (web/dist-server/entry-server.js) by path at start-up
 * and checks what it gets back, so a build out of step with the BFF falls back to the SPA shell.
 */
export type SsrRenderRequest = ServerRenderRequest<GraphQLSchema>;
export type SsrRenderResult = ServerRenderResult;

export interface SsrModule {
  render(request: SsrRenderRequest): Promise<SsrRenderResult>;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Whether `value` is one of the render's answers (the module is another build: check, do not trust). */
export function isSsrRenderResult(value: unknown): value is SsrRenderResult {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case "client":
      return true;
    case "redirect":
      return typeof value.status === "number" && typeof value.location === "string";
    case "page":
      return (
        typeof value.status === "number" &&
        typeof value.head === "string" &&
        typeof value.body === "string" &&
        typeof value.state === "string" &&
        isStringArray(value.modules)
      );
    default:
      return false;
  }
}

function hasRender(value: unknown): value is { render: (request: SsrRenderRequest) => Promise<unknown> } {
  return isObject(value) && typeof value.render === "function";
}

/** Loads the built server entry at `path`; undefined when there is none (a dev run without build). */
export async function loadSsrModule(path: string): Promise<SsrModule | undefined> {
  if (!existsSync(path)) return undefined;
  const loaded: unknown = await import(pathToFileURL(path).href);
  if (!hasRender(loaded)) throw new Error(`${path} does not export render()`);
  return {
    async render(request) {
      const result = await loaded.render(request);
      if (!isSsrRenderResult(result)) throw new Error("the server render answered an unknown shape");
      return result;
    },
  };
}
