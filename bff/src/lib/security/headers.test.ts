import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type RequestHandler } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { headerSetOf, helmetMiddlewares, securityHeaders } from "./headers.js";

/** The headers an app with `middleware` in front of one plain route answers with (Date aside). */
async function headersThrough(middleware: RequestHandler): Promise<Record<string, unknown>> {
  const app = express();
  app.disable("x-powered-by");
  app.use(middleware);
  app.get("/", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  const res = await request(app).get("/").expect(200);
  const { date: _date, ...headers } = res.headers;
  return headers;
}

describe("the security headers, computed once (ADR 196)", () => {
  for (const production of [false, true]) {
    for (const variant of ["site", "playground"] as const) {
      it(`When a ${variant} answer is sent ${production ? "in production" : "in development"}, then it carries exactly what helmet would send`, async () => {
        const precomputed = await headersThrough(securityHeaders({ production })[variant]);
        const helmet = await headersThrough(helmetMiddlewares({ production })[variant]);
        expect(precomputed).toEqual(helmet);
        expect(precomputed["content-security-policy"]).toContain("frame-ancestors 'none'");
        expect(precomputed["strict-transport-security"] !== undefined).toBe(production);
      });
    }
  }

  it("When the set is read from helmet, then every header of its chain is there, in helmet's order", () => {
    const { set, removed } = headerSetOf(helmetMiddlewares({ production: true }).site);
    expect(set.map(([name]) => name)).toEqual([
      "Content-Security-Policy",
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Resource-Policy",
      "Origin-Agent-Cluster",
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "X-DNS-Prefetch-Control",
      "X-Download-Options",
      "X-Frame-Options",
      "X-Permitted-Cross-Domain-Policies",
      "X-XSS-Protection",
    ]);
    expect(removed).toEqual(["X-Powered-By"]);
  });

  it("When a header middleware reads the request or answers later, then it is refused at start-up", () => {
    const readsHost = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      res.setHeader("X-Host", String(req.headers.host));
      next();
    };
    expect(() => headerSetOf(readsHost)).toThrow(/read the request \(headers\)/);
    expect(() => headerSetOf((_req, _res, next) => void setTimeout(next))).toThrow(/at once/);
  });
});
