import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "@iryo/api/app";
import { type DatabaseHandle, withTracing } from "@iryo/api/db/database";
import { createTestDatabase } from "@iryo/api/db/test-database";
import { startTracing as startApiTracing } from "@iryo/api/lib/observability/start-tracing";
import type { ApiTracing } from "@iryo/api/lib/observability/tracing";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BffServer, createBffServer } from "../../app.js";
import { startTracing } from "./start-tracing.js";
import { type BffTracing, tracingEnabled } from "./tracing.js";

/** A span as OTLP/HTTP JSON carries it, with its resource's service name. */
interface ReceivedSpan {
  readonly service: string;
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  /** OTLP: 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly attributes: Record<string, unknown>;
}

interface OtlpAttribute {
  readonly key: string;
  readonly value: Record<string, unknown>;
}
interface OtlpBody {
  readonly resourceSpans: {
    readonly resource: { readonly attributes: OtlpAttribute[] };
    readonly scopeSpans: {
      readonly spans: (Omit<ReceivedSpan, "service" | "attributes"> & { attributes: OtlpAttribute[] })[];
    }[];
  }[];
}

const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

/** A local OTLP/HTTP receiver (what a collector, Jaeger or Tempo offer on :4318), keeping what it gets. */
const received: ReceivedSpan[] = [];
const receivedPaths: string[] = [];
const collector: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    receivedPaths.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpBody;
    for (const { resource, scopeSpans } of body.resourceSpans) {
      const service = String(attributesOf(resource.attributes)["service.name"]);
      for (const { spans } of scopeSpans) {
        for (const span of spans) received.push({ ...span, service, attributes: attributesOf(span.attributes) });
      }
    }
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});

let database: DatabaseHandle;
let api: Server;
let bff: BffServer;
let apiTracing: ApiTracing;
let bffTracing: BffTracing;

beforeAll(async () => {
  collector.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => collector.once("listening", resolve));
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}` };
  apiTracing = (await startApiTracing(env)) as ApiTracing;
  bffTracing = (await startTracing(env)) as BffTracing;
  database = withTracing(await createTestDatabase({ seed: {} }), apiTracing);
  api = createApp({ db: database.db, log: () => {}, tracing: apiTracing }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => api.once("listening", resolve));
  bff = await createBffServer({
    API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: "/nonexistent",
    tracing: bffTracing,
  });
  // (Run alone on a busy machine, building the seeded test database can take over a minute.)
}, 180_000);
afterAll(async () => {
  await bff?.stop();
  api?.closeAllConnections();
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  await database?.close();
  await apiTracing?.shutdown();
  await bffTracing?.shutdown();
  collector.close();
});

describe("traces from the BFF through the api to the database (ADR 180)", () => {
  it("When a GraphQL request calls /v1, then one trace holds BFF server → operation → /v1 client → api server → SQL spans, with the request id", async () => {
    const res = await request(bff.httpServer)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: "query ServiceName($id: ID!) { service(id: $id) { id name } }", variables: { id: "1" } })
      .expect(200);
    expect(res.body.data.service.id).toBe("1");
    const requestId = res.headers["x-request-id"];
    await bffTracing.flush();
    await apiTracing.flush();
    expect(receivedPaths).toContain("POST /v1/traces application/json");

    const bffServer = received.find(
      (span) =>
        span.service === "iryo-it-navi-bff" && span.kind === 2 && span.attributes["iryo.request_id"] === requestId,
    );
    expect(bffServer).toMatchObject({ name: "POST /graphql", attributes: { "http.response.status_code": 200 } });
    const trace = received.filter((span) => span.traceId === bffServer?.traceId);
    const childrenOf = (parent: ReceivedSpan | undefined) =>
      trace.filter((span) => parent !== undefined && span.parentSpanId === parent.spanId);

    const operation = childrenOf(bffServer).find((span) => span.kind === 1);
    expect(operation).toMatchObject({
      name: "query ServiceName",
      attributes: { "graphql.operation.name": "ServiceName", "graphql.operation.type": "query" },
    });
    const upstream = childrenOf(operation).find((span) => span.name === "GET /v1/services/:id");
    expect(upstream).toMatchObject({ service: "iryo-it-navi-bff", kind: 3 });
    expect(upstream?.attributes["http.response.status_code"]).toBe(200);

    const apiServer = childrenOf(upstream).find((span) => span.service === "iryo-it-navi-api");
    expect(apiServer).toMatchObject({
      kind: 2,
      name: "GET /v1/services/:id",
      attributes: { "http.route": "/v1/services/:id", "iryo.request_id": requestId },
    });
    const statements = childrenOf(apiServer);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement).toMatchObject({ service: "iryo-it-navi-api", kind: 3 });
      expect(statement.attributes["db.system.name"]).toBe("postgresql");
      expect(statement.attributes["iryo.request_id"]).toBe(requestId);
    }
    // The statement's text, with its parameters as placeholders and never their values.
    const serviceRead = statements.find((span) => /from "?services"?/i.test(String(span.attributes["db.query.text"])));
    expect(serviceRead?.name).toBe("SELECT");
    expect(String(serviceRead?.attributes["db.query.text"])).toMatch(/\$1/);
  });

  it("When a request comes without a traceparent through the api alone, then its spans start a trace of their own", async () => {
    received.length = 0;
    await request(api).get("/v1/services/2").expect(200);
    await request(api).get("/healthz").expect(200);
    await apiTracing.flush();
    const server = received.find((span) => span.kind === 2 && span.service === "iryo-it-navi-api");
    expect(server).toMatchObject({ name: "GET /v1/services/:id" });
    expect(server?.parentSpanId ?? "").toBe("");
    expect(received.some((span) => span.parentSpanId === server?.spanId)).toBe(true);
    // Health checks and scrapes make no traces.
    expect(received.filter((span) => span.kind === 2)).toHaveLength(1);
  });
});

describe("tracing off (the default)", () => {
  it("When no OTLP endpoint is set, then the OpenTelemetry module is never loaded", async () => {
    const load = vi.fn(() => import("./tracing-sdk.js"));
    expect(await startTracing({}, load)).toBeUndefined();
    expect(await startTracing({ OTEL_SERVICE_NAME: "x", OTEL_TRACES_SAMPLER: "always_on" }, load)).toBeUndefined();
    expect(
      await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1", OTEL_SDK_DISABLED: "true" }, load),
    ).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const apiLoad = vi.fn(() => import("@iryo/api/lib/observability/tracing-sdk"));
    expect(await startApiTracing({}, apiLoad)).toBeUndefined();
    expect(apiLoad).not.toHaveBeenCalled();
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:4318/v1/traces" })).toBe(true);
  });
});
