import { seminarEndpoints } from "@iryo/domain/contracts/seminars";
import type { Router } from "express";
import { mediaRoutes } from "../../lib/media-routes.js";
import type { createSeminarsService } from "./seminars.service.js";

export function seminarsRoutes(service: ReturnType<typeof createSeminarsService>): Router {
  return mediaRoutes(seminarEndpoints, service);
}
