import type {
  NegotiationEvent as RestNegotiationEvent,
  NotificationEvent as RestNotificationEvent,
} from "@iryo/domain/contracts/realtime-events";
import { FORBIDDEN_CODE, TOKEN_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import { GraphQLError } from "graphql";
import { DateTimeISOResolver } from "graphql-scalars";
import { Arg, ID, Int, Resolver, Root, Subscription } from "type-graphql";
import type { BffContext, RealtimeContext } from "../../context.js";
import { appGraphQLError, errorFromNoResponse } from "../../lib/errors.js";
import { END, eventIterator, SKIP } from "../../lib/events/event-iterator.js";
import { forwardingResolver, optional } from "../../lib/graphql/forwarding.js";
import { NotificationsSource } from "./notifications.source.js";
import { NegotiationEvent, NotificationList, NotificationReceived } from "./notifications.type.js";

const kindOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions.code : undefined);

function realtimeOf(ctx: BffContext): RealtimeContext {
  if (!ctx.realtime) throw appGraphQLError("BAD_USER_INPUT", "0109004");
  return ctx.realtime;
}

/** A data source that calls /v1 with the socket's verified token (never refreshing it: ADR 080). */
function sourceFor(realtime: RealtimeContext, token: string): NotificationsSource {
  return new NotificationsSource({
    baseUrl: realtime.apiUrl,
    token,
    ...(realtime.fetch ? { fetch: realtime.fetch } : {}),
  });
}

/** How long a subscription waits for the api's events to flow before it gives up (the client then polls). */
const UPSTREAM_READY_TIMEOUT_MS = 10_000;

async function upstreamReady(realtime: RealtimeContext): Promise<void> {
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

async function tokenOrThrow(realtime: RealtimeContext): Promise<string> {
  const token = await realtime.token();
  if (!token) throw appGraphQLError("UNAUTHENTICATED", TOKEN_EXPIRED_CODE);
  return token;
}

/**
 * The signed-in member's notifications as they are written. Authorised at the start (a member
 * session) and again for each event: the notification is re-read from /v1 with the socket's token,
 * so an expired session or a withdrawn member ends the subscription, and a notification that is
 * not the caller's is never sent.
 */
async function subscribeNotifications(ctx: BffContext): Promise<AsyncIterable<NotificationReceived>> {
  const realtime = realtimeOf(ctx);
  const { userId } = await sourceFor(realtime, await tokenOrThrow(realtime)).subscriber();
  if (userId === null) throw appGraphQLError("FORBIDDEN", FORBIDDEN_CODE);
  await upstreamReady(realtime);
  return eventIterator<RestNotificationEvent, NotificationReceived>(
    (push) => realtime.hub.onNotification(userId, push),
    async (event) => {
      const token = await realtime.token();
      if (!token) return END;
      try {
        return await sourceFor(realtime, token).one(event.notification_id);
      } catch (error) {
        if (kindOf(error) === "UNAUTHENTICATED" || kindOf(error) === "FORBIDDEN") return END;
        if (kindOf(error) === "NOT_FOUND") return SKIP;
        throw error;
      }
    },
    (end) => realtime.upstream.onGap(end),
  );
}

/**
 * Messages, files and status changes of one negotiation, for its member or an account of its
 * provider only: refused (NOT_FOUND, as the REST api answers) for anyone else, and re-checked per
 * event, so that a withdrawn member or an expired session stops receiving.
 */
async function subscribeNegotiation(ctx: BffContext, negotiationId: string): Promise<AsyncIterable<NegotiationEvent>> {
  const realtime = realtimeOf(ctx);
  const id = Number(negotiationId);
  await sourceFor(realtime, await tokenOrThrow(realtime)).negotiationAccess(negotiationId);
  await upstreamReady(realtime);
  return eventIterator<RestNegotiationEvent, NegotiationEvent>(
    (push) => realtime.hub.onNegotiation(id, push),
    async (event) => {
      const token = await realtime.token();
      if (!token) return END;
      try {
        await sourceFor(realtime, token).negotiationAccess(negotiationId);
      } catch (error) {
        const kind = kindOf(error);
        if (kind === "UNAUTHENTICATED" || kind === "NOT_FOUND" || kind === "FORBIDDEN") return END;
        throw error;
      }
      return NegotiationEvent.from(event);
    },
    (end) => realtime.upstream.onGap(end),
  );
}

export const NotificationsResolver = forwardingResolver(
  "notifications",
  ({ mutation, query }) => ({
    notifications: query(
      NotificationList,
      { lastMessageTime: optional(DateTimeISOResolver) },
      (notifications, { lastMessageTime }) => notifications.list(lastMessageTime ?? undefined),
    ),
    markNotificationRead: mutation(Int, { id: ID }, (notifications, { id }) => notifications.markRead(id)),
    markAllNotificationsRead: mutation(Int, {}, (notifications) => notifications.markAllRead()),
  }),
  {
    notifications: "The member's newest notifications, or only those created after lastMessageTime (SPEC §4.5).",
    markNotificationRead: "Marks one notification read; answers the unread count.",
    markAllNotificationsRead: "Marks every notification read; answers the unread count (0).",
  },
);

/** The subscriptions over graphql-ws (ADR 080). */
@Resolver()
export class NotificationSubscriptionsResolver {
  @Subscription(() => NotificationReceived, {
    description: "The signed-in member's notifications as they are written (graphql-ws only).",
    subscribe: ({ context }) => subscribeNotifications(context as BffContext),
  })
  notificationReceived(@Root() payload: NotificationReceived): NotificationReceived {
    return payload;
  }

  @Subscription(() => NegotiationEvent, {
    description:
      "Messages, files and status changes of one negotiation, for its member or its provider (graphql-ws only).",
    subscribe: ({ args, context }) =>
      subscribeNegotiation(context as BffContext, String((args as { negotiationId: string }).negotiationId)),
  })
  negotiationEvents(
    @Arg("negotiationId", () => ID) _negotiationId: string,
    @Root() payload: NegotiationEvent,
  ): NegotiationEvent {
    return payload;
  }
}
