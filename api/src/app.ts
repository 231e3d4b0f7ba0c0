import { ENDPOINTS } from "@iryo/domain/contracts/registry";
import { OPERATOR_TOTP_ATTEMPTS_LIMIT, OPERATOR_TOTP_ATTEMPTS_PER_ACCOUNT_LIMIT } from "@iryo/domain/rate-limits";
import express, { type Express } from "express";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema.js";
import { createAdvertisementsRepository } from "./features/advertisements/advertisements.repository.js";
import { advertisementsRoutes } from "./features/advertisements/advertisements.routes.js";
import { createAdvertisementsService } from "./features/advertisements/advertisements.service.js";
import { createAttributeVerificationRepository } from "./features/attribute-verification/attribute-verification.repository.js";
import { attributeVerificationRoutes } from "./features/attribute-verification/attribute-verification.routes.js";
import { createAttributeVerificationService } from "./features/attribute-verification/attribute-verification.service.js";
import { createAuthRepository } from "./features/auth/auth.repository.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { createAuthService } from "./features/auth/auth.service.js";
import { createBookmarksRepository } from "./features/bookmarks/bookmarks.repository.js";
import { bookmarksRoutes } from "./features/bookmarks/bookmarks.routes.js";
import { createBookmarksService } from "./features/bookmarks/bookmarks.service.js";
import { createCategoriesRepository } from "./features/categories/categories.repository.js";
import { categoriesRoutes } from "./features/categories/categories.routes.js";
import { createCategoriesService } from "./features/categories/categories.service.js";
import { comparisonSheetRoutes } from "./features/comparison-sheet/comparison-sheet.routes.js";
import { createConciergeRepository } from "./features/concierge/concierge.repository.js";
import { conciergeRoutes } from "./features/concierge/concierge.routes.js";
import { createConciergeService } from "./features/concierge/concierge.service.js";
import { createConsiderationRepository } from "./features/consideration/consideration.repository.js";
import { considerationRoutes } from "./features/consideration/consideration.routes.js";
import { createConsiderationService } from "./features/consideration/consideration.service.js";
import { createContentsRepository } from "./features/contents/contents.repository.js";
import { contentsRoutes } from "./features/contents/contents.routes.js";
import { createContentsService } from "./features/contents/contents.service.js";
import { createHospitalsRepository } from "./features/hospitals/hospitals.repository.js";
import { hospitalsRoutes } from "./features/hospitals/hospitals.routes.js";
import { createMaterialsRepository } from "./features/materials/materials.repository.js";
import { materialsRoutes } from "./features/materials/materials.routes.js";
import { createMaterialsService } from "./features/materials/materials.service.js";
import { createMediaRepository } from "./features/media/media.repository.js";
import { mediaRoutes } from "./features/media/media.routes.js";
import { createMemberRatingsRepository } from "./features/member-ratings/member-ratings.repository.js";
import { memberRatingsRoutes } from "./features/member-ratings/member-ratings.routes.js";
import { createMemberRatingsService } from "./features/member-ratings/member-ratings.service.js";
import { createMemberServicesRepository } from "./features/member-services/member-services.repository.js";
import { memberServicesRoutes } from "./features/member-services/member-services.routes.js";
import { createMemberServicesService } from "./features/member-services/member-services.service.js";
import { createMembershipRepository } from "./features/membership/membership.repository.js";
import { membershipRoutes } from "./features/membership/membership.routes.js";
import { createMembershipService } from "./features/membership/membership.service.js";
import { createNegotiationFilesRepository } from "./features/negotiation-files/negotiation-files.repository.js";
import {
  negotiationFilesRoutes,
  negotiationUploadRoutes,
} from "./features/negotiation-files/negotiation-files.routes.js";
import { createNegotiationFilesService } from "./features/negotiation-files/negotiation-files.service.js";
import { createNegotiationEvents, type NegotiationEvents } from "./features/negotiations/negotiation-events.js";
import { createNegotiationEventsRepository } from "./features/negotiations/negotiation-events.repository.js";
import { negotiationsDevRoutes } from "./features/negotiations/negotiations.dev-routes.js";
import { createNegotiationsRepository } from "./features/negotiations/negotiations.repository.js";
import { negotiationsRoutes } from "./features/negotiations/negotiations.routes.js";
import { createNegotiationsService } from "./features/negotiations/negotiations.service.js";
import { createNegotiationsDevRepository } from "./features/negotiations/negotiations-dev.repository.js";
import { createNotificationsRepository } from "./features/notifications/notifications.repository.js";
import { notificationsRoutes } from "./features/notifications/notifications.routes.js";
import { createNotificationsService } from "./features/notifications/notifications.service.js";
import { createOperatorRepository } from "./features/operator/operator.repository.js";
import { operatorRoutes } from "./features/operator/operator.routes.js";
import { createOperatorService } from "./features/operator/operator.service.js";
import { createOperatorSupportRepository } from "./features/operator-support/operator-support.repository.js";
import { operatorSupportRoutes } from "./features/operator-support/operator-support.routes.js";
import { createOperatorSupportService } from "./features/operator-support/operator-support.service.js";
import { createProviderInsightsRepository } from "./features/provider-insights/provider-insights.repository.js";
import { providerInsightsRoutes } from "./features/provider-insights/provider-insights.routes.js";
import { createProviderInsightsService } from "./features/provider-insights/provider-insights.service.js";
import { createProviderArticlesRepository } from "./features/provider-listings/provider-articles.repository.js";
import { providerArticlesRoutes } from "./features/provider-listings/provider-articles.routes.js";
import { createProviderArticlesService } from "./features/provider-listings/provider-articles.service.js";
import { providerAttributesRoutes } from "./features/provider-listings/provider-attributes.routes.js";
import { createProviderAttributesService } from "./features/provider-listings/provider-attributes.service.js";
import { createProviderListingsRepository } from "./features/provider-listings/provider-listings.repository.js";
import { providerListingsRoutes } from "./features/provider-listings/provider-listings.routes.js";
import { changeItem, createProviderListingsService } from "./features/provider-listings/provider-listings.service.js";
import { createProviderMaterialsRepository } from "./features/provider-listings/provider-materials.repository.js";
import {
  materialUploadRoutes,
  providerMaterialsRoutes,
} from "./features/provider-listings/provider-materials.routes.js";
import { createProviderMaterialsService } from "./features/provider-listings/provider-materials.service.js";
import { createProviderSeminarsRepository } from "./features/provider-listings/provider-seminars.repository.js";
import { providerSeminarsRoutes } from "./features/provider-listings/provider-seminars.routes.js";
import { createProviderSeminarsService } from "./features/provider-listings/provider-seminars.service.js";
import { createProviderOrganisationRepository } from "./features/provider-organisation/provider-organisation.repository.js";
import { providerOrganisationRoutes } from "./features/provider-organisation/provider-organisation.routes.js";
import { createProviderOrganisationService } from "./features/provider-organisation/provider-organisation.service.js";
import { createRatingModerationRepository } from "./features/rating-moderation/rating-moderation.repository.js";
import { ratingModerationRoutes } from "./features/rating-moderation/rating-moderation.routes.js";
import { createRatingModerationService } from "./features/rating-moderation/rating-moderation.service.js";
import { ratingsDevRoutes } from "./features/ratings/ratings.dev-routes.js";
import { createRatingsRepository } from "./features/ratings/ratings.repository.js";
import { ratingsRoutes } from "./features/ratings/ratings.routes.js";
import { createRatingsService } from "./features/ratings/ratings.service.js";
import { createReviewRepliesRepository } from "./features/review-replies/review-replies.repository.js";
import { reviewRepliesRoutes } from "./features/review-replies/review-replies.routes.js";
import { createReviewRepliesService } from "./features/review-replies/review-replies.service.js";
import { createHintsRepository } from "./features/search/hints.repository.js";
import { createSearchRepository } from "./features/search/search.repository.js";
import { searchRoutes } from "./features/search/search.routes.js";
import { createSearchService } from "./features/search/search.service.js";
import { createSuggestionsRepository } from "./features/search/suggestions.repository.js";
import { suggestionsRoutes } from "./features/search/suggestions.routes.js";
import { createSuggestionsService } from "./features/search/suggestions.service.js";
import { createSeminarEnrollmentsRepository } from "./features/seminar-enrollments/seminar-enrollments.repository.js";
import { seminarEnrollmentsRoutes } from "./features/seminar-enrollments/seminar-enrollments.routes.js";
import { createSeminarEnrollmentsService } from "./features/seminar-enrollments/seminar-enrollments.service.js";
import { createSeminarsRepository } from "./features/seminars/seminars.repository.js";
import { seminarsRoutes } from "./features/seminars/seminars.routes.js";
import { createSeminarsService } from "./features/seminars/seminars.service.js";
import { createServicesRepository } from "./features/services/services.repository.js";
import { servicesRoutes } from "./features/services/services.routes.js";
import { createServicesService } from "./features/services/services.service.js";
import { createSiteConfigRepository } from "./features/site-config/site-config.repository.js";
import { siteConfigRoutes } from "./features/site-config/site-config.routes.js";
import { createSiteContentRepository } from "./features/site-content/site-content.repository.js";
import { siteContentRoutes, sitePictureRoutes } from "./features/site-content/site-content.routes.js";
import { createSiteContentService } from "./features/site-content/site-content.service.js";
import { createSitemapRepository } from "./features/sitemap/sitemap.repository.js";
import { sitemapRoutes } from "./features/sitemap/sitemap.routes.js";
import { createSitemapService } from "./features/sitemap/sitemap.service.js";
import { accessGuard } from "./lib/auth/access-guard.js";
import { createAuthKit } from "./lib/auth/auth-kit.js";
import type { AuthSettings } from "./lib/auth/auth-settings.js";
import { tokyoToday } from "./lib/catalog/listed-service.js";
import { createComparisonSheets } from "./lib/comparison-sheet/comparison-sheets.js";
import {
  type ConfigDocuments,
  createConfigDocuments,
  publishedConfigDocuments,
  systemTermsVersion,
} from "./lib/config-documents.js";
import { createInProcessEventBus, type EventBus } from "./lib/events/event-bus.js";
import { createEventLog } from "./lib/events/event-log.js";
import { type EventStreamOptions, eventStreamRoutes } from "./lib/events/event-stream.routes.js";
import { clientAddress, rejectBadCharacters, writeRateLimit } from "./lib/hardening.js";
import { errorHandler, notFoundHandler } from "./lib/http.js";
import { devMailRoutes } from "./lib/mail/dev-mail.routes.js";
import { createMailer, type Mailer } from "./lib/mail/mailer.js";
import { createNoticeMailer } from "./lib/mail/notice-mailer.js";
import { type Logger, processLogger, setProcessLogger } from "./lib/observability/logger.js";
import {
  cancelledRequestsCounter,
  createRegistry,
  httpDurationHistogram,
  metricsHandler,
  observeRequests,
  type Registry,
} from "./lib/observability/metrics.js";
import type { RequestTracing } from "./lib/observability/tracing.js";
import { openApiRoutes } from "./lib/openapi/openapi.routes.js";
import { PUBLIC_CACHED_READS } from "./lib/public-cached-reads.js";
import { createPublicReadCache } from "./lib/public-read-cache.js";
import { createRateLimiter } from "./lib/rate-limit/rate-limiter.js";
import type { FileStore } from "./lib/storage/file-store.js";
import { createLocalFileStore } from "./lib/storage/local-file-store.js";

export interface AppDeps {
  readonly db: Kysely<Database>;
  /** Structured logs (ADR 157): an access line per request with its id; default JSON on stdout at LOG_LEVEL, else warn. */
  readonly logger?: Logger;
  /** Where GET /metrics reads from (server.ts adds the database pool to it); default a new one. */
  readonly metricsRegistry?: Registry;
  /** With it, GET /metrics needs `Authorization: Bearer <token>`; without, loopback only (ADR 157). */
  readonly metricsToken?: string | undefined;
  /** OpenTelemetry server spans (ADR 180; with `withTracing` on the database); default none. */
  readonly tracing?: RequestTracing | undefined;
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
  /** Receives the negotiation events (tests and the bench raise events through it). */
  readonly onNegotiationEvents?: (events: NegotiationEvents) => void;
  /** Uploaded files (default: the local folder ./data/files with HMAC-signed URLs). */
  readonly fileStore?: FileStore;
  /** TOTP attempts one operator may make per 5 minutes (default 5; the browser tests raise it). */
  readonly operatorTotpAttempts?: number;
  /**
   * How long public catalogue reads are served from the in-process cache (ADR 178; server.ts:
   * PUBLIC_READ_CACHE_TTL_MS). Default 0, off: tests that write rows directly see them at once.
   */
  readonly publicReadCacheTtlMs?: number;
}

/** Builds the /v1 REST app; `server.ts` listens. Tests build it in-process. */
export function createApp({
  db,
  logger = processLogger(),
  metricsRegistry = createRegistry("api"),
  metricsToken,
  tracing,
  log = (message, error) => logger.error({ err: error }, message),
  configDocuments: configFiles = createConfigDocuments(),
  auth = {},
  mailer = createMailer({ outboxDir: "./data/mail" }),
  devMail = process.env.NODE_ENV !== "production",
  apiDocs = process.env.NODE_ENV !== "production",
  trustProxy = false,
  proxySecret,
  events = createInProcessEventBus(),
  eventStream = {},
  onNegotiationEvents,
  fileStore = createLocalFileStore({ rootDir: "./data/files" }),
  operatorTotpAttempts = OPERATOR_TOTP_ATTEMPTS_LIMIT.limit,
  publicReadCacheTtlMs = 0,
}: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  setProcessLogger(logger);
  // Request id (the BFF's x-request-id), duration by route and an access line per request (ADR 157).
  // A read whose client leaves stops its work: no further query starts, PostgreSQL cancels the running
  // one (ADR 179). Writes run to their end.
  app.use(
    observeRequests({
      logger,
      duration: httpDurationHistogram(metricsRegistry),
      cancelled: cancelledRequestsCounter(metricsRegistry),
      abortable: (req) => req.method === "GET" || req.method === "HEAD",
      tracing,
    }),
  );
  app.get("/metrics", metricsHandler(metricsRegistry, metricsToken));
  app.set("query parser", "simple");
  // Public catalogue reads from a short in-process cache (ADR 178), dropped by every write of this
  // process (when its answer's head is written) and by every `catalogue` event of the bus (any process).
  const publicReads = createPublicReadCache({ ttlMs: publicReadCacheTtlMs, registry: metricsRegistry });
  app.use(publicReads.writes);
  events.subscribe((event) => {
    if (event.type === "catalogue") publicReads.invalidate();
  });
  app.use(express.json({ limit: "1mb" }));
  // req.ip (per-IP throttling, audit) is the client's address as told by a trusted proxy (the BFF).
  app.set("trust proxy", trustProxy);
  app.use(clientAddress(proxySecret));
  // Who may call each /v1 endpoint is declared with it (domain/src/contracts) and checked by the access
  // guard before any route runs (ADR 102); it sets `res.locals.auth` after checking that the token's session
  // is not revoked (ADR 050). Each route then parses its input with `validate(endpoint)` (lib/http.ts).
  // The documents of /public/config: the newest version an operator published, else the file (ADR 164).
  // The auth kit reads the terms version through it, on requests only (siteContent exists by then).
  const configDocuments = publishedConfigDocuments((name) => siteContent.servedText(name));
  const authKit = createAuthKit(db, auth, () => systemTermsVersion(configDocuments));
  const { now, publicWebUrl } = authKit.settings;
  // Visitor reads keep only services inside their listing period on this Tokyo date (ADR 175).
  const today = tokyoToday(now);
  const siteContent = createSiteContentService({
    repo: createSiteContentRepository(db),
    files: configFiles,
    store: fileStore,
    now,
    publishEvent: (event) => events.publish(event),
    log,
  });
  const limiter = createRateLimiter(db, now);
  const notices = createNoticeMailer({
    mailer,
    limiter,
    limits: { perAddress: authKit.settings.noticeMailPerAddress, perAccount: authKit.settings.noticeMailPerAccount },
    log,
  });
  const advertisements = createAdvertisementsService(createAdvertisementsRepository(db), limiter);
  const services = createServicesService(createServicesRepository(db, today), { now: () => now().getTime() });
  const sheets = createComparisonSheets(db, now);
  const consideration = createConsiderationService({ repo: createConsiderationRepository(db, today), now });
  const ratings = createRatingsService(createRatingsRepository(db, today));
  const memberRatings = createMemberRatingsService({ repo: createMemberRatingsRepository(db), now });
  // The negotiation code (application, statuses, chat, files) reports what happened through
  // `negotiationEvents.recordNegotiationEvent` once its transaction has committed (ADR 080).
  const eventLog = createEventLog(db);
  const notifications = createNotificationsService(createNotificationsRepository(db), { now });
  const negotiationEvents = createNegotiationEvents({
    repo: createNegotiationEventsRepository(db),
    notifyMember: (input) => notifications.notifyMember(input),
    bus: events,
    eventLog,
    now,
    log,
  });
  onNegotiationEvents?.(negotiationEvents);
  const negotiationFiles = createNegotiationFilesService({
    repository: createNegotiationFilesRepository(db),
    store: fileStore,
    notices,
    publicWebUrl,
    log,
    onFileShared: ({ negotiationId, fileId, actorSide }) =>
      negotiationEvents.recordNegotiationEvent({ negotiationId, kind: "file", actorSide, fileId }),
  });

  // Listings and the publishing workflow (ADR 143): an applied change is announced on the event bus,
  // and every BFF drops its visitor cache.
  const providerListingsRepo = createProviderListingsRepository(db);
  // Materials in the workflow (ADR 145): uploads bound to the organisation, drafts, and their approval.
  const providerMaterials = createProviderMaterialsService({
    repo: createProviderMaterialsRepository(db),
    changes: providerListingsRepo,
    store: fileStore,
    now,
    log,
    changeItem,
  });
  // Articles in the workflow (ADR 163): cleaned editor HTML, links to the organisation's services.
  const providerArticles = createProviderArticlesService({
    repo: createProviderArticlesRepository(db),
    changes: providerListingsRepo,
    now,
    changeItem,
  });
  // Seminars in the workflow (ADR 162): drafts, their approval, enrolment lists and reminders.
  const providerSeminars = createProviderSeminarsService({
    repo: createProviderSeminarsRepository(db),
    changes: providerListingsRepo,
    mailer,
    now,
    webUrl: publicWebUrl,
    log,
    changeItem,
  });
  // Service attributes in the workflow (ADR 170): drafts, their diff and their application.
  const providerAttributes = createProviderAttributesService({ changes: providerListingsRepo, now, changeItem });
  const providerListings = createProviderListingsService({
    repo: providerListingsRepo,
    materials: providerMaterials,
    articles: providerArticles,
    seminars: providerSeminars,
    attributes: providerAttributes,
    store: fileStore,
    mailer,
    now,
    publicWebUrl,
    log,
    publishEvent: (event) => events.publish(event),
  });

  const authService = createAuthService({
    repo: createAuthRepository(db),
    settings: authKit.settings,
    tokens: authKit.tokens,
    mailer,
    limiter,
  });
  const membershipRepo = createMembershipRepository(db);
  const providerOrganisationRepo = createProviderOrganisationRepository(db);

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
  v1.use(publicReads.routes(PUBLIC_CACHED_READS));
  // One router per feature. No path of one can be taken by a route of another (a placeholder only
  // matches a row id), so the order below is free (see app-routes.int.test.ts).
  const features: express.Router[] = [
    authRoutes(authService),
    membershipRoutes(createMembershipService({ repo: membershipRepo, configDocuments, now })),
    hospitalsRoutes(createHospitalsRepository(db)),
    categoriesRoutes(createCategoriesService(createCategoriesRepository(db, today))),
    servicesRoutes(services),
    memberServicesRoutes(
      createMemberServicesService({
        repo: createMemberServicesRepository(db),
        services,
        ratings: memberRatings,
        clickAdvertisement: (advertisementId, userId) => advertisements.click(advertisementId, "", userId),
      }),
    ),
    // Review texts are for active members: the ratings routes read `res.locals.auth`, which the access
    // guard sets for an active member's bearer on these "optional-member" calls.
    ratingsRoutes(ratings),
    memberRatingsRoutes(memberRatings),
    searchRoutes(createSearchService(createSearchRepository(db, today, { registry: metricsRegistry, log }))),
    suggestionsRoutes(
      createSuggestionsService({
        suggestions: createSuggestionsRepository(db, today),
        hints: createHintsRepository(db),
      }),
    ),
    bookmarksRoutes(createBookmarksService(createBookmarksRepository(db, today))),
    considerationRoutes(consideration, sheets),
    comparisonSheetRoutes(sheets, consideration.notesFor),
    materialsRoutes(createMaterialsService({ repo: createMaterialsRepository(db, today), now })),
    advertisementsRoutes(advertisements),
    seminarsRoutes(createSeminarsService(createSeminarsRepository(db, now))),
    seminarEnrollmentsRoutes(
      createSeminarEnrollmentsService({
        repo: createSeminarEnrollmentsRepository(db, now),
        notices,
        now,
        webUrl: publicWebUrl,
      }),
    ),
    contentsRoutes(createContentsService(createContentsRepository(db, today))),
    // The sitemap's pages (ADR 168): services only inside their listing period.
    sitemapRoutes(createSitemapService(createSitemapRepository(db), now)),
    conciergeRoutes(
      createConciergeService({ repo: createConciergeRepository(db), mailer, notices, configDocuments, log }),
    ),
    negotiationsRoutes(
      createNegotiationsService({
        repo: createNegotiationsRepository(db),
        notices,
        configDocuments,
        now,
        publicWebUrl,
        log,
        onEvent: (event) => negotiationEvents.recordNegotiationEvent(event),
      }),
    ),
    negotiationFilesRoutes(negotiationFiles, (caller, query) => providerMaterials.requestUpload(caller, query)),
    notificationsRoutes(notifications),
    providerOrganisationRoutes(
      createProviderOrganisationService({
        repo: providerOrganisationRepo,
        mailer,
        limiter,
        invitationMailLimits: {
          perAddress: authKit.settings.mailPerAddress,
          perAccount: authKit.settings.staffInvitationMailPerAccount,
        },
        now,
        publicWebUrl,
        log,
      }),
    ),
    providerInsightsRoutes(createProviderInsightsService({ repo: createProviderInsightsRepository(db), limiter, now })),
    reviewRepliesRoutes(
      createReviewRepliesService({ repo: createReviewRepliesRepository(db), notices, now, publicWebUrl }),
    ),
    providerListingsRoutes(providerListings),
    // The operator console (issue 24): the TOTP step and the audit log (ADR 147, 149), review moderation (ADR 148).
    operatorRoutes(
      createOperatorService({
        repo: createOperatorRepository(db),
        limiter,
        now,
        totpAttempts: { ...OPERATOR_TOTP_ATTEMPTS_LIMIT, limit: operatorTotpAttempts },
        totpAccountAttempts: {
          ...OPERATOR_TOTP_ATTEMPTS_PER_ACCOUNT_LIMIT,
          limit: Math.max(operatorTotpAttempts, OPERATOR_TOTP_ATTEMPTS_PER_ACCOUNT_LIMIT.limit),
        },
        mailer,
        log,
      }),
    ),
    ratingModerationRoutes(
      createRatingModerationService({
        repo: createRatingModerationRepository(db),
        mailer,
        now,
        publicWebUrl,
        log,
        publishEvent: (event) => events.publish(event),
      }),
    ),
    providerMaterialsRoutes(providerMaterials),
    providerArticlesRoutes(providerArticles),
    providerSeminarsRoutes(providerSeminars),
    providerAttributesRoutes(providerAttributes),
    attributeVerificationRoutes(
      createAttributeVerificationService({
        repo: createAttributeVerificationRepository(db),
        now,
        log,
        publishEvent: (event) => events.publish(event),
      }),
    ),
    // Site content (issue 24 item 4): versioned documents, banner pictures and advertisements (ADR 164).
    siteContentRoutes(siteContent),
    // Organisations and member support (issue 24 item 5, ADR 166).
    operatorSupportRoutes(
      createOperatorSupportService({
        repo: createOperatorSupportRepository(db),
        resendSignUpCode: (email) => authService.resendCode(email, null),
        termsVersion: () => systemTermsVersion(configDocuments),
        mailer,
        now,
        publicWebUrl,
        publishEvent: (event) => events.publish(event),
        log,
      }),
    ),
  ];
  for (const router of features) v1.use(router);
  app.use(eventStreamRoutes(events, { ...eventStream, eventLog }));
  v1Routers.set(app, v1);
  if (apiDocs) app.use(openApiRoutes());
  app.use("/v1", v1);
  if (devMail) {
    app.use(devMailRoutes(mailer));
    app.use(negotiationsDevRoutes(createNegotiationsDevRepository(db), negotiationEvents));
    app.use(ratingsDevRoutes(ratings));
  }
  app.use(siteConfigRoutes(createSiteConfigRepository(db), configDocuments, () => siteContent.publishedBanners()));
  app.use(sitePictureRoutes(siteContent));
  app.use(mediaRoutes(createMediaRepository(db)));
  // The single-use upload URLs of both stores, then the local store's signed download URLs (/storage/…).
  app.use(negotiationUploadRoutes(negotiationFiles));
  app.use(materialUploadRoutes(providerMaterials));
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
