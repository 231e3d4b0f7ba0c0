import { describe, expect, it } from "vitest";
import { EMAIL_CODE_VALID_MS, RESET_LINK_VALID_MS } from "../constants.js";
import { hoursText } from "./hours.js";

describe("hoursText", () => {
  it("When the code and link lifetimes are shown, then they read 24時間 and 1時間", () => {
    expect(hoursText(EMAIL_CODE_VALID_MS)).toBe("24時間");
    expect(hoursText(RESET_LINK_VALID_MS)).toBe("1時間");
  });
});
