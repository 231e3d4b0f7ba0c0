import { describe, expect, it } from "vitest";
import { membershipFormSchema } from "./membership-form.js";

const valid = {
  last_name: "山田",
  first_name: "花子",
  email: "hanako@example.jp",
  hospital_location: "13",
  hospital_name: "医療法人社団 さくら会 さくら病院",
  department: "2",
  role_in_department: "3",
  position: "看護部長",
  working_corporate_type: "4",
  corporate_type: ["10", "10"],
  sickbed_number: "1,200",
  email_magazine_flag: "1",
  referral_code: "",
};

const issuesOf = (input: Record<string, unknown>) =>
  membershipFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("membershipFormSchema", () => {
  it("When every field is filled as the form sends it, then the values come out typed", () => {
    expect(membershipFormSchema.parse(valid)).toEqual({
      last_name: "山田",
      first_name: "花子",
      email: "hanako@example.jp",
      hospital_location: 13,
      hospital_name: "医療法人社団 さくら会 さくら病院",
      department: 2,
      role_in_department: 3,
      position: "看護部長",
      working_corporate_type: 4,
      corporate_type: [10],
      sickbed_number: 1200,
      email_magazine_flag: 1,
      referral_code: undefined,
    });
  });

  it("When the form is empty, then every required field says 0101001 and the referral code is not required", () => {
    const issues = issuesOf({});
    expect(Object.fromEntries(issues)).toEqual({
      last_name: "0101001",
      first_name: "0101001",
      email: "0101001",
      hospital_location: "0101001",
      hospital_name: "0101001",
      department: "0101001",
      role_in_department: "0101001",
      position: "0101001",
      working_corporate_type: "0101001",
      corporate_type: "0101001",
      sickbed_number: "0101001",
      email_magazine_flag: "0101001",
    });
  });

  it("When no corporate type is ticked, then 0101001; an unknown one gives 0101002", () => {
    expect(issuesOf({ ...valid, corporate_type: [] })).toEqual([["corporate_type", "0101001"]]);
    expect(issuesOf({ ...valid, corporate_type: ["10", "11"] })).toEqual([["corporate_type.1", "0101002"]]);
  });

  it("When the last name is 51 characters, then 0101004|Max=50", () => {
    expect(issuesOf({ ...valid, last_name: "あ".repeat(51) })).toEqual([["last_name", "0101004|Max=50"]]);
  });

  it("When the hospital location is 48, then 0101002", () => {
    expect(issuesOf({ ...valid, hospital_location: "48" })).toEqual([["hospital_location", "0101002"]]);
  });

  it("When the sickbed number is 10,000, then 0101006; 9,999 passes", () => {
    expect(issuesOf({ ...valid, sickbed_number: "10,000" })).toEqual([["sickbed_number", "0101006|Max=9%2C999"]]);
    expect(issuesOf({ ...valid, sickbed_number: "9,999" })).toEqual([]);
  });

  it("When the email-magazine flag is 3, then 0101002", () => {
    expect(issuesOf({ ...valid, email_magazine_flag: "3" })).toEqual([["email_magazine_flag", "0101002"]]);
  });

  it("When the referral code has a prefix not in the list, then 0101002", () => {
    expect(issuesOf({ ...valid, referral_code: "0049" })).toEqual([["referral_code", "0101002"]]);
  });
});
