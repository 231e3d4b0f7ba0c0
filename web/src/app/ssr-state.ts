import type { NormalizedCacheObject } from "@apollo/client";

/** The id of the `<script type="application/json">` that carries a server render's state. */
export const SSR_STATE_ID = "ssr-state";

/** What a server render hands to the browser (never executable; CSP forbids inline scripts). */
export interface SsrState {
  /** False when the server showed an error page for a path the browser should render itself. */
  readonly hydrate: boolean;
  readonly apollo: NormalizedCacheObject;
  /**
   * True when the page was rendered for the request's signed-in session (ADR 190): `me` is in `apollo`
   * and the browser starts with the session ready. Absent on a visitor's page.
   */
  readonly session?: true;
}

/**
 * JSON for a `<script type="application/json">` element: every `<` escaped, so that no value can
 * close the element or open a comment; U+2028/2029 escaped for old parsers.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isSsrState(value: unknown): value is SsrState {
  return (
    isObject(value) &&
    typeof value.hydrate === "boolean" &&
    isObject(value.apollo) &&
    (value.session === undefined || value.session === true)
  );
}

/** The state the server left in the page, or undefined (an SPA shell, or a broken element). */
export function readSsrState(doc: Document): SsrState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isSsrState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
