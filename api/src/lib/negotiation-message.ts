import type { ChatSenderType } from "@iryo/domain/chat-sender-type";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";

export interface NegotiationMessageInput {
  readonly negotiationId: number;
  /** 1 business (provider), 2 user (member), 3 bot. */
  readonly senderType: ChatSenderType;
  /** The account that wrote it; null for the bot. */
  readonly senderAccountId: number | null;
  readonly body: string;
  readonly createdAt: Date;
}

/**
 * THE one place a negotiation chat message is written — members', providers' and bot lines alike
 * (status changes in the negotiations feature, "file shared" lines in the files feature), inside the
 * caller's transaction. Real-time events of the room are to be published from here (ADR 070).
 * Answers the new message's id.
 */
export async function writeNegotiationMessage(
  trx: Transaction<Database>,
  input: NegotiationMessageInput,
): Promise<string> {
  const row = await trx
    .insertInto("negotiation_messages")
    .values({
      negotiation_id: input.negotiationId,
      sender_type: input.senderType,
      sender_account_id: input.senderAccountId,
      body: input.body,
      created_at: input.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}
