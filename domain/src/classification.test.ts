import { describe, expect, it } from "vitest";
import {
  bedType,
  CLASSIFICATION_ENUMERATIONS,
  CORPORATE_TYPE,
  corporateType,
  DEPARTMENT_TYPE,
  departmentType,
  isOtherBusinessOnly,
  JOB_TYPE,
  jobType,
  RETIREMENT_REASON,
  ROLE_IN_DEPARTMENT,
  retirementReason,
  roleInDepartment,
} from "./classification.js";
import { codeSchema } from "./enumeration-schema.js";

describe("classification enumerations", () => {
  it("When the codes the spec fixes are read, then they match product §3", () => {
    expect([CORPORATE_TYPE.MEDICAL, CORPORATE_TYPE.BUSINESS]).toEqual([10, 99]);
    expect(corporateType.label(CORPORATE_TYPE.BUSINESS)).toBe("その他の事業者");
    expect(jobType.label(JOB_TYPE.OTHER)).toBe("その他");
    expect(JOB_TYPE.OTHER).toBe(6);
    expect([DEPARTMENT_TYPE.DENTIST, DEPARTMENT_TYPE.OTHER]).toEqual([2, 7]);
    expect(departmentType.label(2)).toBe("歯科");
    expect(departmentType.label(7)).toBe("その他");
    expect([ROLE_IN_DEPARTMENT.DENTIST, ROLE_IN_DEPARTMENT.OTHER]).toEqual([1, 99]);
    expect(roleInDepartment.label(1)).toBe("歯科医師");
    expect(roleInDepartment.label(99)).toBe("その他");
    expect(RETIREMENT_REASON.OTHER).toBe(8);
    expect(retirementReason.label(8)).toBe("その他");
  });

  it("When the classification document's enumerations are listed, then all twelve plus role in department are there", () => {
    expect(Object.keys(CLASSIFICATION_ENUMERATIONS)).toEqual([
      "corporate_type",
      "medical_institution_type",
      "inquiry_type",
      "retirement_reason",
      "department_type",
      "evaluator_role",
      "bed_type",
      "usage_type",
      "membership_department_type",
      "job_type",
      "working_corporate_type",
      "membership_bed_type",
      "role_in_department",
    ]);
  });

  it.each(Object.entries(CLASSIFICATION_ENUMERATIONS))(
    "When %s is shown, then every label is Japanese",
    (_, enumeration) => {
      for (const { label } of enumeration.members) expect(label).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    },
  );

  it("When a bed count category is parsed from a select, then the string becomes its code", () => {
    expect(codeSchema(bedType).parse("4")).toBe(4);
  });
});

describe("isOtherBusinessOnly", () => {
  it("When the only corporate type is other business (99), then the member is other-business only", () => {
    expect(isOtherBusinessOnly([99])).toBe(true);
    expect(isOtherBusinessOnly([99, 99])).toBe(true);
  });

  it("When a medical type is also ticked, or none is, then the member is not other-business only", () => {
    expect(isOtherBusinessOnly([99, 10])).toBe(false);
    expect(isOtherBusinessOnly([10])).toBe(false);
    expect(isOtherBusinessOnly([])).toBe(false);
  });
});
