import { randomUUID } from "node:crypto";
import type { RestNotification } from "@iryo/domain/contracts/notifications";
import type { EventActorSide, NegotiationChange, RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { NOTIFICATION_TYPE, type NotificationType, notificationMessage } from "@iryo/domain/notification-type";
import { AppError } from "../../lib/app-error.js";
import type { EventBus } from "../../lib/events/event-bus.js";
import type { EventLog } from "../../lib/events/event-log.js";
import type { NotificationRow, NotificationsRepository } from "./notifications.repository.js";

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

/** Type 2 for what appears in the chat (messages, files); type 1 for the negotiation itself. */
export function notificationTypeOf(kind: NegotiationChange): NotificationType {
  return kind === "message" || kind === "file"
    ? NOTIFICATION_TYPE.NEW_NEGOTIATION_MESSAGE
    : NOTIFICATION_TYPE.NEW_NEGOTIATION;
}

export function toRestNotification(row: NotificationRow): RestNotification {
  const type = row.notification_type === NOTIFICATION_TYPE.NEW_NEGOTIATION ? 1 : 2;
  return {
    notification_id: row.id,
    notification_type: type,
    negotiation_id: row.negotiation_id,
    logo_filepath: row.logo_image_filepath,
    message: notificationMessage(type, row.provider_name),
    created_at: new Date(row.created_at).toISOString(),
    is_read: row.read_at !== null,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function createNotificationsService(
  repository: NotificationsRepository,
  bus: EventBus,
  options: {
    readonly now?: () => Date;
    readonly log?: (message: string, error: unknown) => void;
    /** Where each event gets its seq before it is published (ADR 105); without it, events carry none. */
    readonly eventLog?: EventLog;
  } = {},
) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, error) => console.error(`[api] ${message}`, error));

  return {
    async list(userId: number, after: Date | undefined) {
      const [rows, unread] = await Promise.all([repository.list(userId, after), repository.unreadCount(userId)]);
      return { notifications: rows.map(toRestNotification), unread_count: unread };
    },

    async one(userId: number, id: number) {
      const row = await repository.one(userId, id);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      return { notification: toRestNotification(row), unread_count: await repository.unreadCount(userId) };
    },

    async markRead(userId: number, id: number) {
      if (!(await repository.markRead(userId, id, now()))) throw new AppError(NOT_FOUND_CODE);
      return { unread_count: await repository.unreadCount(userId) };
    },

    async markAllRead(userId: number) {
      await repository.markAllRead(userId, now());
      return { unread_count: 0 };
    },

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
      if (input.actorSide === "provider" && (await repository.memberIsLive(negotiation.user_id))) {
        const row = await repository.insert({
          userId: negotiation.user_id,
          negotiationId: negotiation.id,
          type: notificationTypeOf(input.kind),
          at,
        });
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

export type NotificationsService = ReturnType<typeof createNotificationsService>;
