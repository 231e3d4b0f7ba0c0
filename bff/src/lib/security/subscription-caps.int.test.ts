// Issue 21, item 4 (ADR 104): one session holds at most SOCKETS_PER_SESSION_LIMIT sockets and each
// socket at most SUBSCRIPTIONS_PER_SOCKET_LIMIT subscriptions; issue 40, item 5 (ADR 211): one account
// over all its sessions, and one client address, are capped too, so that new sessions cannot grow the
// BFF's memory without bound. Raw graphql-transport-ws frames, to see exactly what the server answers.
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import {
  SOCKETS_PER_ACCOUNT_LIMIT,
  SOCKETS_PER_SESSION_LIMIT,
  SUBSCRIPTIONS_PER_ACCOUNT_LIMIT,
  SUBSCRIPTIONS_PER_SOCKET_LIMIT,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from "@iryo/domain/rate-limits";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type BffServer, createBffServer } from "../../app.js";
import { listen, NOTIFICATION_RECEIVED } from "../../test/realtime.js";
import { apiIdToken, startTestStack, TEST_EVENTS_STREAM_SECRET, type TestStack } from "../../test/stack.js";
import { ID_TOKEN_COOKIE } from "../session/cookies.js";
import { DEFAULT_SOCKET_LIMITS } from "./socket-caps.js";

interface Frame {
  readonly type: string;
  readonly id?: string;
  readonly payload?: unknown;
}

interface OpenSocket {
  readonly ws: WebSocket;
  readonly frames: Frame[];
  /** Resolves with the first frame of `type` (and `id`) that arrives, or has arrived. */
  frame(type: string, id?: string): Promise<Frame>;
  close(): Promise<void>;
}

/** Opens a socket with the session cookie and sends connection_init: the socket once acknowledged, or how it was closed. */
function connect(port: number, idToken: string): Promise<OpenSocket | { code: number; reason: string }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, "graphql-transport-ws", {
    headers: { cookie: `${ID_TOKEN_COOKIE}=${idToken}` },
  });
  const frames: Frame[] = [];
  const listeners: (() => void)[] = [];
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const listener of listeners) listener();
  });
  const socket: OpenSocket = {
    ws,
    frames,
    frame: (type, id) =>
      new Promise((resolve) => {
        const check = () => {
          const found = frames.find((f) => f.type === type && (id === undefined || f.id === id));
          if (found) resolve(found);
        };
        listeners.push(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        ws.once("close", () => resolve());
        ws.close(1000);
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
    ws.once("error", reject);
    ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    void socket.frame("connection_ack").then(() => resolve(socket));
  });
}

const isOpen = (outcome: Awaited<ReturnType<typeof connect>>): outcome is OpenSocket => "ws" in outcome;

let stack: TestStack;
let port: number;
let token: string;
const opened: OpenSocket[] = [];

async function open(idToken = token, at = port): Promise<OpenSocket> {
  const outcome = await connect(at, idToken);
  if (!isOpen(outcome)) throw new Error(`socket closed: ${outcome.code} ${outcome.reason}`);
  opened.push(outcome);
  return outcome;
}

beforeAll(async () => {
  stack = await startTestStack();
  port = await listen(stack.bff);
  token = await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await stack?.close();
});

describe("sockets per session", () => {
  it("When a session opens one socket more than the cap, then that one is closed with 4429 and the code; after one closes, a new one is accepted", async () => {
    for (let i = 0; i < SOCKETS_PER_SESSION_LIMIT; i++) await open();

    const refused = await connect(port, token);

    expect(isOpen(refused)).toBe(false);
    expect(refused).toMatchObject({ code: TOO_MANY_SOCKETS_CLOSE_CODE, reason: expect.stringContaining("0109008") });

    await opened.shift()?.close();
    // The server counts the socket out when it sees the close; until then a new one is still refused.
    await expect
      .poll(async () => {
        const outcome = await connect(port, token);
        if (isOpen(outcome)) opened.push(outcome);
        return isOpen(outcome);
      })
      .toBe(true);
  });
});

describe("subscriptions per socket", () => {
  it("When a socket starts one subscription more than the cap, then that one gets RATE_LIMITED 0109008; after one completes, a new one is accepted", async () => {
    const socket = await open();
    const subscribe = (id: string) =>
      socket.ws.send(JSON.stringify({ id, type: "subscribe", payload: { query: NOTIFICATION_RECEIVED } }));
    for (let i = 1; i <= SUBSCRIPTIONS_PER_SOCKET_LIMIT + 1; i++) subscribe(String(i));

    const over = await socket.frame("error", String(SUBSCRIPTIONS_PER_SOCKET_LIMIT + 1));

    expect(over.payload).toEqual([
      expect.objectContaining({
        message: "同時に開いている画面が多すぎます。不要な画面を閉じてから再度お試しください。",
        extensions: { code: "RATE_LIMITED", errorCode: "0109008" },
      }),
    ]);

    socket.ws.send(JSON.stringify({ id: "1", type: "complete" }));
    subscribe("again");
    subscribe("one-too-many");
    await socket.frame("error", "one-too-many");
    expect(socket.frames.filter((f) => f.type === "error").map((f) => f.id)).toEqual([
      String(SUBSCRIPTIONS_PER_SOCKET_LIMIT + 1),
      "one-too-many",
    ]);
  });
});

/** Starts `count` subscriptions on a socket and waits until the socket's own cap refuses one more. */
async function fill(socket: OpenSocket, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    socket.ws.send(JSON.stringify({ id: `s${i}`, type: "subscribe", payload: { query: NOTIFICATION_RECEIVED } }));
  }
  socket.ws.send(JSON.stringify({ id: "probe", type: "subscribe", payload: { query: NOTIFICATION_RECEIVED } }));
  await socket.frame("error", "probe");
}

describe("sockets and subscriptions per account, over all its sessions (ADR 211)", () => {
  it("When an account signs in again and again, then its sockets over every session stop at the account's cap", async () => {
    const sessions = SOCKETS_PER_ACCOUNT_LIMIT / SOCKETS_PER_SESSION_LIMIT;
    for (let s = 0; s < sessions; s++) {
      const session = await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL);
      for (let i = 0; i < SOCKETS_PER_SESSION_LIMIT; i++) await open(session);
    }

    const refused = await connect(port, await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL));

    expect(isOpen(refused)).toBe(false);
    expect(refused).toMatchObject({ code: TOO_MANY_SOCKETS_CLOSE_CODE, reason: expect.stringContaining("0109008") });
  });

  it("When an account's sockets of several sessions hold its cap of subscriptions, then one more on a new session is refused", async () => {
    let held = 0;
    while (held < SUBSCRIPTIONS_PER_ACCOUNT_LIMIT) {
      const socket = await open(await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL));
      const count = Math.min(SUBSCRIPTIONS_PER_SOCKET_LIMIT, SUBSCRIPTIONS_PER_ACCOUNT_LIMIT - held);
      await fill(socket, count);
      held += count;
    }
    const fresh = await open(await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL));

    fresh.ws.send(JSON.stringify({ id: "over", type: "subscribe", payload: { query: NOTIFICATION_RECEIVED } }));
    const over = await fresh.frame("error", "over");

    expect(over.payload).toEqual([
      expect.objectContaining({ extensions: { code: "RATE_LIMITED", errorCode: "0109008" } }),
    ]);
  });
});

describe("sockets per client address (ADR 211)", () => {
  let small: BffServer | undefined;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    await small?.stop();
    small = undefined;
  });

  it("When sockets of several sessions and anonymous ones come from one address, then they stop at the address's cap", async () => {
    small = await createBffServer({
      API_URL: stack.apiUrl,
      PLAYGROUND: false,
      ALLOWED_ORIGINS: [],
      WEB_DIST_DIR: "/nonexistent",
      EVENTS_STREAM_SECRET: TEST_EVENTS_STREAM_SECRET,
      socketLimits: { ...DEFAULT_SOCKET_LIMITS, socketsPerAddress: 3 },
    });
    const smallPort = await listen(small);
    await open(await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL), smallPort);
    await open(await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL), smallPort);
    await open("not-a-token", smallPort);

    const refused = await connect(smallPort, await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL));

    expect(refused).toMatchObject({ code: TOO_MANY_SOCKETS_CLOSE_CODE });
  });
});
