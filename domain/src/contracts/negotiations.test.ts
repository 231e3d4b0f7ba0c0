import { describe, expect, it } from "vitest";
import { sendMessageBodySchema } from "../validation/chat-message.js";
import {
  NEGOTIATION_ENDPOINTS,
  negotiationMessagesQuerySchema,
  providerStatusUpdateBodySchema,
} from "./negotiations.js";

describe("negotiation contracts", () => {
  it("When the endpoints are listed, then each path and method pair is unique", () => {
    const keys = NEGOTIATION_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("When the messages query is read, then the page size defaults to 20 and stays within 1–100", () => {
    expect(negotiationMessagesQuerySchema.parse({})).toEqual({ page_size: 20 });
    expect(negotiationMessagesQuerySchema.safeParse({ page_size: "101" }).success).toBe(false);
    expect(negotiationMessagesQuerySchema.safeParse({ before_id: "0" }).success).toBe(false);
  });

  it("When a message has 501 characters, then it fails with 0101004", () => {
    const result = sendMessageBodySchema.safeParse({ message: "あ".repeat(501) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^0101004/);
  });

  it("When a provider confirms without a slot, then the body is refused", () => {
    const updated_at = "2026-11-22T00:00:00.000Z";
    expect(providerStatusUpdateBodySchema.safeParse({ negotiation_status: 2, updated_at }).success).toBe(false);
    expect(providerStatusUpdateBodySchema.safeParse({ negotiation_status: 2, slot_id: 1, updated_at }).success).toBe(
      true,
    );
    expect(providerStatusUpdateBodySchema.safeParse({ negotiation_status: 4, updated_at }).success).toBe(false);
  });
});
