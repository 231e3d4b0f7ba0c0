import { contentEndpoints } from "@iryo/domain/contracts/contents";
import type { Router } from "express";
import { mediaRoutes } from "../../lib/media-routes.js";
import type { createContentsService } from "./contents.service.js";

export function contentsRoutes(service: ReturnType<typeof createContentsService>): Router {
  return mediaRoutes(contentEndpoints, service);
}
