// The events the api publishes (ADR 080): over the in-process bus, Redis pub/sub, or the api's
// internal stream GET /v1/events/stream. They carry the ids a relay needs to route them; whoever
// relays one re-checks, for each receiver, that it still belongs to them.

import { z } from "zod";

/** What happened in a negotiation. */
const NEGOTIATION_CHANGES = ["created", "status", "message", "file"] as const;
export type NegotiationChange = (typeof NEGOTIATION_CHANGES)[number];

/** Who caused it. */
const EVENT_ACTOR_SIDES = ["member", "provider"] as const;
export type EventActorSide = (typeof EVENT_ACTOR_SIDES)[number];

/**
 * An event: its type, its id (unique per event: deduplication, the stream's event id), its place in
 * the api's event log (`seq`, ADR 105: a relay that lost Redis asks for what came after the last one it
 * saw; absent when the log could not be written) and what it carries.
 */
function eventSchema<const Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) {
  return z.object({ type: z.literal(type), event_id: z.string(), seq: z.number().int().optional(), ...shape });
}

const notificationEventSchema = eventSchema("notification", {
  /** The member the notification is for. */
  user_id: z.number().int(),
  notification_id: z.number().int(),
  negotiation_id: z.number().int(),
  created_at: z.string(),
});

export const negotiationEventSchema = eventSchema("negotiation", {
  negotiation_id: z.number().int(),
  /** The negotiation's member and provider: the only receivers. */
  user_id: z.number().int(),
  provider_id: z.number().int(),
  change: z.enum(NEGOTIATION_CHANGES),
  actor_side: z.enum(EVENT_ACTOR_SIDES),
  /** The negotiation's status after the change. */
  status: z.number().int(),
  message: z
    .object({
      message_id: z.number().int(),
      sender_type: z.number().int(),
      body: z.string(),
      created_at: z.string(),
    })
    .nullable(),
  file: z
    .object({
      file_id: z.number().int(),
      original_name: z.string(),
      size_bytes: z.number().int(),
      created_at: z.string(),
    })
    .nullable(),
  occurred_at: z.string(),
});

/**
 * A public object changed (an approved publishing change was applied, ADR 143): every BFF drops its
 * visitor cache, so visitors never get the old version once the new one is public.
 */
const catalogueEventSchema = eventSchema("catalogue", {
  object_type: z.string(),
  object_id: z.number().int().nullable(),
  occurred_at: z.string(),
});

export const realtimeEventSchema = z.discriminatedUnion("type", [
  notificationEventSchema,
  negotiationEventSchema,
  catalogueEventSchema,
]);
export type RealtimeEvent = z.output<typeof realtimeEventSchema>;
export type NotificationEvent = z.output<typeof notificationEventSchema>;
export type NegotiationEvent = z.output<typeof negotiationEventSchema>;
export type CatalogueEvent = z.output<typeof catalogueEventSchema>;
