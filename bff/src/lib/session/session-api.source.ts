import { refreshTokens, type restTokenSetSchema } from "@iryo/domain/contracts/auth";
import type { z } from "zod";
import { RestSource } from "../rest-source.js";

/** The token pair the api's identity provider answers with. */
export type TokenSet = z.output<typeof restTokenSetSchema>;

/** The /v1 call of the session itself: refreshing the token pair. */
export class SessionApiSource extends RestSource {
  refresh(refreshToken: string): Promise<TokenSet> {
    return this.call(refreshTokens, { body: { refresh_token: refreshToken } });
  }
}
