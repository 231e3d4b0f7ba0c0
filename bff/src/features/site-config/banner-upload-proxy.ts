import { BANNER_MAX_BYTES } from "@iryo/domain/banner-image";
import { API_TIMEOUT_MS } from "@iryo/domain/constants";
import { SERVICE_LOGO_TYPES } from "@iryo/domain/service-listing";
import express, { Router } from "express";
import { expressCookieJar } from "../../lib/session/cookies.js";
import type { SessionManager } from "../../lib/session/session.js";

const readBody = express.raw({ type: [...SERVICE_LOGO_TYPES], limit: BANNER_MAX_BYTES + 1 });

/**
 * The console's banner picture upload (ADR 164) on the site origin, as the provider logo's (ADR 144):
 * the picture as the raw body, forwarded with the operator's session to
 * `POST /v1/operator/site-content/banner-images?variant=`, which checks the role, the type and the exact
 * size (0102003). Only an image type is read, so no other site can post one with the operator's cookies.
 */
export function bannerUploadProxy(apiUrl: string, sessions: SessionManager): Router {
  const router = Router();
  router.post("/admin/uploads/banner-images/:variant", async (req, res) => {
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!(SERVICE_LOGO_TYPES as readonly string[]).includes(type)) {
      res.status(400).json({ error_code: "0102001", error_params: { Extensions: "PNG・JPEG・WebP" } });
      return;
    }
    try {
      await new Promise<void>((resolve, reject) =>
        readBody(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch {
      res.status(400).json({ error_code: "0102002", error_params: { Size: "2MB" } });
      return;
    }
    const variant = req.params.variant;
    if (variant !== "pc" && variant !== "mobile") {
      res.status(404).json({ error_code: "0109005" });
      return;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const session = sessions.forRequest(expressCookieJar(req, res), bearer, req.socket.remoteAddress);
    try {
      const url = new URL(`/v1/operator/site-content/banner-images?variant=${variant}`, apiUrl);
      const upstream = await session.fetch(url, {
        method: "POST",
        headers: { "content-type": type },
        body: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array(),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      res
        .status(upstream.status)
        .type("application/json")
        .send(await upstream.text());
    } catch {
      res.status(401).json({ error_code: "0109006" });
    }
  });
  return router;
}
