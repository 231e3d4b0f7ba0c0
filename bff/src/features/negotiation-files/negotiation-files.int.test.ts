import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "@iryo/api/app";
import type { DatabaseHandle } from "@iryo/api/db/database";
import { createTestDatabase } from "@iryo/api/db/test-database";
import {
  createNegotiationFixture,
  fileBytes,
  type NegotiationFixture,
  type Party,
} from "@iryo/api/features/negotiation-files/negotiation-files.test-kit";
import { createMailer } from "@iryo/api/lib/mail/mailer";
import { createLocalFileStore } from "@iryo/api/lib/storage/local-file-store";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BffServer, createBffServer } from "../../app.js";
import { bearerHeader, postGraphql } from "../../test/stack.js";

let database: DatabaseHandle;
let workDir: string;
let api: Server;
let bff: BffServer;
let bffUrl: string;
let f: NegotiationFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), "iryo-bff-files-"));
  const fileStore = createLocalFileStore({ rootDir: join(workDir, "files") });
  await fileStore.ensureReady();
  api = createApp({
    db: database.db,
    log: () => {},
    fileStore,
    mailer: createMailer({ outboxDir: join(workDir, "mail"), log: () => {} }),
    devMail: false,
  }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => api.once("listening", resolve));
  bff = await createBffServer({
    API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: "/nonexistent",
  });
  await new Promise<void>((resolve) => bff.httpServer.listen(0, "127.0.0.1", resolve));
  bffUrl = `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}`;
  f = await createNegotiationFixture(database.db);
});
afterAll(async () => {
  await bff?.stop();
  api?.closeAllConnections();
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  await database?.close();
  await rm(workDir, { recursive: true, force: true });
});

/** A GET to the BFF with the path sent as written (fetch would resolve the dot segments itself). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: new URL(bffUrl).port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

function gql(p: Party, query: string, variables: Record<string, unknown> = {}) {
  return postGraphql(bffUrl, query, variables, bearerHeader(p.token));
}

const REQUEST_UPLOAD = `mutation ($id: ID!, $name: String!) {
  requestNegotiationFileUpload(negotiationId: $id, filename: $name) { uploadUrl storagePath expiresAt }
}`;
const ATTACH = `mutation ($id: ID!, $path: String!) {
  attachNegotiationFile(negotiationId: $id, storagePath: $path) { id fileName sizeBytes uploaderType isOwn downloadUrl }
}`;
const LIST = `query ($id: ID!) {
  negotiationFiles(negotiationId: $id) {
    fileLimit readOnly
    files { id fileName sizeBytes uploaderName isOwn createdAt expiresAt purgedAt downloadUrl }
  }
}`;

/** The three steps of the web client, all through the BFF's origin. */
async function share(p: Party, negotiationId: number, name: string, bytes: Buffer) {
  const ticket = await gql(p, REQUEST_UPLOAD, { id: String(negotiationId), name }).expect(200);
  expect(ticket.body.errors).toBeUndefined();
  const { uploadUrl, storagePath } = ticket.body.data.requestNegotiationFileUpload;
  const put = await fetch(new URL(uploadUrl, bffUrl), {
    method: "PUT",
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/pdf" },
  });
  expect(put.status).toBe(200);
  return gql(p, ATTACH, { id: String(negotiationId), path: storagePath }).expect(200);
}

describe("negotiation files through the BFF", () => {
  it("When member A shares a PDF through the BFF, then provider X lists it and downloads it from the site origin", async () => {
    const bytes = fileBytes("pdf", 3000);
    const attached = await share(f.memberA, f.negotiationA, "見積書.pdf", bytes);
    expect(attached.body.errors).toBeUndefined();
    expect(attached.body.data.attachNegotiationFile).toMatchObject({
      fileName: "見積書.pdf",
      sizeBytes: 3000,
      uploaderType: 2,
      isOwn: true,
    });

    const list = await gql(f.providerX, LIST, { id: String(f.negotiationA) }).expect(200);
    expect(list.body.errors).toBeUndefined();
    const { files, fileLimit, readOnly } = list.body.data.negotiationFiles;
    expect({ fileLimit, readOnly }).toEqual({ fileLimit: 10, readOnly: false });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileName: "見積書.pdf", isOwn: false, uploaderName: "青木 花子", purgedAt: null });
    const download = await fetch(new URL(files[0].downloadUrl, bffUrl));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("When a .pdf is really a PNG, then BAD_USER_INPUT with 0102001 and the accepted types in the message", async () => {
    const res = await share(f.memberA, f.negotiationA, "photo.pdf", fileBytes("png"));
    expect(res.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0102001" });
    expect(res.body.errors[0].message).toContain(".pdf、.zip");
  });

  it("When member B or provider Y lists negotiation A's files, then NOT_FOUND 0109005 and no file data", async () => {
    for (const other of [f.memberB, f.providerY]) {
      const res = await gql(other, LIST, { id: String(f.negotiationA) }).expect(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0].extensions).toMatchObject({ code: "NOT_FOUND", errorCode: "0109005" });
    }
  });

  it("When member B or provider Y asks for an upload URL or attaches into negotiation A, then NOT_FOUND 0109005", async () => {
    const ticket = await gql(f.memberA, REQUEST_UPLOAD, { id: String(f.negotiationA), name: "x.pdf" }).expect(200);
    const { uploadUrl, storagePath } = ticket.body.data.requestNegotiationFileUpload;
    await fetch(new URL(uploadUrl, bffUrl), {
      method: "PUT",
      body: new Uint8Array(fileBytes("pdf")),
      headers: { "content-type": "application/pdf" },
    });
    for (const other of [f.memberB, f.providerY]) {
      const asked = await gql(other, REQUEST_UPLOAD, { id: String(f.negotiationA), name: "y.pdf" }).expect(200);
      expect(asked.body.errors[0].extensions.errorCode).toBe("0109005");
      const attached = await gql(other, ATTACH, { id: String(f.negotiationA), path: storagePath }).expect(200);
      expect(attached.body.errors[0].extensions.errorCode).toBe("0109005");
    }
  });

  it("When a storage URL is guessed or its signature altered on the site origin, then 404 or 403", async () => {
    const list = await gql(f.memberA, LIST, { id: String(f.negotiationA) }).expect(200);
    const url = new URL(list.body.data.negotiationFiles.files[0].downloadUrl, bffUrl);
    // Without the signed query it is no download URL at all: the BFF does not forward it (ADR 205).
    expect((await fetch(new URL(url.pathname, bffUrl))).status).toBe(404);
    const tampered = new URL(url);
    tampered.searchParams.set("signature", "A".repeat(43));
    expect((await fetch(tampered)).status).toBe(403);
  });

  it("When a path under /storage/ climbs out (%2e%2e, .., %2f, double encoding), then the api's other routes stay out of reach", async () => {
    // The api answers these directly; through the old proxy the BFF forwarded them (ADR 205).
    const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    expect((await fetch(`${apiBase}/healthz`)).status).toBe(200);
    for (const path of [
      "/storage/%2e%2e/healthz",
      "/storage/%2E%2E/healthz",
      "/storage/../healthz",
      "/storage/negotiations/%2e%2e/%2e%2e/healthz",
      "/storage/negotiations%2f..%2f..%2fhealthz",
      "/storage/%252e%252e/healthz",
      "/storage/%2e%2e/v1/events/since?after=0",
      "/storage/%2e%2e/metrics",
    ]) {
      const answer = await rawGet(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('"status":"ok"');
    }
  });

  it("When nobody is signed in, then UNAUTHENTICATED", async () => {
    const res = await request(bffUrl)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: LIST, variables: { id: String(f.negotiationA) } })
      .expect(200);
    expect(res.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
