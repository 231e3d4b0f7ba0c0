import { randomUUID } from "node:crypto";
import type { EventActorSide, NegotiationChange, RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { AppError } from "../../lib/app-error.js";
import type { EventBus } from "../../lib/events/event-bus.js";
import type { EventLog } from "../../lib/events/event-log.js";
import type { NegotiationEventsRepository } from "./negotiation-events.repository.js";

/** What the negotiation code reports, after its transaction has committed. */
export interface NegotiationEventInput {
  readonly negotiationId: number;
  readonly kind: NegotiationChange;
  /** Who caused it: the other side is notified. */
  readonly actorSide: EventActorSide;
  /** The new message (kind "message"). */
  readonly messageId?: number;
  /** The new file (kind "file"). */
  readonly fileId?: number;
}

export interface RecordedNegotiationEvent {
  /** The member's notification, when one was written (the provider acted and the member is live). */
  readonly notificationId: number | undefined;
  readonly events: readonly RealtimeEvent[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The events of negotiations (created, status changed, chat message, file shared): notified and published live. */
export function createNegotiationEvents(deps: {
  readonly repo: NegotiationEventsRepository;
  /**
   * Writes the member's notification of an event the provider caused (the notifications feature's
   * `notifyMember`); undefined when the member gets none (withdrawn).
   */
  readonly notifyMember: (input: {
    userId: number;
    negotiationId: number;
    kind: NegotiationChange;
    at: Date;
  }) => Promise<{ id: number; created_at: Date | string } | undefined>;
  readonly bus: EventBus;
  /** Where each event gets its seq before it is published (ADR 105); without it, events carry none. */
  readonly eventLog?: EventLog;
  readonly now?: () => Date;
  readonly log?: (message: string, error: unknown) => void;
}) {
  const { repo: repository, notifyMember, bus } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message, error) => console.error(`[api] ${message}`, error));
  const options = { eventLog: deps.eventLog };

  return {
    /**
     * The ONE entry point of the negotiation code (application, status changes, chat messages, files),
     * called after its transaction has committed. Writes the member's notification when the provider
     * acted (members are notified; providers follow their negotiations live, ADR 080) and publishes
     * the negotiation's event, then the notification's. Publishing is best effort: a broker outage
     * is logged and never undoes what the caller wrote (clients catch up by polling).
     */
    async recordNegotiationEvent(input: NegotiationEventInput): Promise<RecordedNegotiationEvent> {
      const negotiation = await repository.negotiation(input.negotiationId);
      if (!negotiation) throw new AppError(NOT_FOUND_CODE);
      const message =
        input.kind === "message" && input.messageId !== undefined
          ? await repository.message(input.negotiationId, input.messageId)
          : undefined;
      const file =
        input.kind === "file" && input.fileId !== undefined
          ? await repository.file(input.negotiationId, input.fileId)
          : undefined;
      const at = now();
      const events: RealtimeEvent[] = [
        {
          type: "negotiation",
          event_id: randomUUID(),
          negotiation_id: negotiation.id,
          user_id: negotiation.user_id,
          provider_id: negotiation.provider_id,
          change: input.kind,
          actor_side: input.actorSide,
          status: negotiation.status,
          message: message
            ? {
                message_id: Number(message.id),
                sender_type: message.sender_type,
                body: message.body,
                created_at: iso(message.created_at),
              }
            : null,
          file: file
            ? {
                file_id: file.id,
                original_name: file.original_name,
                size_bytes: file.size_bytes,
                created_at: iso(file.created_at),
              }
            : null,
          occurred_at: at.toISOString(),
        },
      ];
      let notificationId: number | undefined;
      const row =
        input.actorSide === "provider"
          ? await notifyMember({
              userId: negotiation.user_id,
              negotiationId: negotiation.id,
              kind: input.kind,
              at,
            })
          : undefined;
      if (row) {
        notificationId = row.id;
        events.push({
          type: "notification",
          event_id: randomUUID(),
          user_id: negotiation.user_id,
          notification_id: row.id,
          negotiation_id: negotiation.id,
          created_at: iso(row.created_at),
        });
      }
      const published: RealtimeEvent[] = [];
      for (const event of events) {
        // Logged first, so that a relay that misses the publication (Redis away) still reads it (ADR 105).
        const logged = options.eventLog
          ? await options.eventLog.append(event).catch((error: unknown) => {
              log("writing a real-time event to the log failed", error);
              return event;
            })
          : event;
        // The Redis bus answers at once (it sends in the background): a chat send never waits on Redis.
        await bus.publish(logged).catch((error: unknown) => log("publishing a real-time event failed", error));
        published.push(logged);
      }
      return { notificationId, events: published };
    },
  };
}

export type NegotiationEvents = ReturnType<typeof createNegotiationEvents>;
