// Shared setup of the auth and members integration tests: a real app over a fresh database, a
// real SMTP receiver, a clock the test moves, and a copy of the config documents it can edit.

import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IP_THROTTLE, SIGN_IN_ADDRESS_THROTTLE } from "@iryo/domain/auth-policy";
import { MAIL_PER_CLIENT_LIMIT } from "@iryo/domain/rate-limits";
import request from "supertest";
import { type AppDeps, createApp } from "../app.js";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase, TEST_SCRYPT_N } from "../db/test-database.js";
import type { AuthSettings } from "../lib/auth/auth-settings.js";
import { createConfigDocuments, DEFAULT_CONFIG_DOCUMENTS_DIR } from "../lib/config-documents.js";
import { createMailer } from "../lib/mail/mailer.js";
import { startTestSmtpServer, type TestSmtpServer } from "../lib/mail/test-smtp-server.js";

export const PASSWORD = "Passw0rd!";
/** The BFF's proof for forwarded client addresses in these tests (PROXY_SECRET). */
export const TEST_PROXY_SECRET = "test-proxy-secret-0123456789";

export interface AuthTestKit {
  readonly app: ReturnType<typeof createApp>;
  readonly database: DatabaseHandle;
  readonly smtp: TestSmtpServer;
  readonly configDir: string;
  /** Moves the clock the app sees. */
  advance(ms: number): void;
  now(): Date;
  setTermsVersion(version: number): Promise<void>;
  close(): Promise<void>;
}

/** `seed`: start from the demo data (a copy of the run's seeded database, test-database.ts). */
export async function startAuthTestKit(
  overrides: Partial<AuthSettings> = {},
  { seed = false, app: appOptions = {} }: { seed?: boolean; app?: Partial<AppDeps> } = {},
): Promise<AuthTestKit> {
  const database = await createTestDatabase(seed ? { seed: {} } : {});
  const smtp = await startTestSmtpServer();
  const configDir = await mkdtemp(join(tmpdir(), "iryo-config-"));
  await cp(DEFAULT_CONFIG_DOCUMENTS_DIR, configDir, { recursive: true });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const app = createApp({
    db: database.db,
    log: () => {},
    configDocuments: createConfigDocuments(configDir),
    auth: {
      scryptN: TEST_SCRYPT_N,
      now,
      publicWebUrl: "http://web.test",
      // Every request of a test comes from one address; the per-IP limits have their own tests.
      signInAddressThrottle: { ...SIGN_IN_ADDRESS_THROTTLE, freeFailures: 10_000, lockFailures: 10_000 },
      codeCheckIpThrottle: { ...IP_THROTTLE, freeFailures: 10_000, lockFailures: 10_000 },
      mailPerClient: { ...MAIL_PER_CLIENT_LIMIT, limit: 10_000 },
      ...overrides,
    },
    mailer: createMailer({ smtpUrl: smtp.url, outboxDir: join(configDir, "unused-outbox"), log: () => {} }),
    devMail: false,
    proxySecret: TEST_PROXY_SECRET,
    ...appOptions,
  });
  return {
    app,
    database,
    smtp,
    configDir,
    advance: (ms) => {
      offset += ms;
    },
    now,
    async setTermsVersion(version) {
      const path = join(configDir, "system_config.json");
      const config = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
      await writeFile(path, JSON.stringify({ ...config, termsOfUseVersion: version }));
    },
    async close() {
      await smtp.close();
      await database.close();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}

/** The text of the newest mail received for `to`. */
export function lastMailTo(kit: AuthTestKit, to: string): { subject: string; text: string } {
  const mail = [...kit.smtp.mails].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The 6-digit code of the newest mail to `to`. */
export function codeFromMail(kit: AuthTestKit, to: string): string {
  const code = /確認コード：(\d{6})/.exec(lastMailTo(kit, to).text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}

/** How many audit log rows of `event` there are (any account). */
export async function auditEventCount(kit: AuthTestKit, event: string): Promise<number> {
  const rows = await kit.database.db.selectFrom("auth_audit_log").select("event").where("event", "=", event).execute();
  return rows.length;
}

let emailSeq = 0;

/** A new address on every call: `${label}-${n}@example.jp`. */
export function testEmail(label: string): string {
  return `${label}-${++emailSeq}@example.jp`;
}

export async function signUpConfirmed(kit: AuthTestKit, email: string, password = PASSWORD): Promise<void> {
  await request(kit.app).post("/v1/auth/sign-up").send({ email, password }).expect(201);
  const res = await request(kit.app)
    .post("/v1/auth/confirm-sign-up")
    .send({ email, code: codeFromMail(kit, email) });
  if (res.status !== 200) throw new Error(`confirm-sign-up: ${res.status} ${JSON.stringify(res.body)}`);
}

export interface Tokens {
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function signIn(kit: AuthTestKit, email: string, password = PASSWORD): Promise<Tokens> {
  const res = await request(kit.app).post("/v1/auth/sign-in").send({ email, password }).expect(200);
  return res.body as Tokens;
}

/** A confirmed, signed-in account. */
export async function newSession(kit: AuthTestKit, email: string, password = PASSWORD): Promise<Tokens> {
  await signUpConfirmed(kit, email, password);
  return signIn(kit, email, password);
}

export const bearer = (tokens: Pick<Tokens, "id_token">) => ({ Authorization: `Bearer ${tokens.id_token}` });
