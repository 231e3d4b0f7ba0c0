import express, { type Express } from "express";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema.js";
import { createAdvertisementsRepository } from "./features/advertisements/advertisements.repository.js";
import { advertisementsRoutes } from "./features/advertisements/advertisements.routes.js";
import { createAdvertisementsService } from "./features/advertisements/advertisements.service.js";
import { createCategoriesRepository } from "./features/categories/categories.repository.js";
import { categoriesRoutes } from "./features/categories/categories.routes.js";
import { createCategoriesService } from "./features/categories/categories.service.js";
import { type ConfigDocuments, createConfigDocuments } from "./lib/config-documents.js";
import { errorHandler, notFoundHandler } from "./lib/http.js";

export interface AppDeps {
  readonly db: Kysely<Database>;
  /** The /public/config documents (default: api/config-documents). */
  readonly configDocuments?: ConfigDocuments;
  readonly log?: (message: string, error: unknown) => void;
}

/** Builds the /v1 REST app; `server.ts` listens. Tests build it in-process. */
export function createApp({ db, log = defaultLog, configDocuments = createConfigDocuments() }: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(express.json({ limit: "1mb" }));

  const v1 = express.Router();
  v1.use(categoriesRoutes(createCategoriesService(createCategoriesRepository(db))));
  v1.use(advertisementsRoutes(createAdvertisementsService(createAdvertisementsRepository(db))));
  app.use("/v1", v1);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use(notFoundHandler);
  app.use(errorHandler(log));
  return app;
}

function defaultLog(message: string, error: unknown): void {
  console.error(`[api] ${message}`, error);
}
