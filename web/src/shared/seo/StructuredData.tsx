import { createContext, useContext } from "react";
import type { JsonLd } from "./structured-data";

/** Builds a block on the public origin (known to the server render only). */
export type JsonLdBuilder = (origin: string) => JsonLd;

/**
 * In a server render, where the page's JSON-LD blocks are collected during render, one per key (a later
 * render pass replaces its key's block: one BreadcrumbList, one main entity per page). Undefined in the
 * browser: the blocks go into the server-rendered head only (ADR 168).
 */
export const StructuredDataCollectorContext = createContext<Map<string, JsonLdBuilder> | undefined>(undefined);

/** A JSON-LD block of the page, under `id` (e.g. "breadcrumbs", "main"). */
export function StructuredData({ id, build }: { readonly id: string; readonly build: JsonLdBuilder }) {
  const collector = useContext(StructuredDataCollectorContext);
  collector?.set(id, build);
  return null;
}
