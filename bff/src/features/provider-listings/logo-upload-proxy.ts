import { API_TIMEOUT_MS } from "@iryo/domain/constants";
import { SERVICE_LOGO_MAX_BYTES, SERVICE_LOGO_TYPES } from "@iryo/domain/service-listing";
import express, { Router } from "express";
import { expressCookieJar } from "../../lib/session/cookies.js";
import type { SessionManager } from "../../lib/session/session.js";

/** The api's JSON answer as it is (the web reads `logo` and `preview_url`, or the error code). */
const readBody = express.raw({ type: [...SERVICE_LOGO_TYPES], limit: SERVICE_LOGO_MAX_BYTES + 1 });

/**
 * The provider console's logo upload (ADR 144) on the site origin: the image as the raw body, forwarded
 * with the staff member's session to `POST /v1/provider/services/{id}/logo`, which checks the caller, the
 * organisation, the content and the size. Only an image type is read here: a cross-site form cannot send
 * one without a preflight, so no other site can upload with the member's cookies.
 */
export function logoUploadProxy(apiUrl: string, sessions: SessionManager): Router {
  const router = Router();
  router.post("/provider/uploads/services/:id/logo", async (req, res) => {
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!(SERVICE_LOGO_TYPES as readonly string[]).includes(type)) {
      res.status(400).json({ error_code: "0102001" });
      return;
    }
    try {
      await new Promise<void>((resolve, reject) =>
        readBody(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch {
      res.status(400).json({ error_code: "0102002" });
      return;
    }
    if (!/^[1-9][0-9]{0,9}$/.test(String(req.params.id))) {
      res.status(404).json({ error_code: "0109005" });
      return;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const session = sessions.forRequest(expressCookieJar(req, res), bearer, req.socket.remoteAddress);
    try {
      const upstream = await session.fetch(new URL(`/v1/provider/services/${req.params.id}/logo`, apiUrl), {
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
