import type { NegotiationEvent as RestNegotiationEvent } from "@iryo/domain/contracts/realtime-events";
import { Arg, ID, Resolver, Root, Subscription } from "type-graphql";
import type { BffContext } from "../../context.js";
import { END, eventIterator } from "../../lib/events/event-iterator.js";
import {
  errorCodeOf,
  realtimeOf,
  socketSourceOptions,
  tokenOrThrow,
  upstreamReady,
} from "../../lib/events/realtime.js";
import { NegotiationEvent } from "./negotiation-event.type.js";
import { NegotiationsSource } from "./negotiations.source.js";

/**
 * Messages, files and status changes of one negotiation, for its member or an account of its
 * provider only: refused (NOT_FOUND, as the REST api answers) for anyone else, and re-checked per
 * event, so that a withdrawn member or an expired session stops receiving.
 */
export async function subscribeNegotiation(
  ctx: BffContext,
  negotiationId: string,
): Promise<AsyncIterable<NegotiationEvent>> {
  const realtime = realtimeOf(ctx);
  const sourceFor = (token: string) => new NegotiationsSource(socketSourceOptions(realtime, token));
  const id = Number(negotiationId);
  await sourceFor(await tokenOrThrow(realtime)).eventAccess(negotiationId);
  await upstreamReady(realtime);
  return eventIterator<RestNegotiationEvent, NegotiationEvent>(
    (push) => realtime.hub.onNegotiation(id, push),
    async (event) => {
      const token = await realtime.token();
      if (!token) return END;
      try {
        await sourceFor(token).eventAccess(negotiationId);
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === "UNAUTHENTICATED" || code === "NOT_FOUND" || code === "FORBIDDEN") return END;
        throw error;
      }
      return NegotiationEvent.from(event);
    },
    (end) => realtime.upstream.onGap(end),
  );
}

/** A negotiation room's live events over graphql-ws (ADR 080). */
@Resolver()
export class NegotiationEventsResolver {
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
