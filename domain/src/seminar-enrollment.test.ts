import { describe, expect, it } from "vitest";
import { CORPORATE_TYPE } from "./classification.js";
import {
  ENROLMENT_SHARING_LABEL,
  enrollmentRefusal,
  enrolmentSharing,
  hasSeat,
  isReceptionOpen,
  seminarCalendar,
} from "./seminar-enrollment.js";

const NOW = new Date("2026-11-22T03:00:00Z");
const OPEN = {
  reception_status: 2 as const,
  starts_at: new Date("2026-12-01T05:00:00Z"),
  reception_starts_at: null,
  reception_ends_at: null,
};

describe("isReceptionOpen", () => {
  it("When accepting and before the start, then open", () => {
    expect(isReceptionOpen(OPEN, NOW)).toBe(true);
  });

  it.each([
    ["not accepting", { reception_status: 3 as const }],
    ["already started", { starts_at: new Date("2026-11-22T02:00:00Z") }],
    ["reception not yet open", { reception_starts_at: new Date("2026-11-23T00:00:00Z") }],
    ["reception closed", { reception_ends_at: new Date("2026-11-22T02:59:59Z") }],
  ])("When %s, then closed", (_label, change) => {
    expect(isReceptionOpen({ ...OPEN, ...change }, NOW)).toBe(false);
  });

  it("When the reception window holds now, then open even with both ends set", () => {
    expect(
      isReceptionOpen(
        {
          ...OPEN,
          reception_starts_at: new Date("2026-11-20T00:00:00Z"),
          reception_ends_at: new Date("2026-11-25T00:00:00Z"),
        },
        NOW,
      ),
    ).toBe(true);
  });
});

describe("enrollmentRefusal and hasSeat", () => {
  it("When the member is other business only, then 0701001 comes first", () => {
    expect(
      enrollmentRefusal({ corporate_types: [CORPORATE_TYPE.BUSINESS] }, { ...OPEN, reception_status: 3 }, NOW),
    ).toBe("0701001");
  });

  it("When reception is closed, then 0701003; when open, nothing", () => {
    expect(
      enrollmentRefusal({ corporate_types: [CORPORATE_TYPE.MEDICAL] }, { ...OPEN, reception_status: 5 }, NOW),
    ).toBe("0701003");
    expect(
      enrollmentRefusal({ corporate_types: [CORPORATE_TYPE.MEDICAL, CORPORATE_TYPE.BUSINESS] }, OPEN, NOW),
    ).toBeUndefined();
  });

  it("When the seats are counted, then one under the capacity fits and the capacity itself does not", () => {
    expect(hasSeat(30, 29)).toBe(true);
    expect(hasSeat(30, 30)).toBe(false);
    expect(hasSeat(null, 10_000)).toBe(true);
  });
});

describe("seminarCalendar", () => {
  const ics = seminarCalendar({
    uid: "seminar-1-enrolment-2@iryo-it-navi.example",
    title: "電子カルテ入門; 比較, 導入\\事例",
    starts_at: new Date("2026-12-01T05:00:00Z"),
    ends_at: new Date("2026-12-01T06:30:00Z"),
    location: "オンライン",
    description: `主催：テスト\n詳細：https://example.jp/${"あ".repeat(40)}`,
    url: "https://example.jp/seminars/detail/1",
    stamp: new Date("2026-11-22T03:00:00Z"),
  });

  it("When a seminar is written, then its times are in Asia/Tokyo with the time zone it names", () => {
    expect(ics).toContain("DTSTART;TZID=Asia/Tokyo:20261201T140000\r\n");
    expect(ics).toContain("DTEND;TZID=Asia/Tokyo:20261201T153000\r\n");
    expect(ics).toContain("TZID:Asia/Tokyo\r\n");
    expect(ics).toContain("DTSTAMP:20261122T030000Z\r\n");
    expect(ics).toContain("URL:https://example.jp/seminars/detail/1\r\n");
  });

  it("When text has special characters, then they are escaped; long lines are folded at 75 octets", () => {
    expect(ics).toContain("SUMMARY:電子カルテ入門\\; 比較\\, 導入\\\\事例");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n [^\r\n]/);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("When no URL is given, then no URL line is written", () => {
    const bare = seminarCalendar({
      uid: "u",
      title: "t",
      starts_at: new Date(0),
      ends_at: new Date(0),
      location: "",
      description: "",
      stamp: new Date(0),
    });
    expect(bare).not.toContain("URL:");
  });
});

describe("enrolmentSharing", () => {
  it("When an enrolment has no consent, a kept copy or an erased one, then it says none, shared or erased", () => {
    expect(enrolmentSharing(null, null)).toBe("none");
    expect(enrolmentSharing(NOW, [{ key: "name", label: "氏名", value: "山田 花子" }])).toBe("shared");
    expect(enrolmentSharing(NOW, null)).toBe("erased");
    expect(ENROLMENT_SHARING_LABEL.erased).toContain("退会");
  });
});
