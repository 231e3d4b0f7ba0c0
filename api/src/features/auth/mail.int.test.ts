import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase, TEST_SCRYPT_N } from "../../db/test-database.js";
import { createMailer } from "../../lib/mail/mailer.js";
import { passwordResetMail } from "../../lib/mail/templates.js";
import { startTestSmtpServer } from "../../lib/mail/test-smtp-server.js";
import { PASSWORD } from "../../test/auth.test-kit.js";

let database: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "iryo-outbox-"));
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("outbox mode", () => {
  it("When no SMTP_URL is set, then sign-up writes the mail to the outbox, logs one line and /dev/mail lists it", async () => {
    const lines: string[] = [];
    const outboxDir = join(dir, "mail");
    const mailer = createMailer({ outboxDir, logHints: true, log: (line) => lines.push(line) });
    const app = createApp({ db: database.db, log: () => {}, auth: { scryptN: TEST_SCRYPT_N }, mailer, devMail: true });

    await request(app).post("/v1/auth/sign-up").send({ email: "first@example.jp", password: PASSWORD }).expect(201);
    await request(app).post("/v1/auth/forget-password").send({ email: "first@example.jp" }).expect(200);

    expect(await readdir(outboxDir)).toHaveLength(2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[mail\] outbox 「【医療ITナビ】メールアドレス確認コードのお知らせ」 to first@example\.jp \(code \d{6}\)$/,
    );

    const res = await request(app).get("/dev/mail").expect(200);
    expect(res.body.mails.map((m: { subject: string }) => m.subject)).toEqual([
      "【医療ITナビ】パスワード再設定のご案内",
      "【医療ITナビ】メールアドレス確認コードのお知らせ",
    ]);
    const code = /確認コード：(\d{6})/.exec(res.body.mails[1].text)?.[1];
    expect(res.body.mails[1]).toMatchObject({
      to: "first@example.jp",
      from: "医療ITナビ <no-reply@iryo-it-navi.example>",
    });
    await request(app).post("/v1/auth/confirm-sign-up").send({ email: "first@example.jp", code }).expect(200);
  });

  it("When hints are off (production), then the log line has no code", async () => {
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: join(dir, "quiet"), log: (line) => lines.push(line) });
    await mailer.send(passwordResetMail("a@example.jp", "http://web.test/reset-password?token=secret"));
    expect(lines).toEqual(["[mail] outbox 「【医療ITナビ】パスワード再設定のご案内」 to a@example.jp"]);
  });

  it("When devMail is off, then /dev/mail is not served", async () => {
    const app = createApp({ db: database.db, log: () => {}, mailer: createMailer({ outboxDir: dir }), devMail: false });
    await request(app).get("/dev/mail").expect(404);
  });

  it("When the outbox folder does not exist yet, then the listing is empty", async () => {
    expect(await createMailer({ outboxDir: join(dir, "none") }).outbox()).toEqual([]);
  });
});

describe("SMTP mode", () => {
  it("When SMTP_URL is set, then the mail reaches the SMTP server with a Japanese subject and body and the configured sender", async () => {
    const smtp = await startTestSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: "テスト <test@example.jp>",
        outboxDir: dir,
        log: () => {},
      });
      await mailer.send(passwordResetMail("b@example.jp", "http://web.test/reset-password?token=abc"));
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatchObject({
        from: "test@example.jp",
        to: ["b@example.jp"],
        subject: "【医療ITナビ】パスワード再設定のご案内",
      });
      expect(smtp.mails[0]?.text).toContain("http://web.test/reset-password?token=abc");
      expect(smtp.mails[0]?.text).toContain("医療ITナビ");
      expect(await mailer.outbox()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
