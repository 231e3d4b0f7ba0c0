// Issue 21, item 4 (ADR 104): one session holds at most SOCKETS_PER_SESSION_LIMIT sockets and each
// socket at most SUBSCRIPTIONS_PER_SOCKET_LIMIT subscriptions, so one member cannot grow the BFF's
// memory without bound. Raw graphql-transport-ws frames, to see exactly what the server answers.
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import {
  SOCKETS_PER_SESSION_LIMIT,
  SUBSCRIPTIONS_PER_SOCKET_LIMIT,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from "@iryo/domain/rate-limits";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { listen, NOTIFICATION_RECEIVED } from "../../test/realtime.js";
import { apiIdToken, startTestStack, type TestStack } from "../../test/stack.js";
import { ID_TOKEN_COOKIE } from "../session/cookies.js";

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

async function open(): Promise<OpenSocket> {
  const outcome = await connect(port, token);
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
