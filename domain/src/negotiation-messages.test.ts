import { describe, expect, it } from "vitest";
import { botLineForStatus, chatReadOnlyNotice, formatMeetingTime } from "./negotiation-messages.js";
import { NEGOTIATION_STATUS } from "./negotiation-status.js";

describe("negotiation bot lines", () => {
  it("When a time is formatted, then it is the Tokyo date with the weekday and the clock", () => {
    expect(formatMeetingTime(new Date("2026-12-01T01:00:00Z"))).toBe("2026/12/01（火）10:00");
  });

  it("When each status is reached, then the bot writes a line that names it", () => {
    const at = new Date("2026-12-01T01:00:00Z");
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.APPLICATION_COMPLETED })).toContain("受け付けました");
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.DATE_CONFIRMED, negotiationTime: at })).toContain(
      "2026/12/01（火）10:00",
    );
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.DATE_CONFIRMED })).toBe("商談日時が確定しました。");
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.UNDER_CONSIDERATION })).toContain("検討中");
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.INTRODUCTION_DECIDED })).toContain("導入を決定");
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.CANCELLED })).toContain("キャンセル");
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.SENT_OFF, postponedReason: "予算" })).toContain("理由：予算");
    expect(botLineForStatus({ status: NEGOTIATION_STATUS.SENT_OFF })).not.toContain("理由");
  });

  it("When the room is read-only, then the notice says why; otherwise there is none", () => {
    expect(chatReadOnlyNotice(NEGOTIATION_STATUS.SENT_OFF)).toContain("今回は見送り");
    expect(chatReadOnlyNotice(NEGOTIATION_STATUS.CANCELLED)).toContain("キャンセル");
    expect(chatReadOnlyNotice(NEGOTIATION_STATUS.DATE_CONFIRMED)).toBeUndefined();
  });
});
