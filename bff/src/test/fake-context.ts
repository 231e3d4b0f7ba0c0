import { GraphQLError } from "graphql";
import type { BffContext } from "../context.js";
import { EventHub } from "../lib/events/event-hub.js";
import type { RealtimeContext } from "../lib/events/realtime.js";
import type { EventUpstream } from "../lib/events/upstream.js";
import { type CookieJar, ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "../lib/session/cookies.js";
import { Session } from "../lib/session/session.js";

type DataSources = BffContext["dataSources"];

/** Fakes of the data sources a resolver test needs: only the methods it calls, with their real types. */
type FakeSources = { readonly [K in keyof DataSources]?: Partial<DataSources[K]> };

/** The session's cookies, in memory. */
class MemoryJar implements CookieJar {
  readonly cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clear(name: string): void {
    this.cookies.delete(name);
  }
}

/** A session without cookies: a visitor. */
export function visitorSession(): { session: Session; jar: MemoryJar } {
  const jar = new MemoryJar();
  return { session: new Session({ jar }), jar };
}

/** A session whose cookies hold an id token and a refresh token (never checked: no api is called). */
export function signedInSession(): { session: Session; jar: MemoryJar } {
  const jar = new MemoryJar();
  jar.set(ID_TOKEN_COOKIE, "id-token");
  jar.set(REFRESH_TOKEN_COOKIE, "refresh-token");
  return { session: new Session({ jar }), jar };
}

/**
 * The context of one operation for a resolver unit test: `dataSources` holds only the fakes given
 * (any other source throws when read, so a test sees at once which call it did not expect).
 */
export function fakeContext(
  sources: FakeSources,
  options: { readonly session?: Session; readonly realtime?: RealtimeContext } = {},
): BffContext {
  const dataSources = new Proxy(sources, {
    get(target, name) {
      const source = Reflect.get(target, name);
      if (source === undefined) throw new Error(`the test gave no fake for dataSources.${String(name)}`);
      return source;
    },
  });
  return {
    // The one assertion of the kit: the fakes stand for the sources the resolver under test calls.
    dataSources: dataSources as DataSources,
    restCalls: { count: 0 },
    session: options.session ?? visitorSession().session,
    ...(options.realtime ? { realtime: options.realtime } : {}),
  };
}

/** A JSON answer of the fake api. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The realtime context of a subscription socket for a resolver test: an in-memory hub (a test
 * dispatches events to it), an upstream that is ready at once, and a fake api whose answer for each
 * /v1 path `answer` gives. `token.value` is the socket's token (undefined: expired).
 */
export function fakeSocket(
  answer: (path: string) => Response,
  token: { value: string | undefined } = { value: "id-token" },
) {
  const hub = new EventHub();
  const upstream: EventUpstream = { onGap: () => () => {}, ready: async () => {}, close: async () => {} };
  const realtime: RealtimeContext = {
    hub,
    upstream,
    apiUrl: "http://api.test",
    fetch: async (input) => answer(new URL(input instanceof Request ? input.url : String(input)).pathname),
    token: async () => token.value,
  };
  return { hub, realtime, token };
}

/** The GraphQL error `promise` rejects with (fails the test on anything else). */
export async function errorOf(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof GraphQLError)) throw new Error(`expected a GraphQLError, got ${String(error)}`);
  return error;
}
