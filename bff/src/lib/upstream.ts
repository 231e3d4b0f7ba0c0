// What the BFF's pass-through routes (media, storage, downloads) share: one fetch of the api that a
// failure turns into 502, and the copy of the api's answer headers the browser may see.

import type { Response as ExpressResponse } from "express";

/** Fetches `url` from the api; when it cannot be reached in time, answers 502 and gives undefined. */
export async function fetchUpstream(
  fetchFn: typeof fetch,
  url: URL,
  init: RequestInit,
  res: ExpressResponse,
): Promise<Response | undefined> {
  try {
    return await fetchFn(url, init);
  } catch {
    res.status(502).end();
    return undefined;
  }
}

/** Copies the `names` headers the api's answer has onto the browser's response. */
export function passHeaders(upstream: Response, res: ExpressResponse, names: readonly string[]): void {
  for (const name of names) {
    const value = upstream.headers.get(name);
    if (value) res.setHeader(name, value);
  }
}
