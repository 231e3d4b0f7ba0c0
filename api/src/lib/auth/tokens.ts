import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from "@iryo/domain/auth-policy";
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  jwtVerify,
  SignJWT,
} from "jose";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export interface IdTokenClaims {
  readonly accountId: number;
  readonly email: string | null;
  /** The session (refresh-token family) the token belongs to: the `sid` claim, checked on every call. */
  readonly sessionId: string;
}

/** What a valid id token says about its caller. */
export interface VerifiedIdToken {
  readonly accountId: number;
  readonly sessionId: string;
}

export interface TokenServiceOptions {
  readonly db: Kysely<Database>;
  /** A private JWK (JSON text) to sign with instead of the key kept in the database. */
  readonly privateJwk?: string;
  readonly ttlSeconds: number;
  readonly now: () => Date;
}

interface SigningKey {
  readonly kid: string;
  readonly alg: string;
  readonly key: Awaited<ReturnType<typeof importJWK>>;
  readonly publicJwk: JWK;
}

function algOf(jwk: JWK): string {
  if (jwk.alg) return jwk.alg;
  if (jwk.kty === "OKP" && jwk.crv === "Ed25519") return "EdDSA";
  if (jwk.kty === "EC" && jwk.crv === "P-256") return "ES256";
  throw new Error("AUTH_PRIVATE_JWK: set alg (EdDSA or ES256)");
}

function publicPart(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ext: _ext, ...rest } = jwk;
  return rest;
}

/** Signs and verifies the id tokens; publishes the public keys as a JWKS. */
export function createTokenService({ db, privateJwk, ttlSeconds, now }: TokenServiceOptions) {
  let signing: Promise<SigningKey> | undefined;

  async function fromJwk(jwk: JWK, kidHint?: string): Promise<SigningKey> {
    const alg = algOf(jwk);
    const pub = publicPart(jwk);
    const kid = jwk.kid ?? kidHint ?? (await calculateJwkThumbprint(pub));
    return { kid, alg, key: await importJWK(jwk, alg), publicJwk: { ...pub, kid, alg, use: "sig" } };
  }

  async function loadOrCreate(): Promise<SigningKey> {
    if (privateJwk) return fromJwk(JSON.parse(privateJwk) as JWK);
    const existing = await db
      .selectFrom("auth_signing_keys")
      .selectAll()
      .orderBy("created_at")
      .orderBy("kid")
      .executeTakeFirst();
    if (existing) return fromJwk({ ...(existing.private_jwk as JWK), alg: existing.alg }, existing.kid);
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(publicPart(jwk));
    await db
      .insertInto("auth_signing_keys")
      .values({
        kid,
        alg: "EdDSA",
        private_jwk: JSON.stringify(jwk),
        public_jwk: JSON.stringify(publicPart(jwk)),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Another instance may have won the race: everyone signs with the oldest key.
    return loadOrCreateExisting();
  }

  async function loadOrCreateExisting(): Promise<SigningKey> {
    const row = await db
      .selectFrom("auth_signing_keys")
      .selectAll()
      .orderBy("created_at")
      .orderBy("kid")
      .executeTakeFirstOrThrow();
    return fromJwk({ ...(row.private_jwk as JWK), alg: row.alg }, row.kid);
  }

  function key(): Promise<SigningKey> {
    signing ??= loadOrCreate().catch((error: unknown) => {
      signing = undefined;
      throw error;
    });
    return signing;
  }

  async function jwks(): Promise<JSONWebKeySet> {
    return { keys: [(await key()).publicJwk] };
  }

  return {
    ttlSeconds,
    jwks,

    async sign(claims: IdTokenClaims): Promise<string> {
      const k = await key();
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ email: claims.email, sid: claims.sessionId })
        .setProtectedHeader({ alg: k.alg, kid: k.kid, typ: "JWT" })
        .setSubject(String(claims.accountId))
        .setIssuer(ID_TOKEN_ISSUER)
        .setAudience(ID_TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(k.key);
    },

    /**
     * The account and session of a valid id token, or undefined. A token without `exp`, `iat`,
     * `sub` or `sid` is not valid (ADR 050), nor one older than the configured lifetime.
     */
    async verify(token: string): Promise<VerifiedIdToken | undefined> {
      try {
        const { payload } = await jwtVerify(token, createLocalJWKSet(await jwks()), {
          issuer: ID_TOKEN_ISSUER,
          audience: ID_TOKEN_AUDIENCE,
          currentDate: now(),
          requiredClaims: ["exp", "iat", "sub", "sid"],
          maxTokenAge: ttlSeconds + 60,
        });
        const id = Number(payload.sub);
        const sid = payload.sid;
        if (!Number.isSafeInteger(id) || id <= 0 || typeof sid !== "string" || sid.length === 0) return undefined;
        return { accountId: id, sessionId: sid };
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
