import { TOKEN_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import { GraphQLError } from "graphql";
import { appGraphQLError, errorFromNoResponse } from "../errors.js";
import type { RestSourceOptions } from "../rest-source.js";
import type { EventHub } from "./event-hub.js";
import type { EventUpstream } from "./upstream.js";

/** What a subscription needs (ADR 080). */
export interface RealtimeContext {
  readonly hub: EventHub;
  readonly upstream: EventUpstream;
  readonly apiUrl: string;
  readonly fetch?: typeof fetch | undefined;
  /**
   * The socket's id token (its cookie at the upgrade, or a bearer in connectionParams) while it is
   * valid; undefined once expired. Never refreshed on the socket: a refresh would rotate the
   * browser's refresh token behind its back.
   */
  token(): Promise<string | undefined>;
}

/** The realtime part of an operation's context; an operation over HTTP has none (0109004). */
export function realtimeOf(ctx: { readonly realtime?: RealtimeContext | undefined }): RealtimeContext {
  if (!ctx.realtime) throw appGraphQLError("BAD_USER_INPUT", "0109004");
  return ctx.realtime;
}

/** Options of a data source that calls /v1 with the socket's verified token (never refreshing it: ADR 080). */
export function socketSourceOptions(realtime: RealtimeContext, token: string): RestSourceOptions {
  return { baseUrl: realtime.apiUrl, token, ...(realtime.fetch ? { fetch: realtime.fetch } : {}) };
}

/** The socket's token, or UNAUTHENTICATED (token expired) when it has none. */
export async function tokenOrThrow(realtime: RealtimeContext): Promise<string> {
  const token = await realtime.token();
  if (!token) throw appGraphQLError("UNAUTHENTICATED", TOKEN_EXPIRED_CODE);
  return token;
}

/** How long a subscription waits for the api's events to flow before it gives up (the client then polls). */
const UPSTREAM_READY_TIMEOUT_MS = 10_000;

/** Waits until the api's events flow, or fails as a system error after UPSTREAM_READY_TIMEOUT_MS. */
export async function upstreamReady(realtime: RealtimeContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(errorFromNoResponse()), UPSTREAM_READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([realtime.upstream.ready(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The GraphQL error code of a failed /v1 call (UNAUTHENTICATED, NOT_FOUND …), if it is one. */
export const errorCodeOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions.code : undefined);
