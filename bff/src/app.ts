import "reflect-metadata";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import {
  errorMessage,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
  TOO_MANY_CONNECTIONS_CODE,
} from "@iryo/domain/error-catalogue";
import {
  GRAPHQL_ANONYMOUS_PER_CLIENT_LIMIT,
  GRAPHQL_PER_ACCOUNT_LIMIT,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from "@iryo/domain/rate-limits";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import proxyAddr from "proxy-addr";
import { WebSocketServer } from "ws";
import type { BffConfig } from "./config.js";
import { type BffContext, createContext } from "./context.js";
import { downloadProxy } from "./features/materials/download-proxy.js";
import { storageProxy } from "./features/negotiation-files/storage-proxy.js";
import { logoUploadProxy } from "./features/provider-listings/logo-upload-proxy.js";
import { bannerUploadProxy } from "./features/site-config/banner-upload-proxy.js";
import { clearConfigDocumentCaches } from "./features/site-config/config-document-cache.js";
import { mediaProxy } from "./features/site-config/media-proxy.js";
import { sitemapRoutes } from "./features/sitemap/sitemap.routes.js";
import { SitemapSource } from "./features/sitemap/sitemap.source.js";
import { appGraphQLError, formatError } from "./lib/errors.js";
import { EventHub } from "./lib/events/event-hub.js";
import { createRedisUpstream, createSseUpstream, type EventUpstream } from "./lib/events/upstream.js";
import { httpFetch } from "./lib/http-fetch.js";
import {
  createBffMetrics,
  graphqlMetricsPlugin,
  instrumentFetch,
  operationLabeller,
} from "./lib/observability/bff-metrics.js";
import { type Logger, processLogger, setProcessLogger } from "./lib/observability/logger.js";
import { cancelledRequestsCounter, metricsHandler, observeRequests } from "./lib/observability/metrics.js";
import type { BffTracing } from "./lib/observability/tracing.js";
import { cachedAnswers, visitorResponseCache } from "./lib/response-cache/plugin.js";
import { VISITOR_CACHE_TTL_SECONDS } from "./lib/response-cache/policy.js";
import { MemoryResponseStore, RedisResponseStore, type ResponseStore } from "./lib/response-cache/store.js";
import { graphqlProtection } from "./lib/security/graphql-limits.js";
import { securityHeaders } from "./lib/security/headers.js";
import { inputGuardPlugin } from "./lib/security/input-guard.js";
import { createGraphQLRateLimiter, type GraphQLRateLimitOptions } from "./lib/security/rate-limit.js";
import { SocketCaps, type SocketLimits } from "./lib/security/socket-caps.js";
import { expressCookieJar, ID_TOKEN_COOKIE, parseCookieHeader, readOnlyCookieJar } from "./lib/session/cookies.js";
import { SessionManager } from "./lib/session/session.js";
import { ServerRenderer } from "./lib/ssr/server-render.js";
import { HTML_CACHE, sendAsset, webAssets } from "./lib/web-assets.js";
import { buildBffSchema } from "./schema.js";

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist/", import.meta.url));
const DEFAULT_PLAYGROUND_DIST = fileURLToPath(new URL("../../web/dist-playground/", import.meta.url));

export type BffOptions = Pick<BffConfig, "API_URL" | "PLAYGROUND" | "ALLOWED_ORIGINS"> &
  Partial<
    Pick<
      BffConfig,
      | "RESPONSE_CACHE"
      | "RESPONSE_CACHE_MAX_MB"
      | "REDIS_URL"
      | "REDIS_PREFIX"
      | "EVENTS_STREAM_SECRET"
      | "SSR"
      | "PUBLIC_WEB_URL"
    >
  > & {
    readonly WEB_DIST_DIR?: string | undefined;
    /** The built server render (default: `dist-server/entry-server.js` next to WEB_DIST_DIR; ADR 091). */
    readonly SSR_MODULE?: string | undefined;
    /** production: HSTS, no field suggestions (default: NODE_ENV). */
    readonly NODE_ENV?: BffConfig["NODE_ENV"];
    /** Which proxies' X-Forwarded-For/-Proto are believed (express "trust proxy"; default: none). */
    readonly TRUST_PROXY?: string | boolean | number | undefined;
    /** Requests without a session per client address per window on /graphql (default GRAPHQL_ANONYMOUS_PER_CLIENT_LIMIT). */
    readonly GRAPHQL_RATE_LIMIT_POINTS?: number | undefined;
    /** Requests per signed-in account per window on /graphql (default GRAPHQL_PER_ACCOUNT_LIMIT). */
    readonly GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS?: number | undefined;
    readonly GRAPHQL_RATE_LIMIT_WINDOW_SECONDS?: number | undefined;
    /** Redis key prefix of the rate limit (tests use their own). */
    readonly rateLimitKeyPrefix?: string;
    /** Sent to the api with every call so that it believes the forwarded client address (ADR 052). */
    readonly PROXY_SECRET?: string | undefined;
    readonly PLAYGROUND_DIST_DIR?: string;
    readonly schema?: GraphQLSchema;
    readonly fetch?: typeof fetch;
    /** The visitor cache's store (tests); default from RESPONSE_CACHE / REDIS_URL. */
    readonly responseStore?: ResponseStore;
    /** Structured logs (ADR 157); default: JSON on stdout at LOG_LEVEL, else warn. */
    readonly logger?: Logger;
    /** GET /metrics answers `Authorization: Bearer <token>` only; without it, /metrics is off (ADR 157, 205). */
    readonly METRICS_TOKEN?: string | undefined;
    /** The subscription sockets' limits (ADR 104, 211); default the domain's (tests lower them). */
    readonly socketLimits?: SocketLimits;
    /** OpenTelemetry spans (ADR 180: `startTracing`, only with an OTLP endpoint); default none. */
    readonly tracing?: BffTracing | undefined;
  };

export interface BffServer {
  readonly httpServer: Server;
  /** Contexts built for HTTP operations, newest last (tests count /v1 calls through them). */
  readonly lastContext: () => BffContext | undefined;
  /** The live relay: the local fan-out and where the api's events come from (ADR 080). */
  readonly realtime: { readonly hub: EventHub; readonly upstream: EventUpstream };
  readonly logger: Logger;
  stop(): Promise<void>;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Same-origin sockets and configured origins only (CSRF for WebSockets). Same origin means the same
 * scheme and host: the scheme is https when the socket is TLS or, behind a trusted proxy, when it
 * says so in X-Forwarded-Proto.
 */
/** What the origin check reads of an upgrade request (a TLS socket says `encrypted`). */
export interface UpgradeRequestView {
  readonly headers: IncomingMessage["headers"];
  readonly socket: object & { readonly encrypted?: boolean };
}

export function isAllowedOrigin(
  req: UpgradeRequestView,
  allowed: readonly string[],
  trustForwardedProto = false,
): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // non-browser clients send no Origin
  if (allowed.includes(origin)) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  const forwardedProto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const encrypted = req.socket.encrypted === true;
  const scheme = trustForwardedProto && forwardedProto ? `${forwardedProto}:` : encrypted ? "https:" : "http:";
  try {
    const url = new URL(origin);
    return url.protocol === scheme && url.host === req.headers.host;
  } catch {
    return false;
  }
}

/** Every error of the HTTP layer (bad JSON, a body over 1 MB, …) as a GraphQL-shaped JSON body, in every mode. */
const jsonErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = (error as { status?: unknown } | null)?.status;
  const clientError = typeof status === "number" && status >= 400 && status < 500;
  const code = clientError ? REQUEST_INVALID_CODE : SYSTEM_ERROR_CODE;
  res.status(clientError ? status : 500).json({
    errors: [
      {
        message: errorMessage(code),
        extensions: { code: clientError ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR", errorCode: code },
      },
    ],
  });
};

/** Builds the BFF: GraphQL over HTTP and graphql-ws on /graphql, the playground, and the web app. */
export async function createBffServer(options: BffOptions): Promise<BffServer> {
  const schema = options.schema ?? (await buildBffSchema());
  // Start-up marks (ADR 183): the server's start line says how long the schema and the render took.
  performance.mark("bff:schema");
  const app = express();
  app.disable("x-powered-by");
  const trustProxy = options.TRUST_PROXY ?? false;
  app.set("trust proxy", trustProxy);
  const production = (options.NODE_ENV ?? process.env.NODE_ENV) === "production";
  const httpServer = createServer(app);
  const logger = options.logger ?? processLogger();
  setProcessLogger(logger);

  // The open sockets by session, account and client address, and their subscriptions (ADR 104, 211).
  const socketCaps = new SocketCaps(options.socketLimits);
  const hub = new EventHub();
  const metrics = createBffMetrics({
    sockets: () => socketCaps.sockets,
    subscriptions: () => socketCaps.subscriptions,
    eventListeners: () => hub.listenerCount,
  });
  // Request id, duration by route and an access line for every request (ADR 157). Every request carries
  // an abort signal: when its browser goes, its GET calls to the api are aborted (ADR 179); work shared
  // with other requests (one render, one cached answer) runs without it.
  const { tracing } = options;
  app.use(
    observeRequests({
      logger,
      duration: metrics.http,
      cancelled: cancelledRequestsCounter(metrics.registry),
      abortable: () => true,
      tracing,
    }),
  );
  app.get("/metrics", metricsHandler(metrics.registry, options.METRICS_TOKEN));
  // Every call to the api carries the request id and is counted and timed.
  const upstreamFetch = instrumentFetch(options.fetch ?? httpFetch, metrics.upstream, { tracing });
  const streamFetch = instrumentFetch(options.fetch ?? fetch, metrics.upstream, { abortWhenGone: false });
  const headers = securityHeaders({ production });
  app.use(
    options.PLAYGROUND
      ? (req, res, next) => {
          const playground = req.path === "/graphql" || req.path.startsWith("/playground/");
          (playground ? headers.playground : headers.site)(req, res, next);
        }
      : headers.site,
  );
  const protection = graphqlProtection<BffContext>({ blockFieldSuggestions: production });

  const sourceOptions = (token: string | undefined) => ({
    baseUrl: options.API_URL,
    token,
    fetch: upstreamFetch,
  });

  const sessions = new SessionManager({
    apiUrl: options.API_URL,
    fetch: upstreamFetch,
    proxySecret: options.PROXY_SECRET,
  });

  /** The claims of the id token a request or socket carries (bearer first, then the cookie), expired or not. */
  const idTokenOf = (cookieHeader: string | undefined) =>
    parseCookieHeader(cookieHeader).get(ID_TOKEN_COOKIE) || undefined;
  const signedClaimsOf = async (bearer: string | undefined, cookieHeader: string | undefined) => {
    const token = bearer ?? idTokenOf(cookieHeader);
    return token ? sessions.signedClaims(token) : undefined;
  };

  // Signed-in requests spend their account's budget, the rest their client address's (ADR 103).
  const rateLimitOptions: GraphQLRateLimitOptions = {
    points: options.GRAPHQL_RATE_LIMIT_POINTS ?? GRAPHQL_ANONYMOUS_PER_CLIENT_LIMIT.limit,
    accountPoints: options.GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS ?? GRAPHQL_PER_ACCOUNT_LIMIT.limit,
    durationSeconds: options.GRAPHQL_RATE_LIMIT_WINDOW_SECONDS ?? GRAPHQL_PER_ACCOUNT_LIMIT.windowMs / 1000,
    // Only a request carrying a token is looked at (an anonymous one spends its address's budget at once).
    accountOf: (req) => {
      const token = bearerToken(req.headers.authorization) ?? idTokenOf(req.headers.cookie);
      return token === undefined ? undefined : sessions.signedClaims(token).then((claims) => claims?.sub);
    },
    redisUrl: options.REDIS_URL,
    ...(options.rateLimitKeyPrefix ? { keyPrefix: options.rateLimitKeyPrefix } : {}),
  };
  const rateLimiter = createGraphQLRateLimiter(rateLimitOptions);

  // The api's events: Redis when configured, otherwise the api's internal stream (connected on first use).
  const sink = (event: Parameters<EventHub["dispatch"]>[0]) => {
    const occurred = Date.parse(event.type === "notification" ? event.created_at : event.occurred_at);
    if (Number.isFinite(occurred)) metrics.eventLag.observe(Math.max(0, Date.now() - occurred) / 1000);
    hub.dispatch(event);
  };
  const upstream: EventUpstream = options.REDIS_URL
    ? createRedisUpstream({
        url: options.REDIS_URL,
        prefix: options.REDIS_PREFIX ?? "iryo:",
        sink,
        apiUrl: options.API_URL,
        secret: options.EVENTS_STREAM_SECRET,
        fetch: streamFetch,
        log: (message, error) => logger.error({ err: error }, message),
      })
    : createSseUpstream({
        apiUrl: options.API_URL,
        secret: options.EVENTS_STREAM_SECRET,
        sink,
        fetch: streamFetch,
        log: (message, error) => logger.error({ err: error }, message),
      });

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: "/graphql",
    verifyClient: ({ req }: { req: IncomingMessage }) =>
      isAllowedOrigin(req, options.ALLOWED_ORIGINS, trustProxy !== false),
  });
  const wsCleanup = useServer(
    {
      schema,
      // A socket counts against its session (the `sid` of its id token, bearer or cookie), its account
      // and its client address (as express sees it behind TRUST_PROXY); a socket without a genuine token
      // (it can subscribe to nothing) against its address's anonymous sockets. Over a limit it is closed.
      onConnect: async (ctx) => {
        const auth = ctx.connectionParams?.authorization;
        const request = (ctx.extra as { request: IncomingMessage }).request;
        const claims = await signedClaimsOf(
          typeof auth === "string" ? bearerToken(auth) : undefined,
          request.headers.cookie,
        );
        const admitted = socketCaps.admit(ctx, {
          session: typeof claims?.sid === "string" ? claims.sid : undefined,
          account: typeof claims?.sid === "string" && typeof claims.sub === "string" ? claims.sub : undefined,
          address: proxyAddr(request, app.get("trust proxy fn")),
        });
        if (!admitted) {
          (ctx.extra as { socket: { close(code: number, reason: string): void } }).socket.close(
            TOO_MANY_SOCKETS_CLOSE_CODE,
            `Too many sockets (${TOO_MANY_CONNECTIONS_CODE})`,
          );
        }
        return admitted;
      },
      onClose: (ctx) => socketCaps.release(ctx),
      // graphql-ws keeps the socket's running operations, this one included; one over a cap is refused.
      onSubscribe: (ctx) =>
        socketCaps.overLimit(ctx) ? [appGraphQLError("RATE_LIMITED", TOO_MANY_CONNECTIONS_CODE)] : undefined,
      context: (ctx) => {
        const auth = ctx.connectionParams?.authorization;
        const bearer = typeof auth === "string" ? bearerToken(auth) : undefined;
        // Browsers authenticate the socket with the session cookies of the upgrade request.
        const request = (ctx.extra as { request?: IncomingMessage }).request;
        const socketToken = bearer ?? parseCookieHeader(request?.headers.cookie).get(ID_TOKEN_COOKIE);
        return createContext({
          ...sourceOptions(undefined),
          session: sessions.forRequest(readOnlyCookieJar(request?.headers.cookie), bearer),
          realtime: {
            hub,
            upstream,
            apiUrl: options.API_URL,
            fetch: upstreamFetch,
            token: async () => (socketToken && (await sessions.verify(socketToken)) ? socketToken : undefined),
          },
        });
      },
    },
    wsServer,
  );

  // The visitor response cache: off unless asked for (the server's env turns it on by default).
  const memoryStore = () => new MemoryResponseStore({ maxBytes: (options.RESPONSE_CACHE_MAX_MB ?? 64) * 1024 * 1024 });
  const responseStore =
    options.responseStore ??
    (options.RESPONSE_CACHE
      ? options.REDIS_URL
        ? RedisResponseStore.connect(
            options.REDIS_URL,
            // Under the deployment's prefix: two deployments on one Redis database never share entries.
            `${options.REDIS_PREFIX ?? "iryo:"}response-cache:`,
            // While Redis is away, this process's memory answers at once (ADR 105).
            memoryStore(),
          )
        : memoryStore()
      : undefined);
  // Approved changes replace public versions (ADR 143): the api announces each on its event bus, and this
  // BFF drops every cached visitor answer and page; a gap in the events (lost, not replayable) drops it
  // too. The approving BFF also drops it itself before answering (`dropVisitorCache`).
  const dropVisitorCache = responseStore
    ? () =>
        responseStore
          .clear()
          .catch((error: unknown) => logger.error({ err: error }, "dropping the visitor cache failed"))
    : undefined;
  if (dropVisitorCache) {
    hub.onCatalogue((event) => {
      // A site content change (ADR 164) also replaces the documents this process keeps.
      if (event.object_type.startsWith("site_content:")) clearConfigDocumentCaches();
      void dropVisitorCache();
    });
    upstream.onGap(() => void dropVisitorCache());
    // The cache is what needs the events here: connect now rather than at the first subscription.
    if (options.RESPONSE_CACHE) void upstream.ready();
  }

  const operationLabel = operationLabeller();
  const apollo = new ApolloServer<BffContext>({
    schema,
    introspection: options.PLAYGROUND,
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: protection.maxTokens },
    allowBatchedHttpRequests: false,
    plugins: [
      ...protection.plugins,
      inputGuardPlugin<BffContext>(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints are used (the visitor cache has its own policy, ADR 090); Apollo's default
      // cache-control plugin would wrap every field resolver to compute them anyway (ADR 092).
      ApolloServerPluginCacheControlDisabled(),
      ...(responseStore
        ? [
            visitorResponseCache<BffContext>({
              store: responseStore,
              ttlSeconds: VISITOR_CACHE_TTL_SECONDS,
              onLookup: (result) => metrics.cache.inc({ cache: "graphql", result }),
            }),
          ]
        : []),
      // After the cache plugin: it reads the x-cache header that one sets.
      graphqlMetricsPlugin<BffContext>(metrics.graphql, operationLabel),
      ...(tracing
        ? [
            {
              async requestDidStart() {
                return {
                  async didResolveOperation({ operation, operationName }) {
                    tracing.nameOperation(operation?.operation ?? "query", operationLabel(operationName));
                  },
                };
              },
            } satisfies ApolloServerPlugin<BffContext>,
          ]
        : []),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  let lastContext: BffContext | undefined;
  const playgroundDir = options.PLAYGROUND_DIST_DIR ?? DEFAULT_PLAYGROUND_DIST;
  if (options.PLAYGROUND) {
    app.get("/graphql", (req, res, next) => {
      if (
        !req.accepts(["application/json", "text/html"]) ||
        req.accepts(["application/json", "text/html"]) !== "text/html" ||
        req.query.query
      ) {
        next();
        return;
      }
      res.sendFile("index.html", { root: playgroundDir }, (error) => {
        if (error) next(error);
      });
    });
    app.use("/playground", express.static(playgroundDir, { index: false, immutable: true, maxAge: "1y" }));
  }

  // A request with neither cookies nor an Authorization header has no session: nothing to parse (ADR 201).
  const hasSession = (req: express.Request) =>
    (req.headers.cookie !== undefined || req.headers.authorization !== undefined) &&
    sessions.forRequest(readOnlyCookieJar(req.headers.cookie), bearerToken(req.headers.authorization)).present;
  app.use(
    "/graphql",
    // The operation's span (ADR 180), the parent of its /v1 calls; named when the operation is known.
    ...(tracing ? [tracing.operationSpans()] : []),
    rateLimiter.middleware,
    express.json({ limit: "1mb" }),
    // A stored visitor answer goes out as stored bytes, before Apollo and the compression below (ADR 156).
    ...(responseStore
      ? [
          cachedAnswers({
            store: responseStore,
            hasSession,
            onHit: (operationName, seconds) => {
              tracing?.nameOperation("query", operationLabel(operationName));
              metrics.cache.inc({ cache: "graphql", result: "hit" });
              metrics.graphql.observe(
                { operation: operationLabel(operationName), type: "query", outcome: "ok", cache: "hit" },
                seconds,
              );
            },
          }),
        ]
      : []),
    // Other JSON answers of more than 1 KB go out compressed (brotli or gzip, as the client accepts).
    compression({ threshold: 1024 }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const bearer = bearerToken(req.headers.authorization);
        lastContext = createContext({
          ...sourceOptions(undefined),
          session: sessions.forRequest(expressCookieJar(req, res), bearer, req.ip ?? req.socket.remoteAddress),
          ...(dropVisitorCache ? { dropVisitorCache } : {}),
        });
        return lastContext;
      },
    }),
  );

  app.use(mediaProxy(options.API_URL, upstreamFetch));
  app.use(downloadProxy(options.API_URL, sessions));
  app.use(storageProxy(options.API_URL, upstreamFetch));
  app.use(logoUploadProxy(options.API_URL, sessions));
  app.use(bannerUploadProxy(options.API_URL, sessions));

  const webDist = options.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  // The sitemap and robots.txt name the configured public origin, never the request's Host (ADR 168).
  const publicOrigin = new URL(options.PUBLIC_WEB_URL ?? "http://localhost:3000").origin;
  app.use(
    sitemapRoutes({
      entries: () => new SitemapSource(sourceOptions(undefined)).entries(),
      publicOrigin,
      store: responseStore,
      webDist: existsSync(webDist) ? webDist : undefined,
    }),
  );
  if (existsSync(webDist)) {
    const web = webAssets(webDist);
    app.use(web.middleware);
    // Public pages rendered for visitors (ADR 091); off, or without a server build, the SPA shell.
    const renderer = options.SSR
      ? await ServerRenderer.load(
          webDist,
          options.SSR_MODULE ?? join(webDist, "..", "dist-server", "entry-server.js"),
          {
            schema,
            store: responseStore,
            publicOrigin,
            visitorContext: (clientIp) =>
              createContext({
                ...sourceOptions(undefined),
                session: sessions.forRequest(readOnlyCookieJar(undefined), undefined, clientIp),
              }),
            admit: (clientIp) => rateLimiter.allow(clientIp ?? "unknown"),
            admitSession: (req) => rateLimiter.allowRequest(req),
            onError: (error) => logger.error({ err: error }, "server render failed"),
            onLookup: (result) => metrics.cache.inc({ cache: "page", result }),
          },
        )
      : undefined;
    performance.mark("bff:ssr");
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts("text/html") || !web.indexHtml) {
        next();
        return;
      }
      const indexHtml = web.indexHtml;
      res.locals.route = "page";
      // With server rendering the same URL is a page for a visitor and the shell for a member.
      const vary = renderer ? "Accept-Encoding, Cookie" : "Accept-Encoding";
      const shell = () => sendAsset(res, indexHtml, req.get("accept-encoding"), HTML_CACHE, next, vary);
      if (!renderer) {
        shell();
        return;
      }
      const bearer = bearerToken(req.headers.authorization);
      const clientIp = req.ip ?? req.socket.remoteAddress;
      const session = sessions.forRequest(expressCookieJar(req, res), bearer, clientIp);
      if (bearer) {
        // Non-browser clients with a bearer token get the shell (pages are for browsers' cookies).
        shell();
        return;
      }
      // A request with a session cookie gets a page rendered for it alone, never stored (ADR 190); no
      // member ever reads or fills the visitor page cache. A rendered page goes out as bytes compressed
      // once (ADR 156): no compression middleware here.
      const rendered = session.present
        ? renderer.handleSession(req, res, createContext({ ...sourceOptions(undefined), session }))
        : renderer.handle(req, res);
      rendered.then((sent) => {
        if (!sent) shell();
      }, next);
    });
  }

  app.use(jsonErrorHandler);

  return {
    httpServer,
    lastContext: () => lastContext,
    realtime: { hub, upstream },
    logger,
    async stop() {
      await upstream.close();
      await apollo.stop();
      await rateLimiter.close();
      if (!options.responseStore) await responseStore?.close();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
