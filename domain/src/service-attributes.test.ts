import { describe, expect, it } from "vitest";
import {
  certificationState,
  FEE_REQUIREMENTS,
  facetOfKey,
  feeLevelLabel,
  feeReadiness,
  type MedicalDxAttributes,
  provenanceText,
  READINESS,
  SERVICE_FACET,
} from "./service-attributes.js";

const { SUPPORTED, PLANNED, UNSUPPORTED, NOT_APPLICABLE } = READINESS;
const all: MedicalDxAttributes = {
  online_qualification: SUPPORTED,
  e_prescription: SUPPORTED,
  emr_sharing: SUPPORTED,
  jp_clins_version: "1.11.0",
  online_claims: SUPPORTED,
  itemised_receipt: SUPPORTED,
};

describe("feeReadiness (電子的診療情報連携体制整備加算)", () => {
  it("When the product supports every product-dependent standard, then it supports 加算1 (15 points)", () => {
    const r = feeReadiness(all);
    expect(r.level).toBe(1);
    expect(r.points).toBe(15);
    expect(r.unmet).toEqual([]);
    expect(feeLevelLabel(r.level)).toBe("電子的診療情報連携体制整備加算1（15点）");
  });

  it("When only one of 電子処方箋 and 電子カルテ情報共有サービス is supported, then 加算2 (9 points)", () => {
    expect(feeReadiness({ ...all, emr_sharing: PLANNED }).level).toBe(2);
    const r = feeReadiness({ ...all, e_prescription: UNSUPPORTED });
    expect(r.level).toBe(2);
    expect(r.points).toBe(9);
    expect(r.unmet.map((u) => u.no)).toEqual([8]);
  });

  it("When neither is supported but (1)–(4) are, then 加算3 (4 points)", () => {
    const r = feeReadiness({ ...all, e_prescription: PLANNED, emr_sharing: NOT_APPLICABLE });
    expect(r.level).toBe(3);
    expect(r.points).toBe(4);
  });

  it("When a base standard is missing (オンライン請求, 明細書 or オンライン資格確認), then no level", () => {
    for (const key of ["online_claims", "itemised_receipt", "online_qualification"] as const) {
      const r = feeReadiness({ ...all, [key]: PLANNED });
      expect(r.level).toBeNull();
      expect(r.points).toBeNull();
    }
  });

  it("Lists the facility-side standards as not product-dependent, whatever the product", () => {
    const facility = feeReadiness(all).facility_side.map((r) => r.no);
    expect(facility).toEqual([5, 6, 7, 10]);
    expect(feeReadiness({ ...all, online_claims: UNSUPPORTED }).facility_side.map((r) => r.no)).toEqual(facility);
    expect(FEE_REQUIREMENTS).toHaveLength(10);
  });
});

describe("certificationState", () => {
  it("When the expiry is before today (Tokyo), then expired; on the last day still valid", () => {
    expect(certificationState({ expires_on: "2026-03-31" }, "2026-04-01")).toBe("expired");
    expect(certificationState({ expires_on: "2026-03-31" }, "2026-03-31")).toBe("valid");
    expect(certificationState({ expires_on: null }, "2030-01-01")).toBe("no_expiry");
  });
});

describe("provenanceText and facet keys", () => {
  it("Shows 運営確認済み with the date only when verified", () => {
    expect(provenanceText({ as_of: "2026-04-01", verified_at: null })).toBe("2026/04/01時点（提供者の申告）");
    expect(provenanceText({ as_of: "2026-04-01", verified_at: "2026-05-02T16:00:00Z" })).toBe(
      "2026/04/01時点・運営確認済み（2026/05/03）",
    );
  });

  it("Maps URL keys to facets and ignores unknown keys", () => {
    expect(facetOfKey("domestic-dc")).toBe(SERVICE_FACET.DOMESTIC_DC);
    expect(facetOfKey("two-factor")).toBe(SERVICE_FACET.TWO_FACTOR);
    expect(facetOfKey("nope")).toBeUndefined();
  });
});
