import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { binaryParser } from "@iryo/api/test/member-features.test-kit";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BffServer, createBffServer } from "../app.js";
import { preferredEncoding } from "./web-assets.js";

const SCRIPT = `console.log(${JSON.stringify("医療ITナビ".repeat(200))});`;
const HTML = `<!doctype html><html lang="ja"><body><div id="root"></div>${" ".repeat(2000)}</body></html>`;

let dir: string;
let bff: BffServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "iryo-web-assets-"));
  mkdirSync(join(dir, "assets"));
  const write = (name: string, body: string, compressed = true) => {
    writeFileSync(join(dir, name), body);
    if (!compressed) return;
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
  };
  write("assets/index-abc123.js", SCRIPT);
  write("index.html", HTML);
  write("robots.txt", "User-agent: *\nAllow: /\n", false);
  bff = await createBffServer({
    API_URL: "http://127.0.0.1:9",
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: dir,
  });
});

afterAll(async () => {
  await bff.stop();
  rmSync(dir, { recursive: true, force: true });
});

// superagent decodes gzip and br itself: a body that decodes to the original proves the encoding header was true.
const binary = binaryParser;

/** A GET answered 200 whose body is kept as bytes (compressed or not, as the headers ask). */
function getBytes(server: Parameters<typeof request>[0], path: string, headers: Record<string, string>) {
  return request(server).get(path).set(headers).buffer(true).parse(binary).expect(200);
}

describe("the web build over HTTP", () => {
  it("When a browser accepting brotli asks for a hashed script, then the .br twin comes with immutable caching", async () => {
    const res = await getBytes(bff.httpServer, "/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((res.body as Buffer).toString("utf8")).toBe(SCRIPT);
  });

  it("When the client accepts only gzip, then the .gz twin; with no Accept-Encoding, the plain file", async () => {
    const gz = await getBytes(bff.httpServer, "/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect((gz.body as Buffer).toString("utf8")).toBe(SCRIPT);

    const plain = await request(bff.httpServer).get("/assets/index-abc123.js").set("accept-encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it("When a page path is opened, then the HTML shell is compressed and must be revalidated (no-cache)", async () => {
    const res = await getBytes(bff.httpServer, "/services/search", { accept: "text/html", "accept-encoding": "br" });
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect((res.body as Buffer).toString("utf8")).toBe(HTML);
  });

  it("When robots.txt is asked for, then the file itself answers (not the app's HTML) with short caching", async () => {
    const res = await request(bff.httpServer).get("/robots.txt").expect(200);
    expect(res.text).toContain("User-agent");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("When a path outside the build is asked for with ../, then nothing outside it is served", async () => {
    const res = await request(bff.httpServer).get("/assets/..%2f..%2fetc%2fpasswd").set("accept", "application/json");
    expect(res.status).toBe(404);
  });

  it("When a GraphQL answer is over 1 KB, then it is compressed for a client that accepts gzip", async () => {
    // Twelve unknown fields: twelve validation errors, well over 1 KB of JSON.
    const fields = Array.from({ length: 12 }, (_, i) => `unknownFieldWithAVeryLongNameNumber${i}`).join(" ");
    const res = await request(bff.httpServer)
      .post("/graphql")
      .set("accept-encoding", "gzip")
      .buffer(true)
      .parse(binary)
      .send({ query: `{ ${fields} }` });
    expect(res.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse((res.body as Buffer).toString("utf8")) as { errors: unknown[] };
    expect(body.errors.length).toBeGreaterThan(0);
  });
});

describe("server-rendered pages over HTTP", () => {
  let ssrDir: string;
  let ssrBff: BffServer;
  const BODY = `<h1>${"医療ITナビ".repeat(200)}</h1>`;

  beforeAll(async () => {
    ssrDir = mkdtempSync(join(tmpdir(), "iryo-web-ssr-"));
    mkdirSync(join(ssrDir, "dist", ".vite"), { recursive: true });
    mkdirSync(join(ssrDir, "dist-server"));
    writeFileSync(
      join(ssrDir, "dist", "index.html"),
      '<html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(ssrDir, "dist", ".vite", "manifest.json"), "{}");
    // A stand-in for web/dist-server/entry-server.js: a page for /page, the SPA for everything else.
    writeFileSync(
      join(ssrDir, "dist-server", "entry-server.js"),
      `export async function render({ url }) {
        if (url !== "/page") return { kind: "client" };
        return { kind: "page", status: 200, head: "<title>p</title>", body: ${JSON.stringify(BODY)}, state: "{}", modules: [] };
      }`,
    );
    writeFileSync(join(ssrDir, "package.json"), '{ "type": "module" }');
    ssrBff = await createBffServer({
      API_URL: "http://127.0.0.1:9",
      PLAYGROUND: false,
      ALLOWED_ORIGINS: [],
      WEB_DIST_DIR: join(ssrDir, "dist"),
      SSR: true,
    });
  });

  afterAll(async () => {
    await ssrBff.stop();
    rmSync(ssrDir, { recursive: true, force: true });
  });

  it("When a visitor opens a rendered page, then it is compressed, no-cache, varies by cookie and keeps the CSP", async () => {
    const res = await getBytes(ssrBff.httpServer, "/page", { accept: "text/html", "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers.vary).toMatch(/Cookie/i);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect((res.body as Buffer).toString("utf8")).toContain(`<div id="root">${BODY}</div>`);
  });

  it("When the render says the browser renders the path, or the request has a bearer token, then the shell answers", async () => {
    const client = await request(ssrBff.httpServer).get("/login").set("accept", "text/html").expect(200);
    expect(client.text).toContain('<div id="root"></div>');
    const bearer = await request(ssrBff.httpServer)
      .get("/page")
      .set("accept", "text/html")
      .set("authorization", "Bearer x")
      .expect(200);
    expect(bearer.text).toContain('<div id="root"></div>');
    expect(bearer.headers["cache-control"]).toBe("no-cache");
    expect(bearer.headers.vary).toBe("Accept-Encoding, Cookie");
  });

  it("When a request has a session cookie, then its page is rendered for it alone: private, no ETag, compressed once (ADR 190)", async () => {
    const member = await getBytes(ssrBff.httpServer, "/page", {
      accept: "text/html",
      "accept-encoding": "br",
      cookie: "iryo_rt=x",
    });
    expect(member.headers["content-encoding"]).toBe("br");
    expect(member.headers["cache-control"]).toBe("private, no-store");
    expect(member.headers.etag).toBeUndefined();
    expect(member.headers["x-cache"]).toBeUndefined();
    expect(member.headers.vary).toBe("Accept-Encoding, Cookie");
    const body: unknown = member.body;
    if (!Buffer.isBuffer(body)) throw new Error("the body was not read as bytes");
    // (superagent has undone the brotli coding the header names.)
    expect(body.toString("utf8")).toContain(BODY);
  });

  it("When the build metadata is asked for, then it is not served", async () => {
    await request(ssrBff.httpServer).get("/.vite/manifest.json").set("accept", "application/json").expect(404);
  });
});

describe("a web build under a folder whose name starts with a dot (issue 29)", () => {
  let home: string;
  let dotBff: BffServer;

  beforeAll(async () => {
    // As when the project is cloned under ~/.cache/…: every parent of the build is an ordinary folder
    // to the server, only the build's own dotfiles are hidden.
    home = mkdtempSync(join(tmpdir(), "iryo-dot-folder-"));
    const dist = join(home, ".cache", "app", "dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, "assets", "index-abc123.js"), SCRIPT);
    writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, "index.html"), HTML);
    writeFileSync(join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
    writeFileSync(join(dist, ".vite", "manifest.json"), "{}");
    writeFileSync(join(dist, ".secret"), "not for the web");
    dotBff = await createBffServer({
      API_URL: "http://127.0.0.1:9",
      PLAYGROUND: false,
      ALLOWED_ORIGINS: [],
      WEB_DIST_DIR: dist,
    });
  });

  afterAll(async () => {
    await dotBff.stop();
    rmSync(home, { recursive: true, force: true });
  });

  it("When a hashed script is asked for, plain or as its brotli twin, then it is served", async () => {
    const plain = await request(dotBff.httpServer).get("/assets/index-abc123.js").set("accept-encoding", "identity");
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(SCRIPT);

    const br = await getBytes(dotBff.httpServer, "/assets/index-abc123.js", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect((br.body as Buffer).toString("utf8")).toBe(SCRIPT);
  });

  it("When a page the browser renders (/login) is opened, then the app shell answers", async () => {
    const res = await request(dotBff.httpServer).get("/login").set("accept", "text/html");

    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toBe(HTML);
  });

  it("When robots.txt is asked for, then the file answers", async () => {
    const res = await request(dotBff.httpServer).get("/robots.txt");

    expect(res.status).toBe(200);
    expect(res.text).toContain("User-agent");
  });

  it.each(["/.vite/manifest.json", "/.secret"])(
    "When %s, a dotfile inside the build, is asked for, then it is not served",
    async (path) => {
      const res = await request(dotBff.httpServer).get(path).set("accept", "application/json");

      expect(res.status).toBe(404);
      expect(res.text).not.toContain("not for the web");
    },
  );
});

describe("preferredEncoding", () => {
  const both = { root: "/web", file: "x.js", br: true, gzip: true };
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip;q=1.0, br;q=0", "gzip"],
    ["identity", undefined],
    ["*", "br"],
    ["", undefined],
  ])("When Accept-Encoding is %j, then %s", (header, expected) => {
    expect(preferredEncoding(header, both)).toBe(expected);
  });
});
