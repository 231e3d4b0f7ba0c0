import { describe, expect, it } from "vitest";
import { COMPARE_MAX } from "./constants.js";
import {
  COMPARE_FULL_MESSAGE,
  COMPARE_PRINT_NOTICE,
  isInCompare,
  OTHER_PROVIDER_SERVICES_LIMIT,
  videoEmbedUrl,
} from "./service-catalog.js";

describe("videoEmbedUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=abcDEF123_-", "https://www.youtube-nocookie.com/embed/abcDEF123_-"],
    ["https://m.youtube.com/watch?v=abcDEF123_-&t=10", "https://www.youtube-nocookie.com/embed/abcDEF123_-"],
    ["https://youtu.be/abcDEF123_-", "https://www.youtube-nocookie.com/embed/abcDEF123_-"],
    ["https://vimeo.com/123456789", "https://player.vimeo.com/video/123456789"],
  ])("When the link is %s, then the player is %s", (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["not a url"],
    ["http://www.youtube.com/watch?v=abcDEF123_-"],
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/embed/abcDEF123_-"],
    ['https://youtu.be/abc"onload'],
    ["https://vimeo.com/channels/staff"],
    ["https://example.com/videos/service-1.mp4"],
    ["https://evil.example/?u=https://www.youtube.com/watch?v=abcDEF123_-"],
    ["javascript:alert(1)"],
  ])("When the link is %s, then it is not embedded", (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });

  it("When a detail page lists other services of a provider, then it shows at most 6", () => {
    expect(OTHER_PROVIDER_SERVICES_LIMIT).toBe(6);
  });
});

describe("compare texts", () => {
  it("When the comparison is full, then the message names the limit of 5", () => {
    expect(COMPARE_MAX).toBe(5);
    expect(COMPARE_FULL_MESSAGE).toContain("5件まで");
    expect(COMPARE_PRINT_NOTICE).toBe(
      "比較ページは印刷できません。印刷や回覧には「PDF（A4横）をダウンロード」をご利用ください。",
    );
  });

  it("When an id is in the list, then isInCompare says so; otherwise not", () => {
    expect(isInCompare(["1", "2"], "2")).toBe(true);
    expect(isInCompare(["1", "2"], "3")).toBe(false);
  });
});
