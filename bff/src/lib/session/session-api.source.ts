import { RestSource } from "../rest-source.js";

/** The token pair the api's identity provider answers with. */
export interface TokenSet {
  readonly id_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

/** The /v1 call of the session itself: refreshing the token pair. */
export class SessionApiSource extends RestSource {
  refresh(refreshToken: string): Promise<TokenSet> {
    return this.post<TokenSet>("/auth/refresh", { refresh_token: refreshToken });
  }
}
