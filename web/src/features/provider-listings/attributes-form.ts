// The attributes editor's form (ADR 170): what the page edits, and the domain's editable attributes it
// sends. Every value is a code of a domain enumeration (selects and checkboxes); the only text is a link,
// a version and a certificate number. The domain schema checks the converted values, and its issues
// (and the server's field errors, which use the same paths) are put back on the form's fields.

import { FIELD_MESSAGE_CODES } from "@iryo/domain/error-catalogue";
import { attributeFieldErrors, type EditableServiceAttributes } from "@iryo/domain/service-attribute-edits";
import { certification, DISCLOSURE_ITEM, disclosureItem, READINESS } from "@iryo/domain/service-attributes";
import { editableServiceAttributesSchema } from "@iryo/domain/service-attributes-schema";
import type { DateKey } from "@iryo/domain/tokyo-date";
import type { FieldErrors, Resolver } from "react-hook-form";

export interface AttributesForm {
  disclosure: {
    as_of: string;
    items: {
      item: number;
      /** "" = 未回答 (not sent). */
      status: string;
      url: string;
      version: string;
      dated_on: string;
      year: string;
      minutes: string;
    }[];
  };
  security: {
    as_of: string;
    delivery_model: string;
    data_centre: string;
    certifications: { kind: number; held: boolean; number: string; expires_on: string }[];
    two_factor: boolean;
    backup: string;
    responsibility_matrix: boolean;
  };
  medical_dx: {
    as_of: string;
    online_qualification: string;
    e_prescription: string;
    emr_sharing: string;
    jp_clins_version: string;
    online_claims: string;
    itemised_receipt: string;
  };
  interoperability: {
    as_of: string;
    hs_standards: string[];
    fhir_jp_core_version: string;
    ss_mix2_output: boolean;
    orca: boolean;
    dicom_role: string;
  };
  subsidy: {
    as_of: string;
    registered: boolean;
    frame: string;
    ai_category: string;
    checked_on: string;
    care_tech_areas: string[];
    care_plan_data_link: string;
  };
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
const code = (v: string) => (v === "" ? undefined : Number(v));
const orNull = (v: string) => (v.trim() === "" ? null : v.trim());
const intOrNull = (v: string) => (v.trim() === "" ? null : Number(v));

/** The form's values from the draft (or public) attributes; a service without any starts empty on `today`. */
export function formValuesOf(a: EditableServiceAttributes | null, today: DateKey): AttributesForm {
  const readinessText = (v: number | undefined) => text(v ?? READINESS.UNSUPPORTED);
  return {
    disclosure: {
      as_of: a?.disclosure.as_of ?? today,
      items: disclosureItem.members.map((m) => {
        const d = a?.disclosure.items.find((i) => i.item === m.code);
        return {
          item: m.code,
          status: text(d?.status),
          url: text(d?.url),
          version: text(d?.version),
          dated_on: text(d?.dated_on),
          year: text(d?.year),
          minutes: text(d?.minutes),
        };
      }),
    },
    security: {
      as_of: a?.security.as_of ?? today,
      delivery_model: text(a?.security.delivery_model),
      data_centre: text(a?.security.data_centre),
      certifications: certification.members.map((m) => {
        const held = a?.security.certifications.find((c) => c.kind === m.code);
        return {
          kind: m.code,
          held: held !== undefined,
          number: text(held?.number),
          expires_on: text(held?.expires_on),
        };
      }),
      two_factor: a?.security.two_factor ?? false,
      backup: text(a?.security.backup),
      responsibility_matrix: a?.security.responsibility_matrix ?? false,
    },
    medical_dx: {
      as_of: a?.medical_dx.as_of ?? today,
      online_qualification: readinessText(a?.medical_dx.online_qualification),
      e_prescription: readinessText(a?.medical_dx.e_prescription),
      emr_sharing: readinessText(a?.medical_dx.emr_sharing),
      jp_clins_version: text(a?.medical_dx.jp_clins_version),
      online_claims: readinessText(a?.medical_dx.online_claims),
      itemised_receipt: readinessText(a?.medical_dx.itemised_receipt),
    },
    interoperability: {
      as_of: a?.interoperability.as_of ?? today,
      hs_standards: (a?.interoperability.hs_standards ?? []).map(String),
      fhir_jp_core_version: text(a?.interoperability.fhir_jp_core_version),
      ss_mix2_output: a?.interoperability.ss_mix2_output ?? false,
      orca: a?.interoperability.orca ?? false,
      dicom_role: text(a?.interoperability.dicom_role),
    },
    subsidy: {
      as_of: a?.subsidy.as_of ?? today,
      registered: (a?.subsidy.digital_ai_2026 ?? null) !== null,
      frame: text(a?.subsidy.digital_ai_2026?.frame),
      ai_category: text(a?.subsidy.digital_ai_2026?.ai_category),
      checked_on: text(a?.subsidy.digital_ai_2026?.checked_on ?? today),
      care_tech_areas: (a?.subsidy.care_tech_areas ?? []).map(String),
      care_plan_data_link: readinessText(a?.subsidy.care_plan_data_link),
    },
  };
}

/** The values to send (unanswered disclosures and certificates not held are left out). */
export function attributesOf(f: AttributesForm): unknown {
  const items = f.disclosure.items
    .filter((d) => d.status !== "")
    .map((d) => ({
      item: d.item,
      status: code(d.status),
      url: orNull(d.url),
      ...(d.item === DISCLOSURE_ITEM.SDS ? { version: orNull(d.version), dated_on: orNull(d.dated_on) } : {}),
      ...(d.item === DISCLOSURE_ITEM.VENDOR_CHECKLIST ? { year: intOrNull(d.year) } : {}),
      ...(d.item === DISCLOSURE_ITEM.FIRST_RESPONSE_TIME ? { minutes: intOrNull(d.minutes) } : {}),
    }));
  return {
    disclosure: { as_of: f.disclosure.as_of, items },
    security: {
      as_of: f.security.as_of,
      delivery_model: code(f.security.delivery_model),
      data_centre: code(f.security.data_centre),
      certifications: f.security.certifications
        .filter((c) => c.held)
        .map((c) => ({ kind: c.kind, number: c.number.trim(), expires_on: orNull(c.expires_on) })),
      two_factor: f.security.two_factor,
      backup: code(f.security.backup),
      responsibility_matrix: f.security.responsibility_matrix,
    },
    medical_dx: {
      as_of: f.medical_dx.as_of,
      online_qualification: code(f.medical_dx.online_qualification),
      e_prescription: code(f.medical_dx.e_prescription),
      emr_sharing: code(f.medical_dx.emr_sharing),
      jp_clins_version: orNull(f.medical_dx.jp_clins_version),
      online_claims: code(f.medical_dx.online_claims),
      itemised_receipt: code(f.medical_dx.itemised_receipt),
    },
    interoperability: {
      as_of: f.interoperability.as_of,
      hs_standards: f.interoperability.hs_standards.map(Number).sort((a, b) => a - b),
      fhir_jp_core_version: orNull(f.interoperability.fhir_jp_core_version),
      ss_mix2_output: f.interoperability.ss_mix2_output,
      orca: f.interoperability.orca,
      dicom_role: code(f.interoperability.dicom_role),
    },
    subsidy: {
      as_of: f.subsidy.as_of,
      digital_ai_2026: f.subsidy.registered
        ? { frame: code(f.subsidy.frame), ai_category: code(f.subsidy.ai_category), checked_on: f.subsidy.checked_on }
        : null,
      care_tech_areas: f.subsidy.care_tech_areas.map(Number).sort((a, b) => a - b),
      care_plan_data_link: code(f.subsidy.care_plan_data_link),
    },
  };
}

/**
 * The form field of a path of the sent values (`disclosure.items.0.url` → the form row of the first
 * answered item; `subsidy.digital_ai_2026.frame` → `subsidy.frame`); a whole disclosure item's problem
 * (a link without 公開) lands on its link.
 */
function formFieldOf(path: string, f: AttributesForm): string {
  const parts = path.split(".");
  if (parts[0] === "disclosure" && parts[1] === "items" && parts[2] !== undefined) {
    const answered = f.disclosure.items.map((d, i) => ({ d, i })).filter(({ d }) => d.status !== "");
    const row = answered[Number(parts[2])]?.i ?? 0;
    return `disclosure.items.${row}.${parts[3] ?? "url"}`;
  }
  if (parts[0] === "security" && parts[1] === "certifications" && parts[2] !== undefined) {
    const held = f.security.certifications.map((c, i) => ({ c, i })).filter(({ c }) => c.held);
    const row = held[Number(parts[2])]?.i ?? 0;
    return `security.certifications.${row}.${parts[3] ?? "number"}`;
  }
  if (parts[0] === "subsidy" && parts[1] === "digital_ai_2026") return `subsidy.${parts[2] ?? "frame"}`;
  return path;
}

/** Field errors of the form (message = the catalogue code, as the server's field errors are). */
export function formErrorsOf(fieldErrors: Readonly<Record<string, string>>, f: AttributesForm) {
  return Object.entries(fieldErrors).map(([path, message]) => ({ name: formFieldOf(path, f), message }));
}

/** react-hook-form's resolver: the domain schema over the converted values. */
export const attributesResolver: Resolver<AttributesForm> = async (values) => {
  const parsed = editableServiceAttributesSchema.safeParse(attributesOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const { name, message } of formErrorsOf(attributeFieldErrors(parsed.error.issues), values)) {
    setPath(errors, name, { type: "validate", message: message || FIELD_MESSAGE_CODES.wrongFormat });
  }
  return { values: {}, errors: errors as FieldErrors<AttributesForm> };
};

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let at = target;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1] as string] = value;
}
