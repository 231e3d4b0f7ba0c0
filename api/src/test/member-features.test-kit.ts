import { Readable } from "node:stream";
// Shared setup of the member-feature integration tests (materials, seminar enrollment, concierge,
// consideration list): the real app over a fresh, seeded database, mail to a temporary outbox, a
// clock the test moves, and members created directly with a cheap password hash.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IP_THROTTLE, SIGN_IN_ADDRESS_THROTTLE } from "@iryo/domain/auth-policy";
import { CORPORATE_TYPE, type CorporateType } from "@iryo/domain/classification";
import { MATERIAL_CONSENT_VERSION } from "@iryo/domain/material-download";
import type { Response as SuperagentResponse } from "superagent";
import request from "supertest";
import { createApp } from "../app.js";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase, TEST_SCRYPT_N } from "../db/test-database.js";
import { hashPassword } from "../lib/auth/password.js";
import { createMailer, type Mailer } from "../lib/mail/mailer.js";
import { insertMemberRows } from "./member-rows.js";

const PASSWORD = "Passw0rd!";

export interface TestMember {
  readonly userId: number;
  readonly email: string;
  readonly auth: { Authorization: string };
}

export interface MemberKit {
  readonly app: ReturnType<typeof createApp>;
  readonly database: DatabaseHandle;
  readonly mailer: Mailer;
  advance(ms: number): void;
  now(): Date;
  member(options?: { corporateTypes?: CorporateType[] }): Promise<TestMember>;
  close(): Promise<void>;
}

let sequence = 0;

export async function startMemberKit(): Promise<MemberKit> {
  const database = await createTestDatabase({ seed: {} });
  const outboxDir = await mkdtemp(join(tmpdir(), "iryo-member-outbox-"));
  const mailer = createMailer({ outboxDir, log: () => {} });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const app = createApp({
    db: database.db,
    log: () => {},
    mailer,
    devMail: false,
    auth: {
      scryptN: TEST_SCRYPT_N,
      now,
      publicWebUrl: "http://web.test",
      signInAddressThrottle: { ...SIGN_IN_ADDRESS_THROTTLE, freeFailures: 10_000, lockFailures: 10_000 },
      codeCheckIpThrottle: { ...IP_THROTTLE, freeFailures: 10_000, lockFailures: 10_000 },
    },
  });
  const passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT_N);
  return {
    app,
    database,
    mailer,
    advance: (ms) => {
      offset += ms;
    },
    now,
    async member({ corporateTypes = [CORPORATE_TYPE.MEDICAL] } = {}) {
      sequence += 1;
      const email = `member-${process.pid}-${sequence}@example.jp`;
      const { userId } = await insertMemberRows(database.db, {
        email,
        passwordHash,
        member: {
          first_name: `太郎${sequence}`,
          hospital_name: "千代田テスト病院",
          position: "係長",
          corporate_types: corporateTypes,
          sickbed_number: 120,
        },
      });
      const res = await request(app).post("/v1/auth/sign-in").send({ email, password: PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${JSON.stringify(res.body)}`);
      return { userId, email, auth: { Authorization: `Bearer ${res.body.id_token}` } };
    },
    async close() {
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** A member's answer to the material download terms: consent to `version` (the current one unless given). */
export function giveMaterialConsent(kit: MemberKit, member: TestMember, version: number = MATERIAL_CONSENT_VERSION) {
  return request(kit.app).post("/v1/material-downloads/consent").set(member.auth).send({ consent_version: version });
}

/** Collects a binary supertest body as a Buffer (`.parse(binaryParser)`). */
export function binaryParser(res: SuperagentResponse, callback: (error: Error | null, body: Buffer) => void): void {
  // In Node, superagent hands the parser the incoming message: a readable stream.
  if (!(res instanceof Readable)) {
    callback(new Error("superagent did not hand over the response stream"), Buffer.alloc(0));
    return;
  }
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
  res.on("error", (error: Error) => callback(error, Buffer.alloc(0)));
}

/**
 * A member's material download as the BFF makes it (ADR 209): the POST at `path` (a
 * `…/material-download-tickets` or `…/download-tickets` call) records the leads and answers a ticket,
 * whose GET streams the bytes, collected as a Buffer.
 */
export async function downloadMaterial(
  app: Parameters<typeof request>[0],
  auth: Record<string, string>,
  path: string,
  body: Record<string, unknown> = {},
) {
  const issued = await request(app).post(path).set(auth).send(body).expect(201);
  return request(app)
    .get(`/v1/material-downloads?ticket=${issued.body.ticket}`)
    .set(auth)
    .buffer(true)
    .parse(binaryParser)
    .expect(200);
}
