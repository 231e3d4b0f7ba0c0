import { createHash } from "node:crypto";
import type { Request, Response } from "express";

/**
 * Sends a body with an ETag and a cache lifetime (`immutable` for content-versioned URLs); answers 304
 * when the client already has it.
 */
export function sendCached(
  req: Request,
  res: Response,
  body: string | Buffer,
  contentType: string,
  maxAge: number,
  immutable = false,
): void {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", `public, max-age=${maxAge}${immutable ? ", immutable" : ""}`);
  const inm = req.headers["if-none-match"];
  if (inm?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    res.status(304).end();
    return;
  }
  res.type(contentType).send(body);
}
