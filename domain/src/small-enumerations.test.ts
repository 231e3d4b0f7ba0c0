// The two-to-four-member enumerations of product §3, each against the codes the spec gives.
import { describe, expect, it } from "vitest";
import {
  ADVERTISEMENT_LABEL_STYLE,
  advertisementLabelStyle,
  advertisementLabelStyleSchema,
} from "./advertisement-label-style.js";
import { CHAT_SENDER_TYPE, chatSenderTypeLabel, chatSenderTypeSchema } from "./chat-sender-type.js";
import { BACKGROUND_TYPE, backgroundType, PAGE_TYPE, pageType } from "./display-types.js";
import { EMAIL_MAGAZINE_FLAG, emailMagazineFlag, emailMagazineFlagSchema } from "./email-magazine.js";
import { codeSchema } from "./enumeration-schema.js";
import { LABEL_COLORS } from "./label-color.js";
import { MEETING_TYPE, meetingTypeLabel, meetingTypeSchema } from "./meeting-type.js";

describe("meeting type", () => {
  it("When 1 and 2 are labelled, then 1 is offline (対面) and 2 online (オンライン); 3 is refused", () => {
    expect([MEETING_TYPE.OFFLINE, MEETING_TYPE.ONLINE]).toEqual([1, 2]);
    expect([meetingTypeLabel(1), meetingTypeLabel(2)]).toEqual(["対面", "オンライン"]);
    expect(meetingTypeSchema.safeParse(3).success).toBe(false);
  });
});

describe("chat sender type", () => {
  it("When senders are labelled, then 1 business, 2 user, 3 bot; 4 is refused", () => {
    expect(CHAT_SENDER_TYPE).toEqual({ BUSINESS: 1, USER: 2, BOT: 3 });
    expect([1, 2, 3].map((c) => chatSenderTypeLabel(c as 1))).toEqual(["事業者", "ユーザー", "自動メッセージ"]);
    expect(chatSenderTypeSchema.safeParse(4).success).toBe(false);
  });
});

describe("advertisement label style", () => {
  it("When styles are coloured, then 1 red, 2 gray, 3 gradient, 4 black; 5 is refused", () => {
    expect(ADVERTISEMENT_LABEL_STYLE).toEqual({ RED: 1, GRAY: 2, GRADIENT: 3, BLACK: 4 });
    expect(advertisementLabelStyle.members.map((m) => m.color)).toEqual(["red", "gray", "gradient", "black"]);
    expect(advertisementLabelStyle.members.every((m) => LABEL_COLORS.includes(m.color))).toBe(true);
    expect(advertisementLabelStyleSchema.safeParse(5).success).toBe(false);
  });
});

describe("background and page types", () => {
  it("When read, then background 1 has no logo and 2 has one; page 1 is public and 2 private", () => {
    expect(BACKGROUND_TYPE).toEqual({ NO_LOGO: 1, WITH_LOGO: 2 });
    expect(backgroundType.label(2)).toBe("ロゴあり");
    expect(PAGE_TYPE).toEqual({ PUBLIC: 1, PRIVATE: 2 });
    expect(pageType.label(1)).toBe("公開ページ");
    expect(codeSchema(pageType).safeParse(3).success).toBe(false);
  });
});

describe("email-magazine flag", () => {
  it("When the radio is answered, then 1 means yes and 2 no; 0 is refused and nothing is required", () => {
    expect(EMAIL_MAGAZINE_FLAG).toEqual({ YES: 1, NO: 2 });
    expect(emailMagazineFlag.label(1)).toBe("受け取る");
    expect(emailMagazineFlagSchema.safeParse(0).error?.issues[0]?.message).toBe("0101002");
    expect(emailMagazineFlagSchema.safeParse(undefined).error?.issues[0]?.message).toBe("0101001");
  });
});
