import { Router } from "express";
import { z } from "zod";
import { parseOrThrow } from "../../lib/http.js";
import type { RatingsService } from "./ratings.service.js";

const publishBody = z.object({ at: z.iso.datetime() });

/**
 * Development only (mounted outside production, like GET /dev/mail): runs the rating publisher as if it
 * were `at`, so the browser tests and a demo can show an approved rating appearing "the next day"
 * (ADR 148) without waiting for the hourly timer or moving the server's clock.
 */
export function ratingsDevRoutes(service: Pick<RatingsService, "publishDue">): Router {
  const router = Router();
  router.post("/dev/ratings/publish", async (req, res) => {
    const { at } = parseOrThrow(publishBody, req.body);
    res.json({ published: await service.publishDue(new Date(at)) });
  });
  return router;
}
