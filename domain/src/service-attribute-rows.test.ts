import { describe, expect, it } from "vitest";
import { attributeSections } from "./service-attribute-rows.js";
import {
  AI_CATEGORY,
  BACKUP_KIND,
  CERTIFICATION,
  DATA_CENTRE,
  DELIVERY_MODEL,
  DICOM_ROLE,
  DISCLOSURE_ITEM,
  DISCLOSURE_STATUS,
  HS_STANDARD,
  READINESS,
  type ServiceAttributes,
  SUBSIDY_FRAME,
} from "./service-attributes.js";

const provenance = { as_of: "2026-10-01", verified_at: null };
const attributes: ServiceAttributes = {
  disclosure: {
    items: [
      {
        item: DISCLOSURE_ITEM.SDS,
        status: DISCLOSURE_STATUS.PUBLIC,
        url: "https://example.com/sds",
        version: "5.0",
        dated_on: "2026-04-01",
      },
      { item: DISCLOSURE_ITEM.PRICE_LIST, status: DISCLOSURE_STATUS.AFTER_NDA, url: null },
    ],
    ...provenance,
  },
  security: {
    delivery_model: DELIVERY_MODEL.SAAS,
    data_centre: DATA_CENTRE.DOMESTIC,
    certifications: [
      { kind: CERTIFICATION.ISMS, number: "IS 12345", expires_on: "2026-11-30" },
      { kind: CERTIFICATION.ISMAP, number: "C0001", expires_on: "2026-10-31" },
    ],
    two_factor: true,
    backup: BACKUP_KIND.IMMUTABLE,
    responsibility_matrix: false,
    as_of: "2026-10-01",
    verified_at: "2026-10-05T03:00:00Z",
  },
  medical_dx: {
    online_qualification: READINESS.SUPPORTED,
    e_prescription: READINESS.SUPPORTED,
    emr_sharing: READINESS.SUPPORTED,
    jp_clins_version: "1.11.0",
    online_claims: READINESS.SUPPORTED,
    itemised_receipt: READINESS.SUPPORTED,
    ...provenance,
  },
  interoperability: {
    hs_standards: [HS_STANDARD.HS005, HS_STANDARD.HS026],
    fhir_jp_core_version: "1.1.2",
    ss_mix2_output: true,
    orca: false,
    dicom_role: DICOM_ROLE.NONE,
    ...provenance,
  },
  subsidy: {
    digital_ai_2026: { frame: SUBSIDY_FRAME.NORMAL, ai_category: AI_CATEGORY.NON_AI, checked_on: "2026-11-01" },
    care_tech_areas: [],
    care_plan_data_link: READINESS.NOT_APPLICABLE,
    ...provenance,
  },
};

const rowOf = (key: string, today = "2026-11-15") =>
  attributeSections(attributes, today)
    .flatMap((s) => s.rows)
    .find((r) => r.key === key);

describe("attributeSections", () => {
  it("When a certificate's last day has passed in Tokyo, then its row says 期限切れ and is marked expired", () => {
    expect(rowOf("security.cert.4")).toMatchObject({ value: "期限切れ（2026/10/31まで・C0001）", mark: "expired" });
    expect(rowOf("security.cert.1")).toMatchObject({ value: "取得（IS 12345・2026/11/30まで）", mark: null });
    expect(rowOf("security.cert.1", "2026-12-01")?.mark).toBe("expired");
    expect(rowOf("security.cert.5")?.value).toBe("なし");
  });

  it("Shows each disclosure's status with its details and link; an item not answered says so", () => {
    expect(rowOf("disclosure.2")).toMatchObject({
      value: "公開（Ver.5.0・2026/04/01版）",
      url: "https://example.com/sds",
      mark: "published",
    });
    expect(rowOf("disclosure.1")?.value).toBe("NDA後");
    expect(rowOf("disclosure.3")?.value).toBe("未回答");
  });

  it("Shows the 加算 the product supports, the requirements it meets and the facility-side ones", () => {
    expect(rowOf("dx.fee_level")?.value).toBe("電子的診療情報連携体制整備加算1（15点）");
    expect(rowOf("dx.fee_met")?.value).toBe("(1)(2)(3)(4)(8)(9)");
    expect(rowOf("dx.fee_facility")?.value).toBe("(5)(6)(7)(10)");
    expect(rowOf("dx.emr_sharing")?.value).toBe("対応（JP-CLINS 1.11.0）");
  });

  it("Names the subsidy with its frame, AI category and check date — never a bare 補助金対象", () => {
    const row = rowOf("subsidy.digital_ai_2026");
    expect(row?.value).toBe("登録ツール（通常枠・AI活用なし、2026/11/01確認）");
    const all = attributeSections(attributes, "2026-11-15").flatMap((s) => s.rows.map((r) => r.value));
    expect(all.some((v) => v.includes("補助金対象"))).toBe(false);
  });

  it("Gives each section its provenance; verified only where an operator checked", () => {
    const sections = attributeSections(attributes, "2026-11-15");
    expect(sections.map((s) => s.key)).toEqual(["disclosure", "security", "medical_dx", "interoperability", "subsidy"]);
    expect(sections[1]).toMatchObject({ verified: true, provenance: "2026/10/01時点・運営確認済み（2026/10/05）" });
    expect(sections[0]?.verified).toBe(false);
    expect(rowOf("io.hs")?.value).toBe("HS005、HS026");
  });
});
