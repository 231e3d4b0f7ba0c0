import type { EditableServiceAttributes } from "@iryo/domain/service-attribute-edits";
import {
  BACKUP_KIND,
  CERTIFICATION,
  DATA_CENTRE,
  DELIVERY_MODEL,
  DICOM_ROLE,
  DISCLOSURE_ITEM,
  DISCLOSURE_STATUS,
  READINESS,
} from "@iryo/domain/service-attributes";
import { editableServiceAttributesSchema } from "@iryo/domain/service-attributes-schema";
import { describe, expect, it } from "vitest";
import { attributesOf, attributesResolver, formErrorsOf, formValuesOf } from "./attributes-form";

const attributes: EditableServiceAttributes = {
  disclosure: {
    items: [
      {
        item: DISCLOSURE_ITEM.SDS,
        status: DISCLOSURE_STATUS.PUBLIC,
        url: "https://example.com/sds",
        version: "5.0",
        dated_on: "2026-04-01",
      },
      { item: DISCLOSURE_ITEM.VENDOR_CHECKLIST, status: DISCLOSURE_STATUS.ON_REQUEST, url: null, year: 2026 },
    ],
    as_of: "2026-10-01",
  },
  security: {
    delivery_model: DELIVERY_MODEL.SAAS,
    data_centre: DATA_CENTRE.DOMESTIC,
    certifications: [{ kind: CERTIFICATION.ISMAP, number: "C0001", expires_on: "2027-03-31" }],
    two_factor: true,
    backup: BACKUP_KIND.IMMUTABLE,
    responsibility_matrix: false,
    as_of: "2026-10-01",
  },
  medical_dx: {
    online_qualification: READINESS.SUPPORTED,
    e_prescription: READINESS.PLANNED,
    emr_sharing: READINESS.SUPPORTED,
    jp_clins_version: "1.11.0",
    online_claims: READINESS.SUPPORTED,
    itemised_receipt: READINESS.SUPPORTED,
    as_of: "2026-10-01",
  },
  interoperability: {
    hs_standards: [5, 26],
    fhir_jp_core_version: null,
    ss_mix2_output: true,
    orca: false,
    dicom_role: DICOM_ROLE.NONE,
    as_of: "2026-10-01",
  },
  subsidy: {
    digital_ai_2026: null,
    care_tech_areas: [],
    care_plan_data_link: READINESS.NOT_APPLICABLE,
    as_of: "2026-10-01",
  },
};

describe("the attributes form", () => {
  it("When attributes are loaded and sent back unchanged, then the domain schema reads the same values", () => {
    const sent = editableServiceAttributesSchema.parse(attributesOf(formValuesOf(attributes, "2026-11-26")));
    expect(sent).toEqual(editableServiceAttributesSchema.parse(attributes));
  });

  it("When a service has none yet, then every item starts 未回答 on today's date and nothing is held", () => {
    const form = formValuesOf(null, "2026-11-26");
    expect(form.disclosure.items.every((d) => d.status === "")).toBe(true);
    expect(form.security.certifications.every((c) => !c.held)).toBe(true);
    expect(form.subsidy.as_of).toBe("2026-11-26");
  });

  it("When a public disclosure has no link and a held certificate no number, then the errors land on their form rows", async () => {
    const form = formValuesOf(attributes, "2026-11-26");
    const sds = form.disclosure.items.findIndex((d) => d.item === DISCLOSURE_ITEM.SDS);
    const ismap = form.security.certifications.findIndex((c) => c.kind === CERTIFICATION.ISMAP);
    (form.disclosure.items[sds] as { url: string }).url = "";
    (form.security.certifications[ismap] as { number: string }).number = "";
    form.subsidy.registered = true;
    form.subsidy.frame = "";
    const result = await attributesResolver(form, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, Record<string, unknown>>;
    expect(errors.disclosure?.items).toHaveProperty(`${sds}.url.message`, "0101002");
    expect(errors.security?.certifications).toHaveProperty(`${ismap}.number.message`, "0101002");
    expect(errors.subsidy).toHaveProperty("frame.message", "0101001");
  });

  it("When the server names a path of the sent values, then it maps to the form's field", () => {
    const form = formValuesOf(attributes, "2026-11-26");
    const checklist = form.disclosure.items.findIndex((d) => d.item === DISCLOSURE_ITEM.VENDOR_CHECKLIST);
    expect(
      formErrorsOf(
        {
          "disclosure.items.1.year": "0101002",
          "security.data_centre": "0101002",
          "subsidy.digital_ai_2026.checked_on": "0101002",
          "security.certifications.0": "0101002",
        },
        form,
      ).map((e) => e.name),
    ).toEqual([
      `disclosure.items.${checklist}.year`,
      "security.data_centre",
      "subsidy.checked_on",
      `security.certifications.${form.security.certifications.findIndex((c) => c.held)}.number`,
    ]);
  });
});
