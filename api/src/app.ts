import express, { type Express } from "express";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema.js";
import { createAdvertisementsRepository } from "./features/advertisements/advertisements.repository.js";
import { advertisementsRoutes } from "./features/advertisements/advertisements.routes.js";
import { createAdvertisementsService } from "./features/advertisements/advertisements.service.js";
import type { AuthSettings } from "./features/auth/auth.settings.js";
import { identityRoutes } from "./features/auth/identity.routes.js";
import { createCategoriesRepository } from "./features/categories/categories.repository.js";
import { categoriesRoutes } from "./features/categories/categories.routes.js";
import { createCategoriesService } from "./features/categories/categories.service.js";
import { createContentsRepository } from "./features/contents/contents.repository.js";
import { contentsRoutes } from "./features/contents/contents.routes.js";
import { createContentsService } from "./features/contents/contents.service.js";
import { mediaRoutes } from "./features/media/media.routes.js";
import { publicConfigRoutes } from "./features/public-config/public-config.routes.js";
import { createRatingsRepository } from "./features/ratings/ratings.repository.js";
import { ratingsRoutes } from "./features/ratings/ratings.routes.js";
import { createRatingsService } from "./features/ratings/ratings.service.js";
import { createSearchRepository } from "./features/search/search.repository.js";
import { searchRoutes } from "./features/search/search.routes.js";
import { createSearchService } from "./features/search/search.service.js";
import { createSeminarsRepository } from "./features/seminars/seminars.repository.js";
import { seminarsRoutes } from "./features/seminars/seminars.routes.js";
import { createSeminarsService } from "./features/seminars/seminars.service.js";
import { createServicesRepository } from "./features/services/services.repository.js";
import { servicesRoutes } from "./features/services/services.routes.js";
import { createServicesService } from "./features/services/services.service.js";
import { createAuthKit } from "./lib/auth/auth-kit.js";
import { type ConfigDocuments, createConfigDocuments } from "./lib/config-documents.js";
import { errorHandler, notFoundHandler } from "./lib/http.js";
import { devMailRoutes } from "./lib/mail/dev-mail.routes.js";
import { createMailer, type Mailer } from "./lib/mail/mailer.js";

export interface AppDeps {
  readonly db: Kysely<Database>;
  /** The /public/config documents (default: api/config-documents). */
  readonly configDocuments?: ConfigDocuments;
  readonly log?: (message: string, error: unknown) => void;
  /** Identity provider tuning: clock, scrypt cost, id token lifetime, signing key, web URL, throttles. */
  readonly auth?: Partial<AuthSettings>;
  /** Outgoing mail (default: JSON files in ./data/mail). */
  readonly mailer?: Mailer;
  /** Serve GET /dev/mail, the outbox (default: unless NODE_ENV is production). */
  readonly devMail?: boolean;
  /** Which proxies' X-Forwarded-For is believed for `req.ip` (express "trust proxy"; default loopback). */
  readonly trustProxy?: string;
}

/** Builds the /v1 REST app; `server.ts` listens. Tests build it in-process. */
export function createApp({
  db,
  log = defaultLog,
  configDocuments = createConfigDocuments(),
  auth = {},
  mailer = createMailer({ outboxDir: "./data/mail" }),
  devMail = process.env.NODE_ENV !== "production",
  trustProxy = "loopback",
}: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(express.json({ limit: "1mb" }));
  // req.ip (per-IP throttling, audit) is the client's address as told by a trusted proxy (the BFF).
  app.set("trust proxy", trustProxy);
  // For member-only routes pass `authKit.requireAuth`: it sets `res.locals.auth = { accountId, userId }`.
  const authKit = createAuthKit(db, auth);

  const v1 = express.Router();
  v1.use(categoriesRoutes(createCategoriesService(createCategoriesRepository(db))));
  // Before the services routes: /services/ratings, /services/rating-info and /services/review-list are fixed paths.
  // Review texts are for members: the ratings routes read `res.locals.auth` when a valid Bearer comes.
  v1.use(authKit.optionalAuth, ratingsRoutes(createRatingsService(createRatingsRepository(db))));
  v1.use(searchRoutes(createSearchService(createSearchRepository(db))));
  v1.use(servicesRoutes(createServicesService(createServicesRepository(db))));
  v1.use(advertisementsRoutes(createAdvertisementsService(createAdvertisementsRepository(db))));
  v1.use(seminarsRoutes(createSeminarsService(createSeminarsRepository(db))));
  v1.use(contentsRoutes(createContentsService(createContentsRepository(db))));
  v1.use(identityRoutes({ db, kit: authKit, mailer, configDocuments }));
  app.use("/v1", v1);
  if (devMail) app.use(devMailRoutes(mailer));
  app.use(publicConfigRoutes(db, configDocuments));
  app.use(mediaRoutes(db));

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
