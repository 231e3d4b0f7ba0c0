import { createHash } from "node:crypto";
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from "@iryo/domain/auth-policy";
import { SESSION_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import { needsRefresh, SESSION_COOKIE_MAX_AGE_MS } from "@iryo/domain/session-refresh";
import { GraphQLError } from "graphql";
import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from "jose";
import { appGraphQLError, errorFromResponse } from "../errors.js";
import { httpFetch } from "../http-fetch.js";
import { type CookieJar, ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "./cookies.js";
import { SingleFlightRefresher } from "./refresher.js";
import { SessionApiSource, type TokenSet } from "./session-api.source.js";

export type { TokenSet };

/** How long a "this session is live" answer of the api is believed (ADR 050). */
const SESSION_LIVENESS_CACHE_MS = 5_000;
const LIVENESS_CACHE_MAX = 10_000;

/** /v1 paths that never carry the member's token and never trigger a refresh. */
const PUBLIC_AUTH_PATH =
  /^\/v1\/auth\/(sign-up|resend-code|confirm-sign-up|sign-in|refresh|sign-out|forget-password|reset-password|jwks\.json)$/;

export interface SessionManagerOptions {
  readonly apiUrl: string;
  readonly fetch?: typeof fetch | undefined;
  readonly now?: () => number;
  /** Sent as X-Proxy-Secret with forwarded client addresses, so that the api believes them (ADR 052). */
  readonly proxySecret?: string | undefined;
}

/** The header that proves to the api that a forwarded client address comes from the BFF. */
const PROXY_SECRET_HEADER = "x-proxy-secret";

/** The process-wide parts of the session: the JWKS (cached by jose) and the single-flight refresher. */
export class SessionManager {
  readonly baseFetch: typeof fetch;
  readonly now: () => number;
  readonly proxySecret: string | undefined;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  private readonly refresher: SingleFlightRefresher;
  private readonly apiUrl: string;
  /** Id tokens (by hash) the api said were live, until when. */
  private readonly live = new Map<string, number>();

  constructor(options: SessionManagerOptions) {
    this.apiUrl = options.apiUrl;
    this.baseFetch = options.fetch ?? httpFetch;
    this.now = options.now ?? Date.now;
    this.proxySecret = options.proxySecret;
    this.jwks = createRemoteJWKSet(new URL("/v1/auth/jwks.json", options.apiUrl), {
      ...(options.fetch ? { [customFetch]: options.fetch } : {}),
    });
    this.refresher = new SingleFlightRefresher(
      (token, clientIp) =>
        new SessionApiSource({ baseUrl: options.apiUrl, fetch: this.forwardingFetch(clientIp) }).refresh(token),
      this.now,
    );
  }

  /**
   * The base fetch, telling the api the browser's address (X-Forwarded-For with the proxy secret,
   * ADR 052), so that the api counts anonymous calls per client, not all of them as the BFF's.
   */
  forwardingFetch(clientIp: string | undefined): typeof fetch {
    const base = this.baseFetch;
    if (!clientIp) return base;
    return (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("x-forwarded-for", clientIp);
      if (this.proxySecret) headers.set(PROXY_SECRET_HEADER, this.proxySecret);
      return base(input, { ...init, headers });
    };
  }

  /** The claims of a valid id token of the api, or undefined when it is not one. */
  async verify(idToken: string): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: ID_TOKEN_ISSUER,
        audience: ID_TOKEN_AUDIENCE,
        currentDate: new Date(this.now()),
        requiredClaims: ["exp", "iat", "sub"],
      });
      return payload;
    } catch {
      return undefined;
    }
  }

  /**
   * Who a request is, for its rate limit (ADR 103): the claims of an id token the api signed, also
   * when it has expired within the session's lifetime (the first request after an idle spell carries
   * one, and must not fall into the address's anonymous budget). Never for access decisions.
   */
  async signedClaims(idToken: string): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: ID_TOKEN_ISSUER,
        audience: ID_TOKEN_AUDIENCE,
        currentDate: new Date(this.now()),
        clockTolerance: Math.floor(SESSION_COOKIE_MAX_AGE_MS / 1000),
        requiredClaims: ["exp", "iat", "sub"],
      });
      return payload;
    } catch {
      return undefined;
    }
  }

  /**
   * Whether the api still accepts the id token (its session is not signed out or revoked). A
   * signature alone cannot tell: the BFF asks the api and believes a "yes" for a few seconds.
   */
  async isLive(idToken: string): Promise<boolean> {
    const key = createHash("sha256").update(idToken).digest("base64url");
    const now = this.now();
    const until = this.live.get(key);
    if (until !== undefined && until > now) return true;
    this.live.delete(key);
    const response = await this.baseFetch(new URL("/v1/auth/session", this.apiUrl), {
      headers: { authorization: `Bearer ${idToken}` },
    });
    if (response.status === 204) {
      if (this.live.size >= LIVENESS_CACHE_MAX) this.live.clear();
      this.live.set(key, now + SESSION_LIVENESS_CACHE_MS);
      return true;
    }
    if (response.status === 401) return false;
    throw errorFromResponse(response.status, await response.json().catch(() => undefined));
  }

  refresh(refreshToken: string, clientIp?: string): Promise<TokenSet> {
    return this.refresher.run(refreshToken, clientIp).catch((error: unknown) => {
      // A refused refresh ends the session: no grace-window answer may outlive it.
      this.refresher.forget(refreshToken);
      throw error;
    });
  }

  /** The session of `refreshToken` ended (sign-out): forget what the refresher keeps of it. */
  ended(refreshToken: string, idToken?: string): void {
    this.refresher.forget(refreshToken);
    if (idToken) this.live.delete(createHash("sha256").update(idToken).digest("base64url"));
  }

  /** The session of one HTTP exchange. */
  forRequest(jar: CookieJar, bearer?: string, clientIp?: string): Session {
    return new Session({ manager: this, jar, bearer, clientIp });
  }
}

/** UNAUTHENTICATED / 0201002: the session could not be kept alive; the web shows the re-login toast. */
export function sessionExpiredError(): GraphQLError {
  return appGraphQLError("UNAUTHENTICATED", SESSION_EXPIRED_CODE);
}

const isUnauthenticated = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === "UNAUTHENTICATED";

/**
 * The session of one GraphQL operation. Browsers hold it in two httpOnly cookies (id token and
 * refresh token); non-browser clients may send `Authorization: Bearer` instead, which is forwarded
 * as it is. `fetch` is what the data sources use: it adds the fresh id token to /v1 calls and, on
 * a 401, refreshes once and retries.
 */
export class Session {
  private readonly manager: SessionManager | undefined;
  private readonly jar: CookieJar | undefined;
  private readonly bearer: string | undefined;
  private readonly baseFetch: typeof fetch;
  private readonly clientIp: string | undefined;
  private current: Promise<string | undefined> | undefined;
  /** Set when the refresh token was refused: the cookies are cleared and the member must log in. */
  expired = false;
  /** Seconds the current id token lives in total (exp − iat), when known. */
  tokenLifetime: number | undefined;

  constructor(init: {
    manager?: SessionManager | undefined;
    jar?: CookieJar | undefined;
    bearer?: string | undefined;
    fetch?: typeof fetch | undefined;
    /** The browser's address, forwarded so that the api throttles per client, not per BFF. */
    clientIp?: string | undefined;
  }) {
    this.manager = init.manager;
    this.clientIp = init.clientIp;
    this.baseFetch = init.manager?.baseFetch ?? init.fetch ?? httpFetch;
    this.jar = init.jar;
    this.bearer = init.bearer;
  }

  /** Whether the request carries a session at all (cookies or a bearer). */
  get present(): boolean {
    return Boolean(this.bearer || this.jar?.get(ID_TOKEN_COOKIE) || this.jar?.get(REFRESH_TOKEN_COOKIE));
  }

  /** Stores a new token pair in the cookies (sign-in, refresh). */
  establish(tokens: TokenSet): void {
    this.jar?.set(ID_TOKEN_COOKIE, tokens.id_token, SESSION_COOKIE_MAX_AGE_MS);
    this.jar?.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, SESSION_COOKIE_MAX_AGE_MS);
    this.expired = false;
    this.current = Promise.resolve(tokens.id_token);
    this.tokenLifetime = tokens.expires_in;
  }

  /** Clears the cookies (sign-out, withdrawal, a refused refresh) and forgets the session's grace entries. */
  end(): void {
    const refreshToken = this.refreshToken;
    if (refreshToken) this.manager?.ended(refreshToken, this.jar?.get(ID_TOKEN_COOKIE));
    this.jar?.clear(ID_TOKEN_COOKIE);
    this.jar?.clear(REFRESH_TOKEN_COOKIE);
    this.current = Promise.resolve(undefined);
  }

  /** The refresh token of the cookies (sign-out revokes it). */
  get refreshToken(): string | undefined {
    return this.jar?.get(REFRESH_TOKEN_COOKIE);
  }

  /** A valid id token with at least the refresh margin left, refreshing when needed; undefined when logged out. */
  accessToken(): Promise<string | undefined> {
    this.current ??= this.resolveToken();
    return this.current;
  }

  /** Refreshes now, whatever the id token says (product §4.3: initialisation refreshes by force). */
  async forceRefresh(): Promise<string | undefined> {
    this.current = this.refreshNow();
    return this.current;
  }

  private async resolveToken(): Promise<string | undefined> {
    const manager = this.manager;
    // A bearer from a non-browser client is checked like a cookie token: the BFF's own decisions
    // (member-only blocks, flags) must not trust an unverified header.
    if (this.bearer) {
      if (!manager) return this.bearer;
      return (await manager.verify(this.bearer)) && (await manager.isLive(this.bearer)) ? this.bearer : undefined;
    }
    const idToken = this.jar?.get(ID_TOKEN_COOKIE);
    if (!manager || (!idToken && !this.refreshToken)) return undefined;
    if (idToken) {
      const claims = await manager.verify(idToken);
      if (claims && !needsRefresh(claims.exp, manager.now())) {
        if (claims.exp !== undefined && claims.iat !== undefined) this.tokenLifetime = claims.exp - claims.iat;
        // A revoked session's token: the refresh below is refused too, and the member is signed out.
        if (await manager.isLive(idToken)) return idToken;
      }
    }
    return this.refreshNow();
  }

  private async refreshNow(): Promise<string | undefined> {
    const refreshToken = this.refreshToken;
    if (this.bearer) return this.bearer;
    if (!this.manager || !refreshToken) return undefined;
    try {
      const tokens = await this.manager.refresh(refreshToken, this.clientIp);
      this.establish(tokens);
      return tokens.id_token;
    } catch (error) {
      if (!isUnauthenticated(error)) throw error;
      // The refresh token is expired, revoked or reused: the member is signed out.
      this.end();
      this.expired = true;
      return undefined;
    }
  }

  /** The fetch of this operation's data sources. */
  readonly fetch: typeof fetch = async (input, init) => {
    const base = this.manager?.forwardingFetch(this.clientIp) ?? this.baseFetch;
    const url = new URL(input instanceof Request ? input.url : String(input));
    const send = (token: string | undefined) => {
      const headers = new Headers(init?.headers);
      if (token) headers.set("authorization", `Bearer ${token}`);
      return base(input, { ...init, headers });
    };
    if (PUBLIC_AUTH_PATH.test(url.pathname) || !this.present) return send(undefined);
    const token = await this.accessToken();
    let response = await send(token);
    if (response.status === 401 && token && !this.bearer) {
      // Once: refresh and retry (the api may have revoked the id token early).
      const fresh = await this.forceRefresh();
      if (fresh) response = await send(fresh);
    }
    if (response.status === 401 && !this.bearer) {
      this.end();
      this.expired = true;
      throw sessionExpiredError();
    }
    return response;
  };
}
