import {
  SOCKETS_PER_ACCOUNT_LIMIT,
  SOCKETS_PER_CLIENT_ADDRESS_LIMIT,
  SOCKETS_PER_SESSION_LIMIT,
  SUBSCRIPTIONS_PER_ACCOUNT_LIMIT,
  SUBSCRIPTIONS_PER_CLIENT_ADDRESS_LIMIT,
  SUBSCRIPTIONS_PER_SOCKET_LIMIT,
} from "@iryo/domain/rate-limits";

/** A graphql-ws socket context: its running operations are its subscriptions. */
export interface SocketContext {
  readonly subscriptions: Record<string, unknown>;
}

/** Whose a socket is: its session (or, without a genuine token, its address), its account, its client address. */
export interface SocketOwner {
  readonly session: string | undefined;
  readonly account: string | undefined;
  readonly address: string;
}

export interface SocketLimits {
  readonly socketsPerSession: number;
  readonly socketsPerAccount: number;
  readonly socketsPerAddress: number;
  readonly subscriptionsPerSocket: number;
  readonly subscriptionsPerAccount: number;
  readonly subscriptionsPerAddress: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  socketsPerSession: SOCKETS_PER_SESSION_LIMIT,
  socketsPerAccount: SOCKETS_PER_ACCOUNT_LIMIT,
  socketsPerAddress: SOCKETS_PER_CLIENT_ADDRESS_LIMIT,
  subscriptionsPerSocket: SUBSCRIPTIONS_PER_SOCKET_LIMIT,
  subscriptionsPerAccount: SUBSCRIPTIONS_PER_ACCOUNT_LIMIT,
  subscriptionsPerAddress: SUBSCRIPTIONS_PER_CLIENT_ADDRESS_LIMIT,
};

interface Group {
  readonly key: string;
  readonly socketLimit: number;
  /** Infinity where only sockets are counted (a session: its account's cap holds its subscriptions). */
  readonly subscriptionLimit: number;
}

/**
 * The open subscription sockets by session, account and client address (ADR 104, 211), so that no one
 * grows the BFF's memory without bound by opening more sessions or more sockets: each socket is admitted
 * only while every group it belongs to is under its socket limit, and each subscription only while its
 * socket, its account and its address are under their subscription limits. Subscriptions are counted
 * from the sockets' own running operations (graphql-ws keeps them), so nothing can drift.
 */
export class SocketCaps {
  private readonly members = new Map<string, Set<SocketContext>>();
  private readonly groupsOf = new WeakMap<SocketContext, readonly Group[]>();
  private readonly all = new Set<SocketContext>();

  constructor(private readonly limits: SocketLimits = DEFAULT_SOCKET_LIMITS) {}

  /** Open sockets. */
  get sockets(): number {
    return this.all.size;
  }

  /** Running subscriptions over all open sockets. */
  get subscriptions(): number {
    return this.countIn(this.all);
  }

  /** Counts the socket in and says true, or says false (and counts nothing) when a group is full. */
  admit(socket: SocketContext, owner: SocketOwner): boolean {
    const { limits } = this;
    const groups: Group[] = [
      owner.session === undefined
        ? { key: `anonymous:${owner.address}`, socketLimit: limits.socketsPerSession, subscriptionLimit: Infinity }
        : { key: `session:${owner.session}`, socketLimit: limits.socketsPerSession, subscriptionLimit: Infinity },
      {
        key: `address:${owner.address}`,
        socketLimit: limits.socketsPerAddress,
        subscriptionLimit: limits.subscriptionsPerAddress,
      },
    ];
    if (owner.account !== undefined) {
      groups.push({
        key: `account:${owner.account}`,
        socketLimit: limits.socketsPerAccount,
        subscriptionLimit: limits.subscriptionsPerAccount,
      });
    }
    if (groups.some((group) => (this.members.get(group.key)?.size ?? 0) >= group.socketLimit)) return false;
    for (const group of groups) {
      const members = this.members.get(group.key) ?? new Set<SocketContext>();
      members.add(socket);
      this.members.set(group.key, members);
    }
    this.groupsOf.set(socket, groups);
    this.all.add(socket);
    return true;
  }

  /** Counts a closed socket out. */
  release(socket: SocketContext): void {
    this.all.delete(socket);
    for (const group of this.groupsOf.get(socket) ?? []) {
      const members = this.members.get(group.key);
      members?.delete(socket);
      if (members?.size === 0) this.members.delete(group.key);
    }
    this.groupsOf.delete(socket);
  }

  /**
   * Whether the subscription the socket has just started (graphql-ws already holds it among the
   * socket's operations) goes over the socket's, its account's or its address's limit.
   */
  overLimit(socket: SocketContext): boolean {
    if (Object.keys(socket.subscriptions).length > this.limits.subscriptionsPerSocket) return true;
    return (this.groupsOf.get(socket) ?? []).some(
      (group) =>
        group.subscriptionLimit !== Infinity &&
        this.countIn(this.members.get(group.key) ?? new Set()) > group.subscriptionLimit,
    );
  }

  private countIn(sockets: Iterable<SocketContext>): number {
    let count = 0;
    for (const socket of sockets) count += Object.keys(socket.subscriptions).length;
    return count;
  }
}
