import { describe, expect, it } from "vitest";
import {
  MATERIAL_BUNDLE_MAX_SERVICES,
  materialBundleFileName,
  materialBundleRequestSchema,
  sharedMemberDetails,
  storedSharedDetails,
} from "./material-download.js";

const MEMBER = {
  last_name: "山田",
  first_name: "花子",
  email: "hanako@example.jp",
  hospital_prefecture: 13,
  hospital_name: "千代田病院",
  department: 7,
  position: "主任",
};

describe("sharedMemberDetails", () => {
  it("When a member is given, then each shared field comes with its label and the member's value", () => {
    const details = sharedMemberDetails(MEMBER);
    expect(details.map((d) => d.key)).toEqual([
      "name",
      "email",
      "hospital_prefecture",
      "hospital_name",
      "department",
      "position",
    ]);
    expect(details[0]).toEqual({ key: "name", label: "氏名", value: "山田 花子" });
    expect(details[2]?.value).toBe("東京都");
    expect(details[4]?.value).not.toBe("");
  });

  it("When prefecture and department are missing or unknown, then their values are empty", () => {
    const details = sharedMemberDetails({ ...MEMBER, hospital_prefecture: null, department: 999 });
    expect(details[2]?.value).toBe("");
    expect(details[4]?.value).toBe("");
  });
});

describe("materialBundleRequestSchema", () => {
  it("When 1 to 20 distinct ids come, then they parse as numbers", () => {
    expect(materialBundleRequestSchema.parse({ service_ids: [3, "8", 12] })).toEqual({ service_ids: [3, 8, 12] });
    const max = Array.from({ length: MATERIAL_BUNDLE_MAX_SERVICES }, (_, i) => i + 1);
    expect(materialBundleRequestSchema.parse({ service_ids: max }).service_ids).toHaveLength(20);
  });

  it.each([[[]], [[1, 1]], [["a"]], ["1,2"], [Array.from({ length: 21 }, (_, i) => i + 1)]])(
    "When the ids are %j, then 0109004",
    (ids) => {
      const result = materialBundleRequestSchema.safeParse({ service_ids: ids });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("0109004");
    },
  );
});

it("When the bundle is named, then it carries the Tokyo date", () => {
  expect(materialBundleFileName(new Date("2026-11-22T16:00:00Z"))).toBe("introduction-materials-20261123.zip");
});

describe("storedSharedDetails", () => {
  it("When a stored copy is read, then well-formed entries come back and anything else is dropped", () => {
    const good = { key: "name", label: "氏名", value: "山田 花子" };
    expect(storedSharedDetails([good, { key: 1 }, null, "x"])).toEqual([good]);
    expect(storedSharedDetails(JSON.stringify([good]))).toEqual([good]);
    expect(storedSharedDetails({ key: "name" })).toEqual([]);
    expect(storedSharedDetails(null)).toEqual([]);
  });
});
