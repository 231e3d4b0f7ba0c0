import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type AppDeps, createApp } from "@iryo/api/app";
import type { DatabaseHandle } from "@iryo/api/db/database";
import { createTestDatabase } from "@iryo/api/db/test-database";
import { seedDemoDataIfEmpty } from "@iryo/api/seed/seed";
import request from "supertest";
import { type BffOptions, type BffServer, createBffServer } from "../app.js";

export interface TestStack {
  readonly bff: BffServer;
  readonly apiUrl: string;
  /** The api's express app (the fuzz test reads its routes). */
  readonly apiApp: ReturnType<typeof createApp>;
  /** The api's database (tests change catalogue rows directly). */
  readonly db: DatabaseHandle["db"];
  close(): Promise<void>;
}

/** A real api on a fresh seeded database (port 0) and a BFF in front of it, in this process. */
export async function startTestStack(
  overrides: Partial<BffOptions> = {},
  /** Extra deps of the api (config documents, auth tuning, mailer). */
  apiDeps: Partial<Omit<AppDeps, "db">> = {},
): Promise<TestStack> {
  const database: DatabaseHandle = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db);
  const apiApp = createApp({ db: database.db, log: () => {}, ...apiDeps });
  const api: Server = apiApp.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => api.once("listening", resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const bff = await createBffServer({
    API_URL: apiUrl,
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: "/nonexistent",
    ...overrides,
  });
  return {
    bff,
    apiUrl,
    apiApp,
    db: database.db,
    async close() {
      await bff.stop();
      api.closeAllConnections();
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await database.close();
    },
  };
}

/** A GraphQL POST to a BFF (its server or its URL), with extra headers (a bearer, cookies). */
export function postGraphql(
  bff: Parameters<typeof request>[0],
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return request(bff).post("/graphql").set("content-type", "application/json").set(headers).send({ query, variables });
}

/** The authorization header of a bearer token; none without one. */
export function bearerHeader(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
