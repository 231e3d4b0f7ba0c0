import { describe, expect, it } from "vitest";
import {
  ATTRIBUTE_GROUP_KEYS,
  ATTRIBUTE_GROUP_OF_KEY,
  attributeDiff,
  attributeFieldErrors,
  changedGroups,
  editableOf,
  publishedAfterApproval,
} from "./service-attribute-edits.js";
import {
  AI_CATEGORY,
  ATTRIBUTE_GROUP,
  BACKUP_KIND,
  DATA_CENTRE,
  DELIVERY_MODEL,
  DICOM_ROLE,
  DISCLOSURE_ITEM,
  DISCLOSURE_STATUS,
  READINESS,
  type ServiceAttributes,
  SUBSIDY_FRAME,
} from "./service-attributes.js";
import { editableServiceAttributesSchema } from "./service-attributes-schema.js";

const VERIFIED = "2026-10-05T03:00:00.000Z";
const published: ServiceAttributes = {
  disclosure: {
    items: [
      { item: DISCLOSURE_ITEM.SDS, status: DISCLOSURE_STATUS.PUBLIC, url: "https://example.com/sds", version: "5.0" },
    ],
    as_of: "2026-10-01",
    verified_at: VERIFIED,
  },
  security: {
    delivery_model: DELIVERY_MODEL.SAAS,
    data_centre: DATA_CENTRE.OVERSEAS,
    certifications: [],
    two_factor: false,
    backup: BACKUP_KIND.NEITHER,
    responsibility_matrix: true,
    as_of: "2026-10-01",
    verified_at: VERIFIED,
  },
  medical_dx: {
    online_qualification: READINESS.SUPPORTED,
    e_prescription: READINESS.PLANNED,
    emr_sharing: READINESS.UNSUPPORTED,
    jp_clins_version: null,
    online_claims: READINESS.SUPPORTED,
    itemised_receipt: READINESS.SUPPORTED,
    as_of: "2026-10-01",
    verified_at: null,
  },
  interoperability: {
    hs_standards: [],
    fhir_jp_core_version: null,
    ss_mix2_output: false,
    orca: true,
    dicom_role: DICOM_ROLE.NONE,
    as_of: "2026-10-01",
    verified_at: VERIFIED,
  },
  subsidy: {
    digital_ai_2026: { frame: SUBSIDY_FRAME.NORMAL, ai_category: AI_CATEGORY.AI, checked_on: "2026-09-01" },
    care_tech_areas: [],
    care_plan_data_link: READINESS.NOT_APPLICABLE,
    as_of: "2026-10-01",
    verified_at: VERIFIED,
  },
};
const TODAY = "2026-11-26";

const edited = () => {
  const e = editableOf(published);
  return { ...e, security: { ...e.security, data_centre: DATA_CENTRE.DOMESTIC, two_factor: true } };
};

describe("editableOf", () => {
  it("When published attributes are edited, then every group keeps its values and loses its verification", () => {
    const e = editableOf(published);
    expect(Object.keys(e)).toEqual([...ATTRIBUTE_GROUP_KEYS]);
    for (const key of ATTRIBUTE_GROUP_KEYS) expect(e[key]).not.toHaveProperty("verified_at");
    expect(e.security.data_centre).toBe(DATA_CENTRE.OVERSEAS);
    expect(editableServiceAttributesSchema.parse(e)).toEqual(e);
  });
});

describe("ATTRIBUTE_GROUP_OF_KEY", () => {
  it("When a key is stored, then it is the domain's group of the same name", () => {
    expect(ATTRIBUTE_GROUP_OF_KEY.security).toBe(ATTRIBUTE_GROUP.SECURITY);
    expect(new Set(Object.values(ATTRIBUTE_GROUP_OF_KEY)).size).toBe(5);
  });
});

describe("changedGroups", () => {
  it("When only the security group changes, then only it is named", () => {
    expect(changedGroups(editableOf(published), edited())).toEqual(["security"]);
  });
  it("When the same values arrive in another key order or with undefined extras, then nothing changed", () => {
    const e = editableOf(published);
    const reordered = {
      ...e,
      disclosure: { as_of: e.disclosure.as_of, items: e.disclosure.items.map((i) => ({ ...i, minutes: undefined })) },
    };
    expect(changedGroups(e, reordered)).toEqual([]);
  });
  it("When only the as-of date moves, then the group changed", () => {
    const e = editableOf(published);
    expect(changedGroups(e, { ...e, subsidy: { ...e.subsidy, as_of: "2026-11-01" } })).toEqual(["subsidy"]);
  });
  it("When there is no public version, then every group changed", () => {
    expect(changedGroups(null, edited())).toEqual([...ATTRIBUTE_GROUP_KEYS]);
  });
});

describe("publishedAfterApproval", () => {
  it("When security changed, then its verification is cleared and the unchanged groups keep theirs", () => {
    const next = publishedAfterApproval(published, edited());
    expect(next.security).toMatchObject({ data_centre: DATA_CENTRE.DOMESTIC, verified_at: null });
    expect(next.disclosure.verified_at).toBe(VERIFIED);
    expect(next.interoperability.verified_at).toBe(VERIFIED);
    expect(next.medical_dx.verified_at).toBeNull();
  });
  it("When there are no published attributes, then nothing is verified", () => {
    const next = publishedAfterApproval(null, edited());
    for (const key of ATTRIBUTE_GROUP_KEYS) expect(next[key].verified_at).toBeNull();
  });
});

describe("attributeDiff", () => {
  it("When the data centre and two-factor change, then one row each, labelled by group and row, as visitors read them", () => {
    expect(attributeDiff(editableOf(published), edited(), TODAY)).toEqual([
      {
        field: "security.data_centre",
        label: "セキュリティ・提供形態：データセンターの所在地",
        before: "国外",
        after: "国内",
      },
      { field: "security.two_factor", label: "セキュリティ・提供形態：二要素認証", before: "非対応", after: "対応" },
    ]);
  });
  it("When an as-of date or a link changes, then its row shows it", () => {
    const e = editableOf(published);
    const next = {
      ...e,
      disclosure: {
        as_of: "2026-11-20",
        items: [{ ...(e.disclosure.items[0] as (typeof e.disclosure.items)[number]), url: "https://example.com/sds2" }],
      },
    };
    const diff = attributeDiff(e, next, TODAY);
    expect(diff.map((d) => d.field)).toEqual(["disclosure.as_of", "disclosure.2"]);
    expect(diff[0]).toMatchObject({ label: "標準仕様の開示：時点", before: "2026-10-01", after: "2026-11-20" });
    expect(diff[1]?.after).toBe("公開（Ver.5.0） https://example.com/sds2");
  });
  it("When nothing changed, then no rows", () => {
    expect(attributeDiff(editableOf(published), editableOf(published), TODAY)).toEqual([]);
  });
  it("When there is no public version, then every row is new", () => {
    const diff = attributeDiff(null, edited(), TODAY);
    expect(diff.length).toBeGreaterThan(20);
    expect(diff.every((d) => d.before === "（なし）")).toBe(true);
  });
});

describe("attributeFieldErrors", () => {
  it("When values are missing or outside the enumerations, then each field is named by its path with its code", () => {
    const e = editableOf(published);
    const { security: _dropped, ...withoutSecurity } = e;
    const bad = {
      ...withoutSecurity,
      medical_dx: { ...e.medical_dx, e_prescription: 99 },
      disclosure: { ...e.disclosure, items: [{ item: 2, status: 1, url: null }] },
    };
    const result = editableServiceAttributesSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const errors = attributeFieldErrors(result.error?.issues ?? []);
    expect(errors).toMatchObject({
      security: "0101001",
      "medical_dx.e_prescription": "0101002",
      "disclosure.items.0": "0101002",
    });
  });
  it("When a field fails twice or the whole body is wrong, then the first issue counts and the root is named", () => {
    expect(
      attributeFieldErrors([
        { code: "custom", path: ["a"] },
        { code: "invalid_type", path: ["a"], input: undefined },
        { code: "invalid_type", path: [], input: "x" },
      ]),
    ).toEqual({ a: "0101002", attributes: "0101002" });
  });
});
