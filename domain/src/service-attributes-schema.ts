// The zod shape of a service's structured attributes (ADR 153): what the api stores and answers and
// what a provider draft will be validated against. Kept apart from service-attributes.ts so that pages
// that only show labels never load zod (ADR 095).

import * as z from "zod/mini";
import type { Enumeration, EnumerationMember } from "./enumeration.js";
import {
  aiCategory,
  backupKind,
  careTechArea,
  certification,
  DISCLOSURE_STATUS,
  dataCentre,
  deliveryModel,
  dicomRole,
  disclosureItem,
  disclosureStatus,
  hsStandard,
  readiness,
  type ServiceAttributes,
  subsidyFrame,
} from "./service-attributes.js";

const code = <M extends EnumerationMember>(e: Enumeration<M>) =>
  z.number().check(
    z.int(),
    z.refine((v): v is M["code"] => e.isCode(v)),
  ) as unknown as z.ZodMiniType<M["code"]>;
const dateKey = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** "5.0", "1.11.0": at most four parts of at most four digits (never read as a number). */
const version = () => z.string().check(z.regex(/^\d{1,4}(\.\d{1,4}){0,3}$/));

const provenance = { as_of: dateKey(), verified_at: z.nullable(z.string()) } as const;

const disclosureSchema = z
  .object({
    item: code(disclosureItem),
    status: code(disclosureStatus),
    url: z.nullable(z.url()),
    version: z.nullish(version()),
    dated_on: z.nullish(dateKey()),
    year: z.nullish(z.number().check(z.int(), z.gte(2000), z.lte(2100))),
    /** At most a year, in minutes. */
    minutes: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(525_600))),
  })
  .check(
    z.refine((d) => (d.status === DISCLOSURE_STATUS.PUBLIC) === (d.url !== null), {
      message: "a public disclosure has a link, and only a public one",
    }),
  );

export const serviceAttributesSchema = z.object({
  disclosure: z.object({ items: z.array(disclosureSchema), ...provenance }),
  security: z.object({
    delivery_model: code(deliveryModel),
    data_centre: code(dataCentre),
    certifications: z.array(
      z.object({
        kind: code(certification),
        number: z.string().check(z.minLength(1)),
        expires_on: z.nullable(dateKey()),
      }),
    ),
    two_factor: z.boolean(),
    backup: code(backupKind),
    responsibility_matrix: z.boolean(),
    ...provenance,
  }),
  medical_dx: z.object({
    online_qualification: code(readiness),
    e_prescription: code(readiness),
    emr_sharing: code(readiness),
    jp_clins_version: z.nullable(version()),
    online_claims: code(readiness),
    itemised_receipt: code(readiness),
    ...provenance,
  }),
  interoperability: z.object({
    hs_standards: z.array(code(hsStandard)),
    fhir_jp_core_version: z.nullable(version()),
    ss_mix2_output: z.boolean(),
    orca: z.boolean(),
    dicom_role: code(dicomRole),
    ...provenance,
  }),
  subsidy: z.object({
    digital_ai_2026: z.nullable(
      z.object({ frame: code(subsidyFrame), ai_category: code(aiCategory), checked_on: dateKey() }),
    ),
    care_tech_areas: z.array(code(careTechArea)),
    care_plan_data_link: code(readiness),
    ...provenance,
  }),
}) satisfies z.ZodMiniType<ServiceAttributes>;

/** The groups without their verification: what a provider edits (ADR 170); an operator verifies apart. */
const editable = serviceAttributesSchema.shape;
export const editableServiceAttributesSchema = z.object({
  disclosure: z.omit(editable.disclosure, { verified_at: true }),
  security: z.omit(editable.security, { verified_at: true }),
  medical_dx: z.omit(editable.medical_dx, { verified_at: true }),
  interoperability: z.omit(editable.interoperability, { verified_at: true }),
  subsidy: z.omit(editable.subsidy, { verified_at: true }),
});
