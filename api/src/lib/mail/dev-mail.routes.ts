import { Router } from "express";
import type { Mailer } from "./mailer.js";

/** GET /dev/mail: the outbox as JSON, newest first. Mounted only outside production. */
export function devMailRoutes(mailer: Mailer): Router {
  const router = Router();
  router.get("/dev/mail", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ mails: await mailer.outbox() });
  });
  return router;
}
