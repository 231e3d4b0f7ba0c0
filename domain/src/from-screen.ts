// The screen a flow was started from (`?from_screen=`, product §2.3): the material download and the
// meeting application return there, and a download lead records it (ADR 141).

import * as z from "zod/mini";
import { REQUEST_INVALID_CODE } from "./error-catalogue.js";

/** The screens a material download or a meeting application can be started from. */
export const FROM_SCREENS = ["detail", "consideration", "bookmark"] as const;
export type FromScreen = (typeof FROM_SCREENS)[number];

/** The query value as the api accepts it: one of FROM_SCREENS, else 0109004 (a link the site never builds). */
export const fromScreenSchema = z.enum(FROM_SCREENS, { error: REQUEST_INVALID_CODE });

/** The page's reading of its query: an unknown or missing value means no origin (a visitor typed it). */
export function parseFromScreen(value: string | null | undefined): FromScreen | undefined {
  return (FROM_SCREENS as readonly string[]).includes(value ?? "") ? (value as FromScreen) : undefined;
}

/** Where each origin's "back" link goes, and what it says. */
const RETURN_PATHS: Record<Exclude<FromScreen, "detail">, { path: string; label: string }> = {
  consideration: { path: "/review", label: "検討リストに戻る" },
  bookmark: { path: "/bookmark", label: "ブックマークに戻る" },
};

/** The link back to where a flow on a service started; without an origin, the service's detail page. */
export function fromScreenReturn(
  from: FromScreen | undefined,
  service: { readonly id: string; readonly name: string },
): { path: string; label: string } {
  if (from === undefined || from === "detail") {
    return { path: `/services/detail/${service.id}`, label: `${service.name}の詳細に戻る` };
  }
  return RETURN_PATHS[from];
}

/** `path` with `?from_screen=` (or `&from_screen=`) appended. */
export function withFromScreen(path: string, from: FromScreen | undefined): string {
  if (from === undefined) return path;
  return `${path}${path.includes("?") ? "&" : "?"}from_screen=${from}`;
}
