import { describe, expect, it } from "vitest";
import { conciergeRequestSchema } from "./concierge.js";

const VALID = {
  inquiry_type: 1,
  body: " 相談したいです。 ",
  contact_name: "山田 花子",
  contact_email: "hanako@example.jp",
  hospital_name: "千代田病院",
};

describe("conciergeRequestSchema", () => {
  it("When the form is complete, then it parses trimmed, without a phone", () => {
    expect(conciergeRequestSchema.parse(VALID)).toEqual({
      ...VALID,
      body: "相談したいです。",
      contact_phone: undefined,
    });
  });

  it("When a phone number is given, then digits with hyphens pass and words fail with 0101002", () => {
    expect(conciergeRequestSchema.parse({ ...VALID, contact_phone: "03-1234-5678" }).contact_phone).toBe(
      "03-1234-5678",
    );
    const bad = conciergeRequestSchema.safeParse({ ...VALID, contact_phone: "電話" });
    expect(bad.error?.issues[0]?.message).toBe("0101002");
  });

  it("When the body is over 500 characters, then 0101004 with the limit", () => {
    const res = conciergeRequestSchema.safeParse({ ...VALID, body: "あ".repeat(501) });
    expect(res.error?.issues[0]?.message).toBe("0101004|Max=500");
  });
});
