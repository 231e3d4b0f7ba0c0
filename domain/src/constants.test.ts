import { describe, expect, it } from "vitest";
import * as c from "./constants.js";

const byName: Readonly<Record<string, unknown>> = { ...c };

describe("product §9 constants", () => {
  it.each([
    ["API_TIMEOUT_MS", 30_000],
    ["SESSION_CHECK_INTERVAL_MS", 60_000],
    ["TOAST_AUTO_HIDE_MS", 5_000],
    ["BOOKMARK_LIMIT", 50],
    ["RATING_LIMIT", 100],
    ["COMPARE_MIN", 1],
    ["COMPARE_MAX", 5],
    ["DEFAULT_PAGE_SIZE", 20],
    ["DEFAULT_PAGE_NUMBER", 1],
    ["HOME_SERVICE_COUNT", 5],
    ["HOME_ADVERTISEMENT_COUNT", 10],
    ["HOME_CONTENT_COUNT", 5],
    ["HOME_SEMINAR_COUNT", 4],
    ["HOME_HIGHLIGHTS_SIZE", 4],
    ["REVIEW_EXCERPT_LENGTH", 60],
    ["NEGOTIATION_FILE_RETENTION_MONTHS", 1],
    ["NEGOTIATION_FILE_LIMIT", 10],
    ["FILE_MAX_BYTES", 5_242_880],
    ["MEETING_DURATION_MINUTES", 60],
    ["MEETING_MIN_SLOTS", 3],
    ["MEETING_MIN_WORKING_DAYS_AHEAD", 3],
    ["MEETING_START_HOUR_MIN", 8],
    ["MEETING_START_HOUR_MAX", 19],
    ["MEETING_END_HOUR_MIN", 9],
    ["MEETING_END_HOUR_MAX", 20],
    ["HALF_HOUR_MS", 1_800_000],
    ["RATING_MAX", 5],
    ["FREE_TEXT_MAX_LENGTH", 500],
    ["KEYWORD_MAX_LENGTH", 50],
    ["EMAIL_CODE_VALID_MS", 86_400_000],
    ["RESET_LINK_VALID_MS", 3_600_000],
    ["EMAIL_CHANGE_CODE_VALID_MS", 86_400_000],
    ["NOTIFICATION_POLL_INTERVAL_MS", 15_000],
    ["BANNER_AUTOPLAY_MS", 5_000],
    ["STICKY_HEADER_SCROLL_Y", 500],
    ["TAB_SETUP_DELAY_MS", 200],
    ["PAGE_VIEW_DELAY_MS", 200],
    ["CHATBOT_SEARCH_DEBOUNCE_MS", 200],
    ["EDITOR_PREVIEW_MAX_HEIGHT_PX", 320],
    ["BREAKPOINT_TABLET_PX", 1023],
    ["BREAKPOINT_MOBILE_PX", 768],
    ["BANNER_PC_WIDTH_PX", 1318],
    ["BANNER_PC_HEIGHT_PX", 100],
    ["BANNER_SP_WIDTH_PX", 750],
    ["BANNER_SP_HEIGHT_PX", 176],
    ["STATUS_POPUP_CONFIRM_LIMIT_DAYS", 90],
    ["CONFIRMATION_CODE_LENGTH", 6],
    ["PASSWORD_MIN_LENGTH", 8],
    ["PASSWORD_MAX_LENGTH", 98],
  ] as const)("When %s is read, then it is %d as the spec says", (name, value) => {
    expect(byName[name]).toBe(value);
  });

  it("When the negotiation-file retention is read, then it is one month", () => {
    expect(c.NEGOTIATION_FILE_RETENTION).toBe("P1M");
  });

  it("When page sizes are read, then they are 20, 50 and 100", () => {
    expect(c.PAGE_SIZES).toEqual([20, 50, 100]);
  });

  it("When file sizes are shown, then units run from Bytes to YB at base 1024", () => {
    expect(c.FILE_SIZE_UNITS).toEqual(["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"]);
    expect(c.FILE_SIZE_BASE).toBe(1024);
  });

  it("When uploads are checked, then only pdf and zip of their listed types are allowed", () => {
    expect(c.FILE_ALLOWED_EXTENSIONS).toEqual(["pdf", "zip"]);
    expect(c.FILE_ACCEPTED_TYPES).toEqual({
      pdf: ["application/pdf"],
      zip: ["application/zip", "application/x-zip-compressed", "application/x-zip"],
    });
    expect(c.STORED_NAME_MAX_BYTES + 46).toBeLessThan(c.FILE_NAME_MAX_BYTES);
  });

  it("When the status popup's considering days are read, then they are a positive number below the 90-day limit", () => {
    expect(c.STATUS_POPUP_CONSIDERING_DAYS).toBeGreaterThan(0);
    expect(c.STATUS_POPUP_CONSIDERING_DAYS).toBeLessThan(c.STATUS_POPUP_CONFIRM_LIMIT_DAYS);
  });
});
