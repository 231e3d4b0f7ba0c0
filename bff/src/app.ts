import "reflect-metadata";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import express from "express";
import type { GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { BffConfig } from "./config.js";
import { type BffContext, createContext } from "./context.js";
import { mediaProxy } from "./features/site-config/media-proxy.js";
import { formatError } from "./lib/errors.js";
import { expressCookieJar, readOnlyCookieJar } from "./lib/session/cookies.js";
import { SessionManager } from "./lib/session/session.js";
import { buildBffSchema } from "./schema.js";

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist/", import.meta.url));
const DEFAULT_PLAYGROUND_DIST = fileURLToPath(new URL("../../web/dist-playground/", import.meta.url));

export type BffOptions = Pick<BffConfig, "API_URL" | "PLAYGROUND" | "ALLOWED_ORIGINS"> & {
  readonly WEB_DIST_DIR?: string | undefined;
  readonly PLAYGROUND_DIST_DIR?: string;
  readonly schema?: GraphQLSchema;
  readonly fetch?: typeof fetch;
};

export interface BffServer {
  readonly httpServer: Server;
  /** Contexts built for HTTP operations, newest last (tests count /v1 calls through them). */
  readonly lastContext: () => BffContext | undefined;
  stop(): Promise<void>;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Same-origin sockets and configured origins only (CSRF for WebSockets). */
export function isAllowedOrigin(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // non-browser clients send no Origin
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Builds the BFF: GraphQL over HTTP and graphql-ws on /graphql, the playground, and the web app. */
export async function createBffServer(options: BffOptions): Promise<BffServer> {
  const schema = options.schema ?? (await buildBffSchema());
  const app = express();
  app.disable("x-powered-by");
  const httpServer = createServer(app);

  const sourceOptions = (token: string | undefined) => ({
    baseUrl: options.API_URL,
    token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const sessions = new SessionManager({ apiUrl: options.API_URL, fetch: options.fetch });

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: "/graphql",
    verifyClient: ({ req }: { req: IncomingMessage }) => isAllowedOrigin(req, options.ALLOWED_ORIGINS),
  });
  const wsCleanup = useServer(
    {
      schema,
      context: (ctx) => {
        const auth = ctx.connectionParams?.authorization;
        const bearer = typeof auth === "string" ? bearerToken(auth) : undefined;
        // Browsers authenticate the socket with the session cookies of the upgrade request.
        const request = (ctx.extra as { request?: IncomingMessage }).request;
        return createContext({
          ...sourceOptions(undefined),
          session: sessions.forRequest(readOnlyCookieJar(request?.headers.cookie), bearer),
        });
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<BffContext>({
    schema,
    introspection: options.PLAYGROUND,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
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

  app.use(
    "/graphql",
    express.json({ limit: "1mb" }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const bearer = bearerToken(req.headers.authorization);
        lastContext = createContext({
          ...sourceOptions(undefined),
          session: sessions.forRequest(expressCookieJar(req, res), bearer, req.socket.remoteAddress),
        });
        return lastContext;
      },
    }),
  );

  app.use(mediaProxy(options.API_URL, options.fetch));

  const webDist = options.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  if (existsSync(webDist)) {
    app.use(express.static(webDist, { index: false, maxAge: "1h" }));
    // The SPA decides what a path shows, including its not-found page.
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts("text/html")) {
        next();
        return;
      }
      res.setHeader("cache-control", "no-cache");
      res.sendFile("index.html", { root: webDist });
    });
  }

  return {
    httpServer,
    lastContext: () => lastContext,
    async stop() {
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
