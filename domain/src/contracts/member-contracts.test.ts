import { describe, expect, it } from "vitest";
import { MEMBERSHIP_FORM_EXAMPLE } from "../validation/membership-form.test-kit.js";
import { hospitalQuerySchema } from "./hospitals.js";
import { ratingUpdateSchema } from "./member-ratings.js";
import { membershipUpdateSchema } from "./membership.js";

const RATING = {
  scores: { price_appropriateness: "4", introduction_effect: 0, ease_of_use: "", support_system: null },
  good_point: " 良い ",
  improvement_point: "改善点",
  role: "1",
  usage_status: 1,
  facility_corporate_type: 1,
  bed_count: 1,
  department: 1,
  agree_review_guidelines: true,
  agree_terms: true,
};

describe("member contracts", () => {
  it("When the autocomplete query has an empty prefecture, then it means any prefecture; a bad code is refused", () => {
    expect(hospitalQuerySchema.parse({ prefecture: "", keyword: "中央" })).toEqual({ keyword: "中央" });
    expect(hospitalQuerySchema.parse({ prefecture: "13" })).toEqual({ prefecture: 13 });
    expect(hospitalQuerySchema.safeParse({ prefecture: "48" }).success).toBe(false);
  });

  it("When a rating update carries no valid version, then it is refused; with one it parses like the form", () => {
    expect(ratingUpdateSchema.safeParse(RATING).success).toBe(false);
    expect(ratingUpdateSchema.safeParse({ ...RATING, version: 0 }).success).toBe(false);
    const parsed = ratingUpdateSchema.parse({ ...RATING, version: "3" });
    expect(parsed).toMatchObject({ version: 3, good_point: "良い", role: 1 });
    expect(parsed.scores).toMatchObject({ price_appropriateness: 4, introduction_effect: 0, ease_of_use: null });
  });

  it("When the settings form is parsed, then the email is not part of it", () => {
    const parsed = membershipUpdateSchema.parse({
      ...MEMBERSHIP_FORM_EXAMPLE,
      email: "ignored@example.jp",
      sickbed_number: "1,200",
    });
    expect(parsed).not.toHaveProperty("email");
    expect(parsed.sickbed_number).toBe(1200);
  });
});
