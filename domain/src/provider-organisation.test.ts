import { describe, expect, it } from "vitest";
import {
  editorialRefusal,
  INVITATION_TTL_DAYS,
  invitationPath,
  PROVIDER_BUSINESS_KIND_LABEL,
} from "./provider-organisation.js";

describe("editorialRefusal", () => {
  it("lets a vendor create articles and seminars", () => {
    expect(editorialRefusal("it_vendor", "article")).toBeUndefined();
    expect(editorialRefusal("it_vendor", "seminar")).toBeUndefined();
  });

  it("refuses an other-business organisation with the catalogue's code for each object", () => {
    expect(editorialRefusal("other_business", "article")).toBe("0601009");
    expect(editorialRefusal("other_business", "seminar")).toBe("0701001");
    expect(PROVIDER_BUSINESS_KIND_LABEL.other_business).toBe("その他の事業者");
  });
});

describe("invitationPath", () => {
  it("puts the encoded token last", () => {
    expect(invitationPath("a/b c")).toBe("/provider/invitations/a%2Fb%20c");
    expect(INVITATION_TTL_DAYS).toBe(7);
  });
});
