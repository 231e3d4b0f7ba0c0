import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_TYPE,
  notificationMessage,
  notificationTargetTab,
  notificationTypeSchema,
} from "./notification-type.js";

describe("notification type", () => {
  it("When a notification is written, then it is the company name followed by the fixed phrase of its type", () => {
    expect(notificationMessage(NOTIFICATION_TYPE.NEW_NEGOTIATION, "株式会社メディカル")).toBe(
      "株式会社メディカルから商談の連絡が届きました。",
    );
    expect(notificationMessage(NOTIFICATION_TYPE.NEW_NEGOTIATION_MESSAGE, "株式会社メディカル")).toBe(
      "株式会社メディカルから新しいメッセージが届きました。",
    );
  });

  it("When one is clicked, then type 1 opens the information tab (0) and type 2 the chat tab (1)", () => {
    expect(notificationTargetTab(1)).toBe(0);
    expect(notificationTargetTab(2)).toBe(1);
  });

  it("When type 3 is parsed, then it is refused", () => {
    expect(notificationTypeSchema.safeParse(3).success).toBe(false);
  });
});
