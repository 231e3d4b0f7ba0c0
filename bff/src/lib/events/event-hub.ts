import type {
  CatalogueEvent,
  NegotiationEvent,
  NotificationEvent,
  RealtimeEvent,
} from "@iryo/domain/contracts/realtime-events";

type Listener<E> = (event: E) => void;

/**
 * The BFF's local fan-out of the api's events: listeners are indexed by member (notifications) and
 * by negotiation, so one event reaches only the listeners of its key, in O(listeners of that key).
 * Who may listen to a key is decided by the subscription that registers (and re-checked per event).
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<Listener<NotificationEvent>>>();
  private readonly byNegotiation = new Map<number, Set<Listener<NegotiationEvent>>>();
  private readonly seen = new Set<string>();
  private readonly seenOrder: string[] = [];
  private readonly watchers = new Set<() => void>();
  private readonly catalogueListeners = new Set<Listener<CatalogueEvent>>();

  dispatch(event: RealtimeEvent): void {
    // An event may arrive twice (a replay after a reconnect): each is delivered once.
    if (this.seen.has(event.event_id)) return;
    this.seen.add(event.event_id);
    this.seenOrder.push(event.event_id);
    if (this.seenOrder.length > 5000) this.seen.delete(this.seenOrder.shift() as string);
    if (event.type === "notification") {
      for (const listener of this.byUser.get(event.user_id) ?? []) listener(event);
    } else if (event.type === "catalogue") {
      for (const listener of this.catalogueListeners) listener(event);
    } else {
      for (const listener of this.byNegotiation.get(event.negotiation_id) ?? []) listener(event);
    }
  }

  onNotification(userId: number, listener: Listener<NotificationEvent>): () => void {
    return this.add(this.byUser, userId, listener);
  }

  /** Every catalogue change (the visitor cache listens: ADR 143). */
  onCatalogue(listener: Listener<CatalogueEvent>): () => void {
    this.catalogueListeners.add(listener);
    return () => this.catalogueListeners.delete(listener);
  }

  onNegotiation(negotiationId: number, listener: Listener<NegotiationEvent>): () => void {
    return this.add(this.byNegotiation, negotiationId, listener);
  }

  /** How many listeners are registered (for tests and the benchmark). */
  get listenerCount(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    for (const set of this.byNegotiation.values()) count += set.size;
    return count;
  }

  /** Resolves once `predicate` holds (checked now and after every registration change). */
  until(predicate: (hub: EventHub) => boolean): Promise<void> {
    if (predicate(this)) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!predicate(this)) return;
        this.watchers.delete(check);
        resolve();
      };
      this.watchers.add(check);
    });
  }

  private add<E>(index: Map<number, Set<Listener<E>>>, key: number, listener: Listener<E>): () => void {
    let set = index.get(key);
    if (!set) {
      set = new Set();
      index.set(key, set);
    }
    set.add(listener);
    this.changed();
    return () => {
      const current = index.get(key);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) index.delete(key);
      this.changed();
    };
  }

  private changed(): void {
    for (const watcher of [...this.watchers]) watcher();
  }
}
