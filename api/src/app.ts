import { ENDPOINTS } from "@iryo/domain/contracts/registry";
import express, { type Express } from "express";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema.js";
import { createAdvertisementsRepository } from "./features/advertisements/advertisements.repository.js";
import { advertisementsRoutes } from "./features/advertisements/advertisements.routes.js";
import { createAdvertisementsService } from "./features/advertisements/advertisements.service.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { createAuthService } from "./features/auth/auth.service.js";
import { createBookmarksRepository } from "./features/bookmarks/bookmarks.repository.js";
import { bookmarksRoutes } from "./features/bookmarks/bookmarks.routes.js";
import { createBookmarksService } from "./features/bookmarks/bookmarks.service.js";
import { createCategoriesRepository } from "./features/categories/categories.repository.js";
import { categoriesRoutes } from "./features/categories/categories.routes.js";
import { createCategoriesService } from "./features/categories/categories.service.js";
import { createContentsRepository } from "./features/contents/contents.repository.js";
import { contentsRoutes } from "./features/contents/contents.routes.js";
import { createContentsService } from "./features/contents/contents.service.js";
import { hospitalsRoutes } from "./features/hospitals/hospitals.routes.js";
import { createMaterialsRepository } from "./features/materials/materials.repository.js";
import { materialsRoutes } from "./features/materials/materials.routes.js";
import { createMaterialsService } from "./features/materials/materials.service.js";
import { mediaRoutes } from "./features/media/media.routes.js";
import { createMemberRatingsRepository } from "./features/member-ratings/member-ratings.repository.js";
import { memberRatingsRoutes } from "./features/member-ratings/member-ratings.routes.js";
import { createMemberRatingsService } from "./features/member-ratings/member-ratings.service.js";
import { createMemberServicesRepository } from "./features/member-services/member-services.repository.js";
import { memberServicesRoutes } from "./features/member-services/member-services.routes.js";
import { createMemberServicesService } from "./features/member-services/member-services.service.js";
import { memberSettingsRoutes } from "./features/members/member-settings.routes.js";
import { createMembersRepository } from "./features/members/members.repository.js";
import { membersRoutes } from "./features/members/members.routes.js";
import { createMembersService } from "./features/members/members.service.js";
import { createNegotiationFilesRepository } from "./features/negotiation-files/negotiation-files.repository.js";
import {
  negotiationFilesRoutes,
  negotiationUploadRoutes,
} from "./features/negotiation-files/negotiation-files.routes.js";
import { createNegotiationFilesService } from "./features/negotiation-files/negotiation-files.service.js";
import { createNegotiationsRepository } from "./features/negotiations/negotiations.repository.js";
import { negotiationsRoutes } from "./features/negotiations/negotiations.routes.js";
import { createNegotiationsService } from "./features/negotiations/negotiations.service.js";
import { notificationsDevRoutes } from "./features/notifications/notifications.dev-routes.js";
import { createNotificationsRepository } from "./features/notifications/notifications.repository.js";
import { notificationsRoutes } from "./features/notifications/notifications.routes.js";
import {
  createNotificationsService,
  type NotificationsService,
} from "./features/notifications/notifications.service.js";
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
import { accessGuard } from "./lib/auth/access-guard.js";
import { createAuthKit } from "./lib/auth/auth-kit.js";
import type { AuthSettings } from "./lib/auth/auth-settings.js";
import { type ConfigDocuments, createConfigDocuments, systemTermsVersion } from "./lib/config-documents.js";
import { createInProcessEventBus, type EventBus } from "./lib/events/event-bus.js";
import { createEventLog } from "./lib/events/event-log.js";
import { type EventStreamOptions, eventStreamRoutes } from "./lib/events/event-stream.routes.js";
import { clientAddress, rejectBadCharacters, writeRateLimit } from "./lib/hardening.js";
import { errorHandler, notFoundHandler } from "./lib/http.js";
import { devMailRoutes } from "./lib/mail/dev-mail.routes.js";
import { createMailer, type Mailer } from "./lib/mail/mailer.js";
import { openApiRoutes } from "./lib/openapi/openapi.routes.js";
import { createRateLimiter } from "./lib/rate-limit/rate-limiter.js";
import type { FileStore } from "./lib/storage/file-store.js";
import { createLocalFileStore } from "./lib/storage/local-file-store.js";
import { memberFeatureRoutes } from "./member-features.routes.js";

export interface AppDeps {
  readonly db: Kysely<Database>;
  /** The /public/config documents (default: api/config-documents). */
  readonly configDocuments?: ConfigDocuments;
  readonly log?: (message: string, error: unknown) => void;
  /** Identity provider tuning: clock, scrypt cost, id token lifetime, signing key, web URL, throttles. */
  readonly auth?: Partial<AuthSettings>;
  /** Outgoing mail (default: JSON files in ./data/mail). */
  readonly mailer?: Mailer;
  /** Serve GET /dev/mail (the outbox) and the /dev/realtime helpers (default: unless NODE_ENV is production). */
  readonly devMail?: boolean;
  /** Serve GET /v1/openapi.json and the reference page GET /v1/docs (default: unless NODE_ENV is production). */
  readonly apiDocs?: boolean;
  /**
   * Which proxies' X-Forwarded-For is believed for `req.ip` (express "trust proxy"; default: none,
   * see ADR 052).
   */
  readonly trustProxy?: string | boolean | number;
  /** Shared with the BFF: a request carrying it in X-Proxy-Secret has its X-Forwarded-For believed. */
  readonly proxySecret?: string | undefined;
  /** Where real-time events go (default: a new in-process bus; Redis with REDIS_URL, see server.ts). */
  readonly events?: EventBus;
  /** The internal event stream for BFFs without Redis (secret or loopback only). */
  readonly eventStream?: EventStreamOptions;
  /** Receives the notifications service (tests and the bench raise events through it). */
  readonly onNotifications?: (service: NotificationsService) => void;
  /** Uploaded files (default: the local folder ./data/files with HMAC-signed URLs). */
  readonly fileStore?: FileStore;
}

/** Builds the /v1 REST app; `server.ts` listens. Tests build it in-process. */
export function createApp({
  db,
  log = defaultLog,
  configDocuments = createConfigDocuments(),
  auth = {},
  mailer = createMailer({ outboxDir: "./data/mail" }),
  devMail = process.env.NODE_ENV !== "production",
  apiDocs = process.env.NODE_ENV !== "production",
  trustProxy = false,
  proxySecret,
  events = createInProcessEventBus(),
  eventStream = {},
  onNotifications,
  fileStore = createLocalFileStore({ rootDir: "./data/files" }),
}: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(express.json({ limit: "1mb" }));
  // req.ip (per-IP throttling, audit) is the client's address as told by a trusted proxy (the BFF).
  app.set("trust proxy", trustProxy);
  app.use(clientAddress(proxySecret));
  // Who may call each /v1 endpoint is declared with it (domain/src/contracts) and checked by the access
  // guard before any route runs (ADR 102); it sets `res.locals.auth` after checking that the token's session
  // is not revoked (ADR 050). Routes of calls that need an account also pass `authKit.requireAuth`.
  const authKit = createAuthKit(db, auth, () => systemTermsVersion(configDocuments));
  const limiter = createRateLimiter(db, authKit.settings.now);
  const advertisements = createAdvertisementsService(createAdvertisementsRepository(db), limiter);

  const v1 = express.Router();
  // Every /v1 route, present and future: bad characters are a 400, writes count per account or client address.
  v1.use(
    rejectBadCharacters,
    writeRateLimit(limiter, authKit.tokens, {
      perClient: authKit.settings.writeLimit,
      perAccount: authKit.settings.accountWriteLimit,
    }),
  );
  v1.use(accessGuard(ENDPOINTS, authKit.callerOf));
  v1.use(categoriesRoutes(createCategoriesService(createCategoriesRepository(db))));
  // Member features (issue 10): before the public ratings and services routes, whose paths they share.
  const memberRatings = createMemberRatingsService({
    repo: createMemberRatingsRepository(db),
    now: authKit.settings.now,
  });
  v1.use(bookmarksRoutes(createBookmarksService(createBookmarksRepository(db)), authKit.requireAuth));
  v1.use(memberRatingsRoutes(memberRatings, authKit.requireAuth));
  v1.use(
    memberServicesRoutes(
      createMemberServicesService({
        repo: createMemberServicesRepository(db),
        services: createServicesService(createServicesRepository(db)),
        ratings: memberRatings,
        clickAdvertisement: (advertisementId, userId) => advertisements.click(advertisementId, "", userId),
      }),
      authKit.requireAuth,
    ),
  );
  v1.use(memberSettingsRoutes(db, authKit.requireAuth));
  v1.use(hospitalsRoutes(db));
  // Before the services routes: /services/ratings, /services/rating-info and /services/review-list are fixed paths.
  // Review texts are for active members: the ratings routes read `res.locals.auth`, which the access guard
  // sets for an active member's bearer on these "optional-member" calls.
  v1.use(ratingsRoutes(createRatingsService(createRatingsRepository(db))));
  v1.use(searchRoutes(createSearchService(createSearchRepository(db))));
  // Before the services routes: /services/download-introduction-materials is a fixed path.
  v1.use(
    materialsRoutes(
      createMaterialsService({ repo: createMaterialsRepository(db), now: authKit.settings.now }),
      authKit.requireAuth,
    ),
  );
  // Before the seminars routes: /seminars/applied-by-user is a fixed path.
  v1.use(memberFeatureRoutes({ db, kit: authKit, mailer, configDocuments, log }));
  v1.use(servicesRoutes(createServicesService(createServicesRepository(db))));
  v1.use(advertisementsRoutes(advertisements));
  v1.use(seminarsRoutes(createSeminarsService(createSeminarsRepository(db))));
  v1.use(contentsRoutes(createContentsService(createContentsRepository(db))));
  // The negotiation code (application, statuses, chat, files) reports what happened through
  // `notifications.recordNegotiationEvent` once its transaction has committed (ADR 080).
  const eventLog = createEventLog(db);
  const notifications = createNotificationsService(createNotificationsRepository(db), events, {
    ...(auth.now ? { now: auth.now } : {}),
    log,
    eventLog,
  });
  onNotifications?.(notifications);
  v1.use(notificationsRoutes(notifications, db, authKit.requireAuth));
  app.use(eventStreamRoutes(events, { ...eventStream, eventLog }));
  // /auth/* (the identity provider), then the member routes (/users/*, /membership*).
  v1.use(
    authRoutes(
      createAuthService({ db, settings: authKit.settings, tokens: authKit.tokens, mailer, limiter }),
      authKit.requireAuth,
    ),
  );
  v1.use(
    membersRoutes(
      createMembersService({ repo: createMembersRepository(db), configDocuments, now: authKit.settings.now }),
      authKit.requireAuth,
    ),
  );
  v1.use(
    negotiationsRoutes(
      createNegotiationsService({
        repo: createNegotiationsRepository(db),
        mailer,
        configDocuments,
        now: authKit.settings.now,
        publicWebUrl: authKit.settings.publicWebUrl,
        log,
        onEvent: (event) => notifications.recordNegotiationEvent(event),
      }),
      authKit.requireAuth,
    ),
  );
  const negotiationFiles = createNegotiationFilesService({
    db,
    repository: createNegotiationFilesRepository(db),
    store: fileStore,
    mailer,
    publicWebUrl: authKit.settings.publicWebUrl,
    log,
    onFileShared: ({ negotiationId, fileId, actorSide }) =>
      notifications.recordNegotiationEvent({ negotiationId, kind: "file", actorSide, fileId }),
  });
  v1.use(negotiationFilesRoutes(negotiationFiles, authKit.requireAuth));
  v1Routers.set(app, v1);
  if (apiDocs) app.use(openApiRoutes());
  app.use("/v1", v1);
  if (devMail) {
    app.use(devMailRoutes(mailer));
    app.use(notificationsDevRoutes(db, notifications));
  }
  app.use(publicConfigRoutes(db, configDocuments));
  app.use(mediaRoutes(db));
  // The single-use upload URLs of both stores, then the local store's signed download URLs (/storage/…).
  app.use(negotiationUploadRoutes(negotiationFiles));
  if (fileStore.router) app.use(fileStore.router);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use(notFoundHandler);
  app.use(errorHandler(log));
  return app;
}

const v1Routers = new WeakMap<Express, express.Router>();

/** The /v1 router of an app made by `createApp` (tests compare its routes with the OpenAPI document). */
export function v1RouterOf(app: Express): express.Router {
  const router = v1Routers.get(app);
  if (!router) throw new Error("not an app of createApp");
  return router;
}

function defaultLog(message: string, error: unknown): void {
  console.error(`[api] ${message}`, error);
}
