import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FILE_MAX_BYTES, NEGOTIATION_FILE_LIMIT } from "@iryo/domain/constants";
import { NOTICE_MAIL_PER_ACCOUNT_LIMIT, NOTICE_MAIL_PER_ADDRESS_LIMIT } from "@iryo/domain/rate-limits";
import { negotiationFileExpiresAt } from "@iryo/domain/validation/file-upload";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createMailer, type Mailer } from "../../lib/mail/mailer.js";
import { createNoticeMailer } from "../../lib/mail/notice-mailer.js";
import { createRateLimiter } from "../../lib/rate-limit/rate-limiter.js";
import type { FileStore } from "../../lib/storage/file-store.js";
import { createLocalFileStore } from "../../lib/storage/local-file-store.js";
import { startTestS3Server, type TestS3Server } from "../../lib/storage/test-s3-server.js";
import { createNegotiationFilesRepository } from "./negotiation-files.repository.js";
import {
  createNegotiationFilesService,
  startNegotiationFilePurge,
  UPLOAD_BODY_MAX_BYTES,
} from "./negotiation-files.service.js";
import {
  createNegotiationFixture,
  fileBytes,
  type NegotiationFixture,
  type Party,
} from "./negotiation-files.test-kit.js";

const MONTH_AND_A_BIT_MS = 32 * 24 * 3_600_000;

// The same tests run against the local folder store and against a real S3-compatible server (s3rver).
describe.each(["local", "s3"] as const)("negotiation files on the %s store", (kind) => {
  let database: DatabaseHandle;
  let store: FileStore;
  let s3: TestS3Server | undefined;
  let workDir: string;
  let mailer: Mailer;
  let api: Server;
  let apiUrl: string;
  let f: NegotiationFixture;
  /** The local store's clock (to expire its URLs). */
  let localClockOffset = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    workDir = await mkdtemp(join(tmpdir(), "iryo-files-"));
    if (kind === "s3") {
      s3 = await startTestS3Server();
      store = s3.store;
    } else {
      store = createLocalFileStore({
        rootDir: join(workDir, "files"),
        now: () => new Date(Date.now() + localClockOffset),
      });
    }
    await store.ensureReady();
    mailer = createMailer({ outboxDir: join(workDir, "mail"), log: () => {} });
    const app = createApp({ db: database.db, log: () => {}, fileStore: store, mailer, devMail: false });
    api = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => api.once("listening", resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api?.closeAllConnections();
    await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
    await s3?.close();
    await database?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  /** A fresh pair of negotiations (and parties) per test, so that counts start from zero. */
  async function fixture(): Promise<NegotiationFixture> {
    f = await createNegotiationFixture(database.db);
    return f;
  }

  const auth = (p: Party) => ({ authorization: `Bearer ${p.token}` });

  function uploadUrl(p: Party, negotiationId: number, filename: string) {
    return request(apiUrl)
      .get("/v1/material-files/upload-presigned-url")
      .query({ business_id: negotiationId, filename })
      .set(auth(p));
  }

  /** PUT to a signed URL as a browser does (relative URLs are the api's own). */
  function put(url: string, bytes: Buffer, contentType: string) {
    return fetch(new URL(url, apiUrl), {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": contentType },
    });
  }

  function attach(p: Party, negotiationId: number, key: unknown) {
    return request(apiUrl).post(`/v1/negotiations/${negotiationId}/files`).set(auth(p)).send({ s3_filepath: key });
  }

  /** Upload URL → PUT → attach, as the web client does. */
  async function share(p: Party, negotiationId: number, name: string, bytes: Buffer, contentType = "application/pdf") {
    const issued = await uploadUrl(p, negotiationId, name).expect(200);
    const putRes = await put(issued.body.upload_presigned_url, bytes, contentType);
    expect(putRes.status).toBe(200);
    return { key: issued.body.s3_filepath as string, res: await attach(p, negotiationId, issued.body.s3_filepath) };
  }

  const fileRows = (negotiationId: number) =>
    database.db.selectFrom("negotiation_files").selectAll().where("negotiation_id", "=", negotiationId).execute();
  const messageRows = (negotiationId: number) =>
    database.db.selectFrom("negotiation_messages").selectAll().where("negotiation_id", "=", negotiationId).execute();
  const uploadRows = (negotiationId: number) =>
    database.db
      .selectFrom("negotiation_file_uploads")
      .selectAll()
      .where("negotiation_id", "=", negotiationId)
      .execute();

  describe("sharing a file", () => {
    it("When member A shares a PDF, then it is listed with its name, size and uploader, downloads byte for byte, the bot says so and both provider accounts get a mail", async () => {
      const { memberA, providerX, providerX2, negotiationA } = await fixture();
      const bytes = fileBytes("pdf", 4096);
      const { key, res } = await share(memberA, negotiationA, "導入提案書.pdf", bytes);
      expect(res.status).toBe(201);
      expect(key).toMatch(new RegExp(`^negotiations/${negotiationA}/[0-9a-f-]{36}_\\d{8}_導入提案書\\.pdf$`));
      expect(res.body).toMatchObject({
        file_name: "導入提案書.pdf",
        size_bytes: 4096,
        mime_type: "application/pdf",
        uploader_type: 2,
        uploader_name: "青木 花子",
        is_own: true,
        purged_at: null,
      });

      const list = await request(apiUrl).get(`/v1/negotiations/${negotiationA}/files`).set(auth(providerX)).expect(200);
      expect(list.body.file_limit).toBe(NEGOTIATION_FILE_LIMIT);
      expect(list.body.files).toHaveLength(1);
      const [file] = list.body.files;
      expect(file).toMatchObject({ file_name: "導入提案書.pdf", is_own: false, uploader_type: 2 });
      expect(new Date(file.expires_at).getTime()).toBe(negotiationFileExpiresAt(new Date(file.created_at)).getTime());

      const download = await fetch(new URL(file.download_url, apiUrl));
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      expect(download.headers.get("content-disposition")).toContain(
        `filename*=UTF-8''${encodeURIComponent("導入提案書.pdf")}`,
      );

      const bot = await messageRows(negotiationA);
      expect(bot).toHaveLength(1);
      expect(bot[0]).toMatchObject({ sender_type: 3, sender_account_id: null });
      expect(bot[0]?.body).toContain("導入提案書.pdf");

      const mails = await mailer.outbox();
      for (const to of [providerX.email, providerX2.email]) {
        const mail = mails.find((m) => m.to === to);
        expect(mail?.subject).toBe("【医療ITナビ】商談ルームにファイルが共有されました");
        expect(mail?.text).toContain("導入提案書.pdf");
        expect(mail?.text).toContain(`/provider/negotiations/${negotiationA}?tab=2`);
      }
      expect(mails.some((m) => m.to === memberA.email)).toBe(false);
    });

    it("When provider X shares a zip, then the member is mailed a link to the files tab and the file says the provider uploaded it", async () => {
      const { memberA, providerX, negotiationA } = await fixture();
      const { res } = await share(providerX, negotiationA, "料金表.zip", fileBytes("zip", 2048), "application/zip");
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ uploader_type: 1, uploader_name: expect.stringContaining("株式会社エックス") });
      const mail = (await mailer.outbox()).find((m) => m.to === memberA.email);
      expect(mail?.text).toContain(`/negotiation/detail/${negotiationA}?tab=2`);
      // The member's bell: one notification of the chat kind (ADR 080).
      const notes = await database.db
        .selectFrom("notifications")
        .select(["notification_type"])
        .where("negotiation_id", "=", negotiationA)
        .execute();
      expect(notes).toEqual([{ notification_type: 2 }]);
    });
  });

  describe("checks before a file is attached", () => {
    it("When the file is 5 MB + 1 byte, then 0102002 shows the limit as 5 MB, nothing is attached and the object is removed", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "big.pdf", fileBytes("pdf", FILE_MAX_BYTES + 1));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: "0102002", error_params: { Size: "5 MB" } });
      expect(res.body.error_message).toContain("5 MB");
      expect(await fileRows(negotiationA)).toHaveLength(0);
      expect(await store.stat(key)).toBeUndefined();
    });

    it("When the file is exactly 5 MB, then it is attached", async () => {
      const { memberA, negotiationA } = await fixture();
      const { res } = await share(memberA, negotiationA, "limit.pdf", fileBytes("pdf", FILE_MAX_BYTES));
      expect(res.status).toBe(201);
      expect(res.body.size_bytes).toBe(FILE_MAX_BYTES);
    });

    it("When a .pdf is really a PNG, then 0102001 names .pdf and .zip, and nothing is left", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "scan.pdf", fileBytes("png"));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: "0102001", error_params: { Extensions: ".pdf、.zip" } });
      expect(await fileRows(negotiationA)).toHaveLength(0);
      expect(await store.stat(key)).toBeUndefined();
    });

    it("When a .zip holds a PDF, then 0102001 (the content must match the name)", async () => {
      const { memberA, negotiationA } = await fixture();
      const { res } = await share(memberA, negotiationA, "a.zip", fileBytes("pdf"), "application/zip");
      expect(res.body.error_code).toBe("0102001");
    });

    it("When the type is another application/ type such as application/xhtml+xml, then 0101002 and nothing is attached", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "a.pdf", fileBytes("pdf"), "application/xhtml+xml");
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe("0101002");
      expect(await fileRows(negotiationA)).toHaveLength(0);
      expect(await store.stat(key)).toBeUndefined();
    });

    it("When a zip comes as application/x-zip-compressed, then it is attached and listed as application/zip", async () => {
      const { memberA, negotiationA } = await fixture();
      const { res } = await share(memberA, negotiationA, "a.zip", fileBytes("zip"), "application/x-zip-compressed");
      expect(res.status).toBe(201);
      expect(res.body.mime_type).toBe("application/zip");
    });

    it("When the name holds bidi overrides and control characters, then it is stored, keyed and listed normalised", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "見積\u202Egnp.\u0007書\u2066.pdf", fileBytes("pdf"));
      expect(res.status).toBe(201);
      expect(res.body.file_name).toBe("見積gnp.書.pdf");
      expect(key.endsWith("_見積gnp.書.pdf")).toBe(true);
      expect((await fileRows(negotiationA))[0]?.original_name).toBe("見積gnp.書.pdf");
    });

    it("When the type does not begin with application/, then 0101002 and nothing is attached", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "a.pdf", fileBytes("pdf"), "text/plain");
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe("0101002");
      expect(await store.stat(key)).toBeUndefined();
    });

    it("When the name is not .pdf or .zip, then no upload URL is given (0102001)", async () => {
      const { memberA, negotiationA } = await fixture();
      const res = await uploadUrl(memberA, negotiationA, "setup.exe").expect(400);
      expect(res.body).toMatchObject({ error_code: "0102001", error_params: { Extensions: ".pdf、.zip" } });
    });

    it("When two files are asked for or attached at once, then 0102004", async () => {
      const { memberA, negotiationA } = await fixture();
      const two = await request(apiUrl)
        .get(`/v1/material-files/upload-presigned-url?business_id=${negotiationA}&filename=a.pdf&filename=b.pdf`)
        .set(auth(memberA))
        .expect(400);
      expect(two.body.error_code).toBe("0102004");
      const attachTwo = await attach(memberA, negotiationA, ["a", "b"]).expect(400);
      expect(attachTwo.body.error_code).toBe("0102004");
    });

    it("When the filename or path is missing, then 0101001", async () => {
      const { memberA, negotiationA } = await fixture();
      expect((await uploadUrl(memberA, negotiationA, " ").expect(400)).body.error_code).toBe("0101001");
      expect((await attach(memberA, negotiationA, "").expect(400)).body.error_code).toBe("0101001");
    });

    // S3 and MinIO refuse a body shorter than its Content-Length (IncompleteBody); s3rver stores it, so
    // this runs on the local store, whose PUT handler the api owns.
    it.runIf(kind === "local")(
      "When the PUT is cut off half-way, then no object is stored and the attach finds nothing to attach",
      async () => {
        const { memberA, negotiationA } = await fixture();
        const issued = await uploadUrl(memberA, negotiationA, "cut.pdf").expect(200);
        const target = new URL(issued.body.upload_presigned_url, apiUrl);
        const whole = fileBytes("pdf", 256 * 1024);
        await new Promise<void>((resolve) => {
          const req = httpRequest(target, {
            method: "PUT",
            headers: { "content-type": "application/pdf", "content-length": String(whole.length) },
          });
          req.on("error", () => resolve());
          req.on("close", () => resolve());
          req.write(whole.subarray(0, whole.length / 2), () => setTimeout(() => req.destroy(), 50));
        });
        await vi.waitFor(async () => expect(await store.stat(issued.body.s3_filepath)).toBeUndefined());
        const res = await attach(memberA, negotiationA, issued.body.s3_filepath).expect(404);
        expect(res.body.error_code).toBe("0109005");
        expect(await fileRows(negotiationA)).toHaveLength(0);
      },
    );

    it("When the attach names an object never uploaded, then 0109005 and nothing is attached", async () => {
      const { memberA, negotiationA } = await fixture();
      const issued = await uploadUrl(memberA, negotiationA, "a.pdf").expect(200);
      const res = await attach(memberA, negotiationA, issued.body.s3_filepath).expect(404);
      expect(res.body.error_code).toBe("0109005");
      expect(await fileRows(negotiationA)).toHaveLength(0);
    });

    it("When the same upload is attached twice, then the second is 0109005 and the file stays", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "a.pdf", fileBytes("pdf"));
      expect(res.status).toBe(201);
      expect((await attach(memberA, negotiationA, key).expect(404)).body.error_code).toBe("0109005");
      expect(await store.stat(key)).toBeDefined();
    });
  });

  describe("a checked file cannot be replaced", () => {
    const html = Buffer.from("MZ\x90\x00<html><script>alert(document.domain)</script></html>", "latin1");

    it("When the upload URL is used again after the attach, then the PUT is refused and the file still downloads as the checked PDF", async () => {
      const { memberA, negotiationA } = await fixture();
      const bytes = fileBytes("pdf", 2048);
      const issued = await uploadUrl(memberA, negotiationA, "checked.pdf").expect(200);
      expect((await put(issued.body.upload_presigned_url, bytes, "application/pdf")).status).toBe(200);
      await attach(memberA, negotiationA, issued.body.s3_filepath).expect(201);

      const again = await put(issued.body.upload_presigned_url, html, "text/html");
      expect(again.status).toBe(403);

      const list = await request(apiUrl).get(`/v1/negotiations/${negotiationA}/files`).set(auth(memberA)).expect(200);
      expect(list.body.files[0]).toMatchObject({ mime_type: "application/pdf", size_bytes: bytes.length });
      const download = await fetch(new URL(list.body.files[0].download_url, apiUrl));
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
      if (kind === "local") expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("When the upload URL is used twice before the attach, then the second PUT is refused and the first bytes are attached", async () => {
      const { memberA, negotiationA } = await fixture();
      const bytes = fileBytes("pdf", 1500);
      const issued = await uploadUrl(memberA, negotiationA, "first.pdf").expect(200);
      expect((await put(issued.body.upload_presigned_url, bytes, "application/pdf")).status).toBe(200);
      expect((await put(issued.body.upload_presigned_url, html, "application/pdf")).status).toBe(403);
      const res = await attach(memberA, negotiationA, issued.body.s3_filepath).expect(201);
      expect(res.body.size_bytes).toBe(bytes.length);
      expect((await store.stat(issued.body.s3_filepath))?.size).toBe(bytes.length);
    });

    it("When a PDF was uploaded as application/pdf, then the download is served as application/pdf whatever else was said", async () => {
      const { memberA, negotiationA } = await fixture();
      const { res } = await share(memberA, negotiationA, "typed.pdf", fileBytes("pdf"), "application/pdf; charset=x");
      expect(res.status).toBe(201);
      const download = await fetch(new URL(res.body.download_url, apiUrl));
      expect(download.headers.get("content-type")).toBe("application/pdf");
    });
  });

  describe("the 10-file limit", () => {
    it("When an 11th file is attached, then 0102005, ten stay and the 11th object is removed", async () => {
      const { memberA, negotiationA } = await fixture();
      const keys: string[] = [];
      for (let i = 0; i < NEGOTIATION_FILE_LIMIT; i += 1) {
        const issued = await uploadUrl(memberA, negotiationA, `file-${i}.pdf`).expect(200);
        await put(issued.body.upload_presigned_url, fileBytes("pdf"), "application/pdf");
        keys.push(issued.body.s3_filepath);
      }
      // The 11th URL was issued before the room filled up; its attach is refused.
      const eleventh = await uploadUrl(memberA, negotiationA, "file-10.pdf").expect(200);
      await put(eleventh.body.upload_presigned_url, fileBytes("pdf"), "application/pdf");
      for (const key of keys) await attach(memberA, negotiationA, key).expect(201);
      const res = await attach(memberA, negotiationA, eleventh.body.s3_filepath).expect(400);
      expect(res.body).toMatchObject({ error_code: "0102005", error_params: { Max: 10 } });
      expect(await fileRows(negotiationA)).toHaveLength(NEGOTIATION_FILE_LIMIT);
      expect(await store.stat(eleventh.body.s3_filepath)).toBeUndefined();
      // With ten stored, no further upload URL is given either.
      expect((await uploadUrl(memberA, negotiationA, "file-11.pdf").expect(400)).body.error_code).toBe("0102005");
    });

    it("When 100 uploads are attached in parallel, then exactly 10 are stored and the other 90 objects are removed", async () => {
      const { memberA, providerX, negotiationA } = await fixture();
      const keys: string[] = [];
      for (let i = 0; i < 100; i += 1) {
        const issued = await uploadUrl(i % 2 ? providerX : memberA, negotiationA, `p-${i}.pdf`).expect(200);
        await put(issued.body.upload_presigned_url, fileBytes("pdf", 256), "application/pdf");
        keys.push(issued.body.s3_filepath);
      }
      const results = await Promise.all(keys.map((key, i) => attach(i % 2 ? providerX : memberA, negotiationA, key)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(NEGOTIATION_FILE_LIMIT);
      expect(results.filter((r) => r.body.error_code === "0102005")).toHaveLength(100 - NEGOTIATION_FILE_LIMIT);
      expect(await fileRows(negotiationA)).toHaveLength(NEGOTIATION_FILE_LIMIT);
      expect(await messageRows(negotiationA)).toHaveLength(NEGOTIATION_FILE_LIMIT);
      const stored = await Promise.all(keys.map((key) => store.stat(key)));
      expect(stored.filter(Boolean)).toHaveLength(NEGOTIATION_FILE_LIMIT);
      expect(await uploadRows(negotiationA)).toHaveLength(0);
    });

    it("When the 10th and an 11th file are attached at the same time, then one is stored and the other gets 0102005", async () => {
      const { memberA, negotiationA } = await fixture();
      for (let i = 0; i < NEGOTIATION_FILE_LIMIT - 1; i += 1) {
        expect((await share(memberA, negotiationA, `f${i}.pdf`, fileBytes("pdf", 128))).res.status).toBe(201);
      }
      const issued = await Promise.all(["tenth.pdf", "eleventh.pdf"].map((n) => uploadUrl(memberA, negotiationA, n)));
      for (const r of issued) await put(r.body.upload_presigned_url, fileBytes("pdf", 128), "application/pdf");
      const results = await Promise.all(issued.map((r) => attach(memberA, negotiationA, r.body.s3_filepath)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(results.find((r) => r.status === 400)?.body.error_code).toBe("0102005");
      expect(await fileRows(negotiationA)).toHaveLength(NEGOTIATION_FILE_LIMIT);
    });
  });

  describe("a room that is closed", () => {
    it("When the negotiation is sent off between the upload and the attach, then 0109002, nothing is attached and the object is removed", async () => {
      const { memberA, negotiationA } = await fixture();
      const issued = await uploadUrl(memberA, negotiationA, "late.pdf").expect(200);
      await put(issued.body.upload_presigned_url, fileBytes("pdf"), "application/pdf");
      await database.db.updateTable("negotiations").set({ status: 6 }).where("id", "=", negotiationA).execute();
      const res = await attach(memberA, negotiationA, issued.body.s3_filepath).expect(403);
      expect(res.body.error_code).toBe("0109002");
      expect(await fileRows(negotiationA)).toHaveLength(0);
      expect(await store.stat(issued.body.s3_filepath)).toBeUndefined();
      const list = await request(apiUrl).get(`/v1/negotiations/${negotiationA}/files`).set(auth(memberA)).expect(200);
      expect(list.body.read_only).toBe(true);
      expect((await uploadUrl(memberA, negotiationA, "again.pdf").expect(403)).body.error_code).toBe("0109002");
    });
  });

  describe("retention", () => {
    /** The files' service over the test database and store, as the purge job runs it. */
    const filesService = () =>
      createNegotiationFilesService({
        repository: createNegotiationFilesRepository(database.db),
        store,
        notices: createNoticeMailer({
          mailer,
          limiter: createRateLimiter(database.db),
          limits: { perAddress: NOTICE_MAIL_PER_ADDRESS_LIMIT, perAccount: NOTICE_MAIL_PER_ACCOUNT_LIMIT },
          log: () => {},
        }),
        publicWebUrl: "http://web.test",
      });

    it("When a month has passed, then the purge job deletes the content, keeps the row marked purged, and the list says so without a download URL", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "old.pdf", fileBytes("pdf"));
      const createdAt = new Date(res.body.created_at);
      const expiresAt = negotiationFileExpiresAt(createdAt);
      const service = filesService();

      expect((await service.purgeDue(new Date(expiresAt.getTime() - 60_000))).purgedFiles).toBe(0);
      expect(await store.stat(key)).toBeDefined();
      // Files of the other tests (uploaded moments earlier) are due too.
      expect((await service.purgeDue(expiresAt)).purgedFiles).toBeGreaterThanOrEqual(1);
      expect(await store.stat(key)).toBeUndefined();
      expect((await fileRows(negotiationA))[0]?.purged_at?.toISOString()).toBe(expiresAt.toISOString());
      expect((await service.purgeDue(expiresAt)).purgedFiles).toBe(0);

      const list = await request(apiUrl).get(`/v1/negotiations/${negotiationA}/files`).set(auth(memberA)).expect(200);
      expect(list.body.files).toHaveLength(1);
      expect(list.body.files[0]).toMatchObject({ file_name: "old.pdf", download_url: null });
      expect(list.body.files[0].purged_at).toBe(expiresAt.toISOString());
      // A purged file no longer counts against the limit.
      expect((await uploadUrl(memberA, negotiationA, "new.pdf")).status).toBe(200);
    });

    it("When the scheduled purge starts with a clock a month ahead, then it purges at once and stops when told", async () => {
      const { memberA, negotiationA } = await fixture();
      const { key, res } = await share(memberA, negotiationA, "scheduled.pdf", fileBytes("pdf"));
      const expiresAt = negotiationFileExpiresAt(new Date(res.body.created_at));
      const service = filesService();
      const errors: unknown[] = [];
      const stop = startNegotiationFilePurge(
        service,
        (_m, e) => errors.push(e),
        60_000,
        () => expiresAt,
      );
      try {
        await vi.waitFor(async () => expect((await fileRows(negotiationA))[0]?.purged_at).not.toBeNull());
      } finally {
        stop();
      }
      expect(await store.stat(key)).toBeUndefined();
      expect(errors).toEqual([]);
    });

    it("When an upload URL was never attached for a day, then the purge job removes its object", async () => {
      const { memberA, negotiationA } = await fixture();
      const issued = await uploadUrl(memberA, negotiationA, "abandoned.pdf").expect(200);
      await put(issued.body.upload_presigned_url, fileBytes("pdf"), "application/pdf");
      const service = filesService();
      const result = await service.purgeDue(new Date(Date.now() + MONTH_AND_A_BIT_MS));
      expect(result.removedUploads).toBeGreaterThanOrEqual(1);
      expect(await store.stat(issued.body.s3_filepath)).toBeUndefined();
    });
  });

  describe("who may see and share files", () => {
    it("When member B or provider Y lists negotiation A's files, then 0109005 (404) and no URL leaks", async () => {
      const { memberA, memberB, providerY, negotiationA } = await fixture();
      await share(memberA, negotiationA, "secret.pdf", fileBytes("pdf"));
      for (const other of [memberB, providerY]) {
        const res = await request(apiUrl).get(`/v1/negotiations/${negotiationA}/files`).set(auth(other)).expect(404);
        expect(res.body.error_code).toBe("0109005");
        expect(JSON.stringify(res.body)).not.toContain("secret");
      }
    });

    it("When member B or provider Y asks for an upload URL into negotiation A, then 0109005", async () => {
      const { memberB, providerY, negotiationA } = await fixture();
      for (const other of [memberB, providerY]) {
        expect((await uploadUrl(other, negotiationA, "x.pdf").expect(404)).body.error_code).toBe("0109005");
      }
    });

    it("When member B attaches member A's upload to A's or B's own negotiation, then 0109005 and nothing is attached", async () => {
      const { memberA, memberB, negotiationA, negotiationB } = await fixture();
      const issued = await uploadUrl(memberA, negotiationA, "a.pdf").expect(200);
      await put(issued.body.upload_presigned_url, fileBytes("pdf"), "application/pdf");
      expect((await attach(memberB, negotiationA, issued.body.s3_filepath).expect(404)).body.error_code).toBe(
        "0109005",
      );
      expect((await attach(memberB, negotiationB, issued.body.s3_filepath).expect(404)).body.error_code).toBe(
        "0109005",
      );
      expect(await fileRows(negotiationA)).toHaveLength(0);
      expect(await fileRows(negotiationB)).toHaveLength(0);
    });

    it("When there is no bearer, then 0109006", async () => {
      const { negotiationA } = await fixture();
      const res = await request(apiUrl).get(`/v1/negotiations/${negotiationA}/files`).expect(401);
      expect(res.body.error_code).toBe("0109006");
    });

    // s3rver does not verify V4 signatures nor keep buckets private (MinIO and AWS do): these run on
    // the local store, whose URLs the api itself checks.
    it.runIf(kind === "local")(
      "When a storage URL is guessed, altered, expired, or used for the other method, then 403 and nothing is read or written",
      async () => {
        const { memberA, negotiationA } = await fixture();
        const bytes = fileBytes("pdf");
        const { key } = await share(memberA, negotiationA, "a.pdf", bytes);
        const list = await request(apiUrl).get(`/v1/negotiations/${negotiationA}/files`).set(auth(memberA)).expect(200);
        const url = new URL(list.body.files[0].download_url, apiUrl);
        expect((await fetch(url)).status).toBe(200);

        const guessed = new URL(url.pathname, apiUrl);
        expect((await fetch(guessed)).status).toBe(403);
        const tampered = new URL(url);
        tampered.searchParams.set("signature", `${url.searchParams.get("signature")?.slice(0, -2)}AA`);
        expect((await fetch(tampered)).status).toBe(403);
        const otherName = new URL(url);
        otherName.searchParams.set("name", "b.pdf");
        expect((await fetch(otherName)).status).toBe(403);
        const otherKey = new URL(url);
        otherKey.pathname = url.pathname.replace(/\.pdf$/, "2.pdf");
        expect((await fetch(otherKey)).status).toBe(403);
        const otherType = new URL(url);
        otherType.searchParams.set("type", "text/html");
        expect((await fetch(otherType)).status).toBe(403);
        const overwrite = await fetch(url, {
          method: "PUT",
          body: "%PDF-evil",
          headers: { "content-type": "application/pdf" },
        });
        expect(overwrite.ok).toBe(false);
        expect((await store.stat(key))?.size).toBe(bytes.length);

        localClockOffset = 6 * 60_000;
        try {
          expect((await fetch(url)).status).toBe(403);
        } finally {
          localClockOffset = 0;
        }
      },
    );

    it("When a PUT body is over twice the limit, then the api refuses it whole (0102002) and stores nothing", async () => {
      const { memberA, negotiationA } = await fixture();
      const issued = await uploadUrl(memberA, negotiationA, "huge.pdf").expect(200);
      const res = await put(
        issued.body.upload_presigned_url,
        fileBytes("pdf", UPLOAD_BODY_MAX_BYTES + 1),
        "application/pdf",
      );
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error_code: string }).error_code).toBe("0102002");
      expect(await store.stat(issued.body.s3_filepath)).toBeUndefined();
    });
  });
});
