import type { AccountKind } from "@iryo/domain/account";
// Shared setup of the negotiation-files tests (api and BFF): two providers with accounts, two members,
// one negotiation each, and bearer tokens, inserted directly (the application flow is another feature).

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { createTokenService } from "../../lib/auth/tokens.js";
import { sessionToken } from "../../test/session-token.js";

export interface Party {
  readonly accountId: number;
  readonly email: string;
  readonly token: string;
}

export interface NegotiationFixture {
  /** Member A and provider X share negotiation `negotiationA`; member B and provider Y `negotiationB`. */
  readonly memberA: Party;
  readonly memberB: Party;
  readonly providerX: Party;
  /** A second account of provider X (both of X's accounts get the mail). */
  readonly providerX2: Party;
  readonly providerY: Party;
  readonly negotiationA: number;
  readonly negotiationB: number;
  readonly providerXId: number;
}

let sequence = 0;

async function account(db: Kysely<Database>, email: string, kind: AccountKind = "member"): Promise<number> {
  const row = await db
    .insertInto("accounts")
    .values({ email, password_hash: "not-used", email_confirmed_at: new Date(), kind })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function member(
  db: Kysely<Database>,
  email: string,
  lastName: string,
): Promise<{ accountId: number; userId: number }> {
  const accountId = await account(db, email);
  const row = await db
    .insertInto("members")
    .values({
      account_id: accountId,
      last_name: lastName,
      first_name: "花子",
      email,
      hospital_name: "テスト病院",
      position: "",
      // A full member: registered under the terms in force (else a pre-member, ADR 102).
      terms_of_use_version: 1,
    })
    .returning("user_id")
    .executeTakeFirstOrThrow();
  return { accountId, userId: row.user_id };
}

async function provider(db: Kysely<Database>, name: string): Promise<{ providerId: number; serviceId: number }> {
  const p = await db.insertInto("providers").values({ name }).returning("id").executeTakeFirstOrThrow();
  const s = await db
    .insertInto("services")
    .values({ provider_id: p.id, name: `${name}のクラウド電子カルテ` })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { providerId: p.id, serviceId: s.id };
}

async function providerAccount(db: Kysely<Database>, providerId: number, email: string): Promise<number> {
  const accountId = await account(db, email, "provider");
  await db.insertInto("provider_accounts").values({ account_id: accountId, provider_id: providerId }).execute();
  return accountId;
}

export async function createNegotiationFixture(db: Kysely<Database>): Promise<NegotiationFixture> {
  sequence += 1;
  const tag = `${process.pid}-${sequence}`;
  const tokens = createTokenService({ db, ttlSeconds: 3600, now: () => new Date() });
  const party = async (accountId: number, email: string): Promise<Party> => ({
    accountId,
    email,
    token: await sessionToken(db, tokens, { accountId, email }),
  });

  const a = await member(db, `member-a-${tag}@example.jp`, "青木");
  const b = await member(db, `member-b-${tag}@example.jp`, "馬場");
  const x = await provider(db, `株式会社エックス${tag}`);
  const y = await provider(db, `株式会社ワイ${tag}`);
  const xAccount = await providerAccount(db, x.providerId, `provider-x-${tag}@example.jp`);
  const x2Account = await providerAccount(db, x.providerId, `provider-x2-${tag}@example.jp`);
  const yAccount = await providerAccount(db, y.providerId, `provider-y-${tag}@example.jp`);
  const negotiation = async (userId: number, p: { providerId: number; serviceId: number }) =>
    (
      await db
        .insertInto("negotiations")
        .values({ user_id: userId, service_id: p.serviceId, provider_id: p.providerId, meeting_type: 2, status: 2 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  return {
    memberA: await party(a.accountId, `member-a-${tag}@example.jp`),
    memberB: await party(b.accountId, `member-b-${tag}@example.jp`),
    providerX: await party(xAccount, `provider-x-${tag}@example.jp`),
    providerX2: await party(x2Account, `provider-x2-${tag}@example.jp`),
    providerY: await party(yAccount, `provider-y-${tag}@example.jp`),
    negotiationA: await negotiation(a.userId, x),
    negotiationB: await negotiation(b.userId, y),
    providerXId: x.providerId,
  };
}

/** A minimal real PDF / zip / PNG (by their first bytes), padded to `size` bytes. */
export function fileBytes(kind: "pdf" | "zip" | "png", size = 1024): Buffer {
  const head = {
    pdf: Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1"),
    zip: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]),
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  }[kind];
  const body = Buffer.alloc(Math.max(size, head.length), 0x20);
  head.copy(body);
  return body;
}
