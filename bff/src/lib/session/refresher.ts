import { createHash } from "node:crypto";
import { REFRESH_REUSE_GRACE_MS } from "@iryo/domain/session-refresh";
import type { TokenSet } from "./session-api.source.js";

/** One /v1 refresh, with the address of the browser that asked (forwarded to the api, ADR 052). */
type Refresh = (refreshToken: string, clientIp?: string) => Promise<TokenSet>;

interface Settled {
  readonly tokens: TokenSet;
  readonly at: number;
}

const keyOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Single-flight refreshing per refresh token, for the whole BFF process. Several requests of one
 * browser that carry the same (old) refresh token share one /v1 refresh, and for a short grace
 * time after it they get its result too, so that rotation never looks like reuse to the api.
 */
export class SingleFlightRefresher {
  private readonly inFlight = new Map<string, Promise<TokenSet>>();
  private readonly settled = new Map<string, Settled>();

  constructor(
    private readonly refresh: Refresh,
    private readonly now: () => number = Date.now,
  ) {}

  run(refreshToken: string, clientIp?: string): Promise<TokenSet> {
    const key = keyOf(refreshToken);
    this.forgetOld();
    const done = this.settled.get(key);
    if (done) return Promise.resolve(done.tokens);
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = this.refresh(refreshToken, clientIp)
      .then((tokens) => {
        this.settled.set(key, { tokens, at: this.now() });
        return tokens;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /**
   * Drops every grace-window entry of a session that ended (signed out through this BFF, or its
   * refresh refused): an old refresh cookie must not get that session's tokens any more.
   */
  forget(refreshToken: string): void {
    const key = keyOf(refreshToken);
    this.settled.delete(key);
    for (const [k, entry] of this.settled) {
      if (entry.tokens.refresh_token === refreshToken) this.settled.delete(k);
    }
  }

  private forgetOld(): void {
    const limit = this.now() - REFRESH_REUSE_GRACE_MS;
    for (const [key, entry] of this.settled) {
      if (entry.at <= limit) this.settled.delete(key);
    }
  }
}
