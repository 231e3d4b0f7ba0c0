// Demo attributes of every demo service (issue 28, ADR 153): deterministic from the service's name and
// category, dated from the seed day (ADR 097). An electronic medical record differs from a care-record
// product: the 医療DX and fee rows apply to records, claims and online care; care products carry the
// 介護テクノロジー and ケアプランデータ連携 rows instead.

import {
  AI_CATEGORY,
  BACKUP_KIND,
  CARE_TECH_AREA,
  type CareTechArea,
  CERTIFICATION,
  DATA_CENTRE,
  DELIVERY_MODEL,
  DICOM_ROLE,
  DISCLOSURE_ITEM,
  DISCLOSURE_STATUS,
  type Disclosure,
  type DisclosureStatus,
  type HeldCertification,
  HS_STANDARD,
  type HsStandard,
  READINESS,
  type Readiness,
  type ServiceAttributes,
  SUBSIDY_FRAME,
} from "@iryo/domain/service-attributes";
import { addDays, type DateKey } from "@iryo/domain/tokyo-date";
import { stableHash } from "./service-details.js";

/** Category indexes of DEMO_CATEGORIES. */
const CAT = {
  EMR: 0,
  CLAIMS: 1,
  BOOKING: 2,
  ONLINE_CARE: 3,
  PACS: 4,
  ROSTER: 5,
  HOME_CARE: 6,
  CARE_RECORD: 7,
  SECURITY: 8,
  REGIONAL: 9,
  ANALYTICS: 10,
  CHECKOUT: 11,
  COMMS: 12,
} as const;

const CLINICAL: readonly number[] = [CAT.EMR, CAT.CLAIMS, CAT.ONLINE_CARE, CAT.HOME_CARE];

/** A small deterministic generator: the n-th bit pattern of a name's hash. */
function dice(name: string) {
  let h = stableHash(name);
  return {
    /** true with probability `p` (0–1). */
    chance(p: number): boolean {
      h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
      return (h % 1000) / 1000 < p;
    },
    pick<T>(items: readonly T[]): T {
      h = Math.imul(h ^ (h >>> 13), 0x297a2d39) >>> 0;
      return items[h % items.length] as T;
    },
    int(min: number, max: number): number {
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
      return min + (h % (max - min + 1));
    },
  };
}

export function demoServiceAttributes(
  name: string,
  category: number,
  serviceId: number,
  today: DateKey,
): ServiceAttributes {
  const d = dice(name);
  const clinical = CLINICAL.includes(category);
  const emr = category === CAT.EMR;
  const care = category === CAT.CARE_RECORD;
  const asOf = (back: number) => addDays(today, -back);
  const link = (path: string) => `https://www.example.com/iryo-it-navi/services/${serviceId}/${path}`;

  const status = (pPublic: number): DisclosureStatus =>
    d.chance(pPublic)
      ? DISCLOSURE_STATUS.PUBLIC
      : d.pick([DISCLOSURE_STATUS.ON_REQUEST, DISCLOSURE_STATUS.AFTER_NDA, DISCLOSURE_STATUS.NONE]);
  const item = (
    code: Disclosure["item"],
    pPublic: number,
    path: string,
    extra: Partial<Disclosure> = {},
  ): Disclosure => {
    const s = status(pPublic);
    return { item: code, status: s, url: s === DISCLOSURE_STATUS.PUBLIC ? link(path) : null, ...extra };
  };
  const sdsPublic = emr ? 0.75 : 0.4;
  const items: Disclosure[] = [
    item(DISCLOSURE_ITEM.PRICE_LIST, 0.6, "price"),
    item(DISCLOSURE_ITEM.SDS, sdsPublic, "sds", {
      version: d.pick(["5.0", "5.0", "4.0"]),
      dated_on: asOf(d.int(30, 400)),
    }),
    item(DISCLOSURE_ITEM.VENDOR_CHECKLIST, 0.5, "checklist", { year: d.pick([2025, 2026]) }),
    item(DISCLOSURE_ITEM.CONFORMANCE_STATEMENT, emr ? 0.5 : 0.2, "conformance"),
    item(DISCLOSURE_ITEM.SPECIFICATION, 0.5, "specification"),
    item(DISCLOSURE_ITEM.MIGRATION_FORMAT, emr ? 0.6 : 0.3, "migration"),
    item(DISCLOSURE_ITEM.INTERFACE_SPEC, emr || category === CAT.PACS ? 0.6 : 0.25, "interface"),
    item(DISCLOSURE_ITEM.FIRST_RESPONSE_TIME, 0.5, "support", { minutes: d.int(8, 180) }),
    item(DISCLOSURE_ITEM.DEMO, 0.7, "demo"),
    item(DISCLOSURE_ITEM.TRIAL, 0.45, "trial"),
    item(DISCLOSURE_ITEM.TEST_ENVIRONMENT, 0.3, "test-environment"),
  ];

  const onPremisesLikely = category === CAT.PACS || category === CAT.ANALYTICS || category === CAT.CHECKOUT;
  const picked = onPremisesLikely
    ? d.pick([DELIVERY_MODEL.ON_PREMISES, DELIVERY_MODEL.HYBRID, DELIVERY_MODEL.SAAS])
    : d.pick([
        DELIVERY_MODEL.SAAS,
        DELIVERY_MODEL.SAAS,
        DELIVERY_MODEL.SAAS,
        DELIVERY_MODEL.HYBRID,
        DELIVERY_MODEL.ON_PREMISES,
      ]);
  // A product sold as cloud is SaaS whatever the dice say (the pick still runs, so later values stay put).
  const delivery = /クラウド|Cloud/i.test(name) ? DELIVERY_MODEL.SAAS : picked;
  const certifications: HeldCertification[] = [];
  const cert = (kind: HeldCertification["kind"], p: number, prefix: string) => {
    if (!d.chance(p)) return;
    // About one in six has lapsed: an expired certificate must show as expired.
    const expiresIn = d.chance(0.16) ? -d.int(10, 120) : d.int(60, 900);
    certifications.push({ kind, number: `${prefix}${d.int(10000, 99999)}`, expires_on: addDays(today, expiresIn) });
  };
  cert(CERTIFICATION.ISMS, 0.7, "IS ");
  cert(CERTIFICATION.ISO27017, delivery === DELIVERY_MODEL.ON_PREMISES ? 0.1 : 0.45, "CLOUD ");
  cert(CERTIFICATION.PRIVACY_MARK, 0.55, "第");
  if (emr || category === CAT.SECURITY) cert(CERTIFICATION.ISMAP, 0.25, "C");
  cert(CERTIFICATION.SOC2, 0.15, "SOC2-");

  const ready = (p: number, applies = true): Readiness =>
    !applies
      ? READINESS.NOT_APPLICABLE
      : d.chance(p)
        ? READINESS.SUPPORTED
        : d.pick([READINESS.PLANNED, READINESS.UNSUPPORTED]);
  const emrSharing = ready(emr ? 0.65 : 0.3, emr || category === CAT.REGIONAL);
  const hs: HsStandard[] = [];
  const addHs = (code: HsStandard, p: number) => {
    if (d.chance(p)) hs.push(code);
  };
  if (emr) {
    addHs(HS_STANDARD.HS001, 0.8);
    addHs(HS_STANDARD.HS005, 0.9);
    addHs(HS_STANDARD.HS008, 0.6);
    addHs(HS_STANDARD.HS012, 0.5);
    addHs(HS_STANDARD.HS022, 0.5);
    addHs(HS_STANDARD.HS026, 0.5);
    addHs(HS_STANDARD.HS027, 0.6);
    addHs(HS_STANDARD.HS032, 0.3);
  } else if (category === CAT.PACS) {
    hs.push(HS_STANDARD.HS011);
    addHs(HS_STANDARD.HS014, 0.7);
    addHs(HS_STANDARD.HS016, 0.6);
  } else if (category === CAT.CLAIMS) {
    addHs(HS_STANDARD.HS001, 0.7);
    addHs(HS_STANDARD.HS005, 0.8);
  } else if (category === CAT.REGIONAL) {
    addHs(HS_STANDARD.HS007, 0.7);
    addHs(HS_STANDARD.HS008, 0.7);
    addHs(HS_STANDARD.HS026, 0.6);
  }
  const fhir = (emr || category === CAT.REGIONAL) && d.chance(0.6) ? d.pick(["1.1.2", "1.1.1", "1.2.0"]) : null;

  const careAreas: CareTechArea[] = care
    ? [CARE_TECH_AREA.CARE_WORK, ...(d.chance(0.4) ? [CARE_TECH_AREA.MONITORING] : [])]
    : [];
  const subsidyEligibleCategory = category !== CAT.REGIONAL;
  const registered = subsidyEligibleCategory && d.chance(care ? 0.7 : 0.45);

  return {
    disclosure: { items, as_of: asOf(d.int(5, 90)), verified_at: null },
    security: {
      delivery_model: delivery,
      data_centre: d.chance(0.8) ? DATA_CENTRE.DOMESTIC : d.pick([DATA_CENTRE.BOTH, DATA_CENTRE.OVERSEAS]),
      certifications,
      two_factor: d.chance(emr || category === CAT.SECURITY ? 0.7 : 0.5),
      backup: d.pick([BACKUP_KIND.OFFLINE, BACKUP_KIND.IMMUTABLE, BACKUP_KIND.BOTH, BACKUP_KIND.NEITHER]),
      responsibility_matrix: d.chance(0.6),
      as_of: asOf(d.int(5, 120)),
      verified_at: null,
    },
    medical_dx: {
      online_qualification: ready(0.8, clinical),
      e_prescription: ready(emr ? 0.7 : 0.4, clinical),
      emr_sharing: emrSharing,
      jp_clins_version: emrSharing === READINESS.SUPPORTED ? d.pick(["1.11.0", "1.10.0"]) : null,
      online_claims: ready(0.85, emr || category === CAT.CLAIMS || category === CAT.HOME_CARE),
      itemised_receipt: ready(0.85, emr || category === CAT.CLAIMS || category === CAT.HOME_CARE),
      as_of: asOf(d.int(5, 60)),
      verified_at: null,
    },
    interoperability: {
      hs_standards: hs,
      fhir_jp_core_version: fhir,
      ss_mix2_output: hs.includes(HS_STANDARD.HS026),
      orca: (emr || category === CAT.CLAIMS || category === CAT.BOOKING) && d.chance(0.5),
      dicom_role:
        category === CAT.PACS
          ? d.pick([DICOM_ROLE.SCP, DICOM_ROLE.BOTH])
          : emr && d.chance(0.3)
            ? DICOM_ROLE.SCU
            : DICOM_ROLE.NONE,
      as_of: asOf(d.int(5, 120)),
      verified_at: null,
    },
    subsidy: {
      digital_ai_2026: registered
        ? {
            frame: d.pick([SUBSIDY_FRAME.NORMAL, SUBSIDY_FRAME.NORMAL, SUBSIDY_FRAME.INVOICE, SUBSIDY_FRAME.SECURITY]),
            ai_category: d.chance(0.35) ? AI_CATEGORY.AI : AI_CATEGORY.NON_AI,
            checked_on: asOf(d.int(3, 40)),
          }
        : null,
      care_tech_areas: careAreas,
      care_plan_data_link: care ? ready(0.6) : READINESS.NOT_APPLICABLE,
      as_of: asOf(d.int(3, 40)),
      verified_at: null,
    },
  };
}
