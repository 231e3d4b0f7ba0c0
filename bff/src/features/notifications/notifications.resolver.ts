import type { NotificationEvent as RestNotificationEvent } from "@iryo/domain/contracts/realtime-events";
import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import { DateTimeISOResolver } from "graphql-scalars";
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { BffContext } from "../../context.js";
import { appGraphQLError } from "../../lib/errors.js";
import { END, eventIterator, SKIP } from "../../lib/events/event-iterator.js";
import {
  errorCodeOf,
  realtimeOf,
  socketSourceOptions,
  tokenOrThrow,
  upstreamReady,
} from "../../lib/events/realtime.js";
import { NotificationsSource } from "./notifications.source.js";
import { NotificationList, NotificationReceived } from "./notifications.type.js";

@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationList, {
    description: "The member's newest notifications, or only those created after lastMessageTime (product §4.5).",
  })
  notifications(
    @Arg("lastMessageTime", () => DateTimeISOResolver, { nullable: true }) lastMessageTime: Date | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<NotificationList> {
    return ctx.dataSources.notifications.list(lastMessageTime ?? undefined);
  }

  @Mutation(() => Int, { description: "Marks one notification read; answers the unread count." })
  markNotificationRead(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<number> {
    return ctx.dataSources.notifications.markRead(id);
  }

  @Mutation(() => Int, { description: "Marks every notification read; answers the unread count (0)." })
  markAllNotificationsRead(@Ctx() ctx: BffContext): Promise<number> {
    return ctx.dataSources.notifications.markAllRead();
  }
}

/**
 * The signed-in member's notifications as they are written. Authorised at the start (a member
 * session) and again for each event: the notification is re-read from /v1 with the socket's token,
 * so an expired session or a withdrawn member ends the subscription, and a notification that is
 * not the caller's is never sent.
 */
export async function subscribeNotifications(ctx: BffContext): Promise<AsyncIterable<NotificationReceived>> {
  const realtime = realtimeOf(ctx);
  const sourceFor = (token: string) => new NotificationsSource(socketSourceOptions(realtime, token));
  const { userId } = await sourceFor(await tokenOrThrow(realtime)).subscriber();
  if (userId === null) throw appGraphQLError("FORBIDDEN", FORBIDDEN_CODE);
  await upstreamReady(realtime);
  return eventIterator<RestNotificationEvent, NotificationReceived>(
    (push) => realtime.hub.onNotification(userId, push),
    async (event) => {
      const token = await realtime.token();
      if (!token) return END;
      try {
        return await sourceFor(token).one(event.notification_id);
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === "UNAUTHENTICATED" || code === "FORBIDDEN") return END;
        if (code === "NOT_FOUND") return SKIP;
        throw error;
      }
    },
    (end) => realtime.upstream.onGap(end),
  );
}

/** The bell's live notifications over graphql-ws (ADR 080). */
@Resolver()
export class NotificationSubscriptionsResolver {
  @Subscription(() => NotificationReceived, {
    description: "The signed-in member's notifications as they are written (graphql-ws only).",
    subscribe: ({ context }) => subscribeNotifications(context as BffContext),
  })
  notificationReceived(@Root() payload: NotificationReceived): NotificationReceived {
    return payload;
  }
}
