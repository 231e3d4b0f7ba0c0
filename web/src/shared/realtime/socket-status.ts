// The state of the subscription socket (graphql-ws), shared by the bell and the chat: "connected"
// means live events flow; anything else means the client falls back to polling (product §4.5).

export type SocketState = "idle" | "connecting" | "connected" | "closed";

type Listener = (state: SocketState, connections: number) => void;

let state: SocketState = "idle";
let connections = 0;
const listeners = new Set<Listener>();
let restartSocket: () => void = () => {};

export const socketStatus = {
  get state(): SocketState {
    return state;
  },
  /** How many times the socket has connected (a change means "catch up"). */
  get connections(): number {
    return connections;
  },
  set(next: SocketState): void {
    if (next === "connected") connections += 1;
    if (next === state && next !== "connected") return;
    state = next;
    for (const listener of listeners) listener(state, connections);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Set by the Apollo client: closes the socket so that the next subscription opens a new one. */
  setRestart(fn: () => void): void {
    restartSocket = fn;
  },
  /**
   * Reopens the socket, with the current cookies: the server reads the session at the upgrade and
   * ends subscriptions when that id token expires (ADR 080).
   */
  restart(): void {
    restartSocket();
  },
};
