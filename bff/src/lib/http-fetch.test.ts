import { once } from "node:events";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "./http-fetch.js";

// A real server on loopback: what the api would answer, including a slow and a streamed body.
function portOf(listening: http.Server): number {
  const address = listening.address();
  if (address === null || typeof address === "string") throw new Error("not listening on a port");
  return address.port;
}

let server: http.Server;
let base: string;
const connections = new Set<unknown>();
const seen: { method?: string; authorization?: string; body?: string } = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen.method = req.method;
      seen.authorization = req.headers.authorization;
      seen.body = Buffer.concat(chunks).toString("utf8");
      if (req.url === "/json") {
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.setHeader("etag", '"v1"');
        res.end(JSON.stringify({ name: "電子カルテ", count: 3 }));
      } else if (req.url === "/empty") {
        res.statusCode = 204;
        res.end();
      } else if (req.url === "/stream") {
        res.setHeader("content-type", "application/zip");
        res.write("first-");
        setTimeout(() => res.end("second"), 50);
      } else if (req.url === "/slow") {
        setTimeout(() => res.end("{}"), 2_000);
      } else {
        res.statusCode = 404;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ code: "0102001" }));
      }
    });
  });
  server.on("connection", (socket) => connections.add(socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${portOf(server)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

describe("httpFetch", () => {
  it("When the api answers JSON, then status, headers and body arrive and the request's headers and body were sent", async () => {
    const response = await httpFetch(new URL("/json", base), {
      method: "POST",
      headers: { authorization: "Bearer token-1", "content-type": "application/json" },
      body: JSON.stringify({ q: 1 }),
    });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get("etag")).toBe('"v1"');
    expect(await response.json()).toEqual({ name: "電子カルテ", count: 3 });
    expect(seen).toEqual({ method: "POST", authorization: "Bearer token-1", body: '{"q":1}' });
  });

  it("When the api answers an error status, then it resolves (as fetch does) with that status and body", async () => {
    const response = await httpFetch(`${base}/missing`);
    expect(response.status).toBe(404);
    expect(response.ok).toBe(false);
    expect(await response.json()).toEqual({ code: "0102001" });
  });

  it("When the api answers 204, then the response has no body", async () => {
    const response = await httpFetch(`${base}/empty`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it("When the body is a download, then it streams and reads whole", async () => {
    const response = await httpFetch(`${base}/stream`);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(await response.text()).toBe("first-second");
  });

  it("When the signal times out, then the call rejects with the timeout", async () => {
    await expect(httpFetch(`${base}/slow`, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      name: "TimeoutError",
    });
  });

  it("When the signal is already aborted, then nothing is sent", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    await expect(httpFetch(`${base}/json`, { signal: controller.signal })).rejects.toThrow("stop");
  });

  it("When nothing listens, then the call rejects with fetch's TypeError", async () => {
    const closed = http.createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = portOf(closed);
    closed.close();
    await once(closed, "close");
    await expect(httpFetch(`http://127.0.0.1:${port}/json`)).rejects.toBeInstanceOf(TypeError);
  });

  it("When calls follow one another, then they share one kept-alive connection", async () => {
    connections.clear();
    for (let i = 0; i < 3; i += 1) await (await httpFetch(`${base}/json`)).json();
    expect(connections.size).toBeLessThanOrEqual(1);
  });

  it("When a Request object is given, then the built-in fetch takes it", async () => {
    const response = await httpFetch(new Request(`${base}/json`, { headers: { authorization: "Bearer r" } }));
    expect(await response.json()).toEqual({ name: "電子カルテ", count: 3 });
    expect(seen.authorization).toBe("Bearer r");
  });
});
