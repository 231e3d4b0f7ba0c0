import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storageProxy } from "./storage-proxy.js";

// A real loopback "api" that records every request line it is sent, and the proxy in front of it.
let api: http.Server;
let site: http.Server;
let sitePort: number;
const reached: { method: string; url: string }[] = [];

const TICKET = "A".repeat(21) + "_b-".repeat(7) + "z";

beforeAll(async () => {
  api = http.createServer((req, res) => {
    reached.push({ method: req.method ?? "", url: req.url ?? "" });
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end("api"));
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const app = express();
  app.use(storageProxy(`http://127.0.0.1:${(api.address() as AddressInfo).port}`));
  app.use((_req, res) => res.status(418).end("fell through"));
  site = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => site.once("listening", resolve));
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  api.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await new Promise<void>((resolve) => api.close(() => resolve()));
});
beforeEach(() => {
  reached.length = 0;
});

/** A request with the path sent exactly as written (fetch and supertest would resolve `..` first). */
function raw(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: sitePort, method, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(method === "PUT" ? "bytes" : undefined);
  });
}

const SIGNED = "expires=9999999999&name=a.pdf&type=application%2Fpdf&signature=abc";

describe("the /storage/ proxy (ADR 205)", () => {
  it.each([
    ["GET", "/storage/%2e%2e/v1/events/since?after=0"],
    ["GET", "/storage/%2E%2E/v1/events/stream"],
    ["GET", "/storage/../metrics"],
    ["GET", "/storage/./../dev/mail"],
    ["GET", "/storage/negotiations/%2e%2e/%2e%2e/healthz"],
    ["GET", `/storage/negotiations/1/..%2f..%2f..%2fhealthz?${SIGNED}`],
    ["GET", `/storage/negotiations%2f..%2f..%2fhealthz?${SIGNED}`],
    ["GET", `/storage/%252e%252e/healthz?${SIGNED}`],
    ["GET", `/storage/negotiations/1/%252e%252e%252fhealthz?${SIGNED}&extra=1`],
    ["GET", `/storage/negotiations/1/a.pdf%5c..%5c..?${SIGNED}`],
    ["GET", "/storage/%ff%fe/x"],
    ["GET", `/storage/dev/mail?${SIGNED}`],
    ["GET", "/storage/negotiations/1/a.pdf"],
    ["GET", `/storage/negotiations/1/a.pdf?${SIGNED}&signature=again`],
    ["PUT", `/storage/uploads/%2e%2e/%2e%2e/v1/events/since`],
    ["PUT", `/storage/uploads/../../v1/me`],
    ["PUT", `/storage/uploads/${TICKET}/..`],
    ["PUT", `/storage/uploads/${TICKET}%2f..%2f..%2fhealthz`],
    ["PUT", `/storage/material-uploads/short`],
    ["PUT", `/storage/other-uploads/${TICKET}`],
    ["POST", `/storage/uploads/${TICKET}`],
    ["DELETE", `/storage/negotiations/1/a.pdf?${SIGNED}`],
  ])("When %s %s arrives, then it is 404 on the site and nothing reaches the api", async (method, path) => {
    const answer = await raw(method, path);
    expect(answer.status).toBe(404);
    expect(reached).toEqual([]);
  });

  it("When a signed download arrives, then the api gets that file's path and exactly the signed query, rebuilt", async () => {
    const answer = await raw("GET", `/storage/negotiations/12/${encodeURIComponent("見積 書.pdf")}?${SIGNED}`);
    expect(answer).toEqual({ status: 200, body: "api" });
    expect(reached).toEqual([
      {
        method: "GET",
        url: `/storage/negotiations/12/${encodeURIComponent("見積 書.pdf")}?expires=9999999999&name=a.pdf&type=application%2Fpdf&signature=abc`,
      },
    ]);
  });

  it("When an upload's PUT arrives for either upload route, then the api gets that route and ticket only", async () => {
    expect((await raw("PUT", `/storage/uploads/${TICKET}`)).status).toBe(200);
    expect((await raw("PUT", `/storage/material-uploads/${TICKET}?x=1`)).status).toBe(200);
    expect(reached).toEqual([
      { method: "PUT", url: `/storage/uploads/${TICKET}` },
      { method: "PUT", url: `/storage/material-uploads/${TICKET}` },
    ]);
  });
});
