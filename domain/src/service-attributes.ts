// Structured attributes of a service (issue 28, ADR 153): what a hospital must collect before it buys a
// medical system — disclosures under the draft 電子カルテ/レセコン標準仕様, security and hosting, 医療DX
// and fee readiness, interoperability and subsidies. Every value is a code of an enumeration here; the
// only free text is what has no list (a certificate number, a version, a link). Each group carries the
// date its values hold for (`as_of`) and, once an operator has checked it, `verified_at`.

import { defineEnumeration } from "./enumeration.js";
import { type DateKey, tokyoDateKey } from "./tokyo-date.js";

/** The five groups; one stored row per service and group (migration 098). */
export const ATTRIBUTE_GROUP = { DISCLOSURE: 1, SECURITY: 2, MEDICAL_DX: 3, INTEROPERABILITY: 4, SUBSIDY: 5 } as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUP)[keyof typeof ATTRIBUTE_GROUP];
export const attributeGroup = defineEnumeration([
  { code: ATTRIBUTE_GROUP.DISCLOSURE, label: "標準仕様の開示" },
  { code: ATTRIBUTE_GROUP.SECURITY, label: "セキュリティ・提供形態" },
  { code: ATTRIBUTE_GROUP.MEDICAL_DX, label: "医療DX・診療報酬への対応" },
  { code: ATTRIBUTE_GROUP.INTEROPERABILITY, label: "相互運用性" },
  { code: ATTRIBUTE_GROUP.SUBSIDY, label: "補助金・制度" },
]);

// ---- Disclosure -----------------------------------------------------------------------------------

export const DISCLOSURE_STATUS = { PUBLIC: 1, ON_REQUEST: 2, AFTER_NDA: 3, NONE: 4 } as const;
export type DisclosureStatus = (typeof DISCLOSURE_STATUS)[keyof typeof DISCLOSURE_STATUS];
export const disclosureStatus = defineEnumeration([
  { code: DISCLOSURE_STATUS.PUBLIC, label: "公開" },
  { code: DISCLOSURE_STATUS.ON_REQUEST, label: "要請時" },
  { code: DISCLOSURE_STATUS.AFTER_NDA, label: "NDA後" },
  { code: DISCLOSURE_STATUS.NONE, label: "未対応" },
]);

/** The items the draft 標準仕様 (2026) asks a vendor to publish, plus demo, trial and test environments. */
export const DISCLOSURE_ITEM = {
  PRICE_LIST: 1,
  SDS: 2,
  VENDOR_CHECKLIST: 3,
  CONFORMANCE_STATEMENT: 4,
  SPECIFICATION: 5,
  MIGRATION_FORMAT: 6,
  INTERFACE_SPEC: 7,
  FIRST_RESPONSE_TIME: 8,
  DEMO: 9,
  TRIAL: 10,
  TEST_ENVIRONMENT: 11,
} as const;
export type DisclosureItem = (typeof DISCLOSURE_ITEM)[keyof typeof DISCLOSURE_ITEM];
export const disclosureItem = defineEnumeration([
  { code: DISCLOSURE_ITEM.PRICE_LIST, label: "価格表（オプションを含む）" },
  { code: DISCLOSURE_ITEM.SDS, label: "SDS（サービス事業者による医療情報セキュリティ開示書）" },
  { code: DISCLOSURE_ITEM.VENDOR_CHECKLIST, label: "事業者確認用チェックリスト" },
  { code: DISCLOSURE_ITEM.CONFORMANCE_STATEMENT, label: "サービス仕様適合開示書" },
  { code: DISCLOSURE_ITEM.SPECIFICATION, label: "仕様書" },
  { code: DISCLOSURE_ITEM.MIGRATION_FORMAT, label: "データ移行の形式" },
  { code: DISCLOSURE_ITEM.INTERFACE_SPEC, label: "部門システム連携のインターフェース仕様" },
  { code: DISCLOSURE_ITEM.FIRST_RESPONSE_TIME, label: "平均初回応答時間（直近3か月）" },
  { code: DISCLOSURE_ITEM.DEMO, label: "デモ" },
  { code: DISCLOSURE_ITEM.TRIAL, label: "トライアル" },
  { code: DISCLOSURE_ITEM.TEST_ENVIRONMENT, label: "テスト環境" },
]);

export interface Disclosure {
  readonly item: DisclosureItem;
  readonly status: DisclosureStatus;
  /** Where it is published; set exactly when the status is 公開. */
  readonly url: string | null;
  /** SDS: its version ("5.0"). */
  readonly version?: string | null | undefined;
  /** SDS: the date of the disclosed edition. */
  readonly dated_on?: DateKey | null | undefined;
  /** 事業者確認用チェックリスト: its fiscal year (令和/西暦 as a western year). */
  readonly year?: number | null | undefined;
  /** Average first-response time over the last 3 months, in minutes. */
  readonly minutes?: number | null | undefined;
}

// ---- Security and hosting ---------------------------------------------------------------------------

export const DELIVERY_MODEL = { SAAS: 1, PAAS: 2, IAAS: 3, ON_PREMISES: 4, HYBRID: 5 } as const;
export type DeliveryModel = (typeof DELIVERY_MODEL)[keyof typeof DELIVERY_MODEL];
export const deliveryModel = defineEnumeration([
  { code: DELIVERY_MODEL.SAAS, label: "SaaS" },
  { code: DELIVERY_MODEL.PAAS, label: "PaaS" },
  { code: DELIVERY_MODEL.IAAS, label: "IaaS" },
  { code: DELIVERY_MODEL.ON_PREMISES, label: "オンプレミス" },
  { code: DELIVERY_MODEL.HYBRID, label: "ハイブリッド" },
]);

export const DATA_CENTRE = { DOMESTIC: 1, OVERSEAS: 2, BOTH: 3 } as const;
export type DataCentre = (typeof DATA_CENTRE)[keyof typeof DATA_CENTRE];
export const dataCentre = defineEnumeration([
  { code: DATA_CENTRE.DOMESTIC, label: "国内" },
  { code: DATA_CENTRE.OVERSEAS, label: "国外" },
  { code: DATA_CENTRE.BOTH, label: "国内・国外の併用" },
]);

export const CERTIFICATION = { ISMS: 1, ISO27017: 2, PRIVACY_MARK: 3, ISMAP: 4, SOC2: 5 } as const;
export type Certification = (typeof CERTIFICATION)[keyof typeof CERTIFICATION];
export const certification = defineEnumeration([
  { code: CERTIFICATION.ISMS, label: "ISMS（ISO/IEC 27001）" },
  { code: CERTIFICATION.ISO27017, label: "ISO/IEC 27017" },
  { code: CERTIFICATION.PRIVACY_MARK, label: "プライバシーマーク" },
  { code: CERTIFICATION.ISMAP, label: "ISMAP" },
  { code: CERTIFICATION.SOC2, label: "SOC 2" },
]);

export interface HeldCertification {
  readonly kind: Certification;
  /** Registration or report number. */
  readonly number: string;
  /** Last day of validity; null when the certificate states none. */
  readonly expires_on: DateKey | null;
}

export const BACKUP_KIND = { OFFLINE: 1, IMMUTABLE: 2, BOTH: 3, NEITHER: 4 } as const;
export type BackupKind = (typeof BACKUP_KIND)[keyof typeof BACKUP_KIND];
export const backupKind = defineEnumeration([
  { code: BACKUP_KIND.OFFLINE, label: "オフラインバックアップ" },
  { code: BACKUP_KIND.IMMUTABLE, label: "イミュータブルバックアップ" },
  { code: BACKUP_KIND.BOTH, label: "オフライン・イミュータブルの両方" },
  { code: BACKUP_KIND.NEITHER, label: "なし" },
]);

export interface SecurityAttributes {
  readonly delivery_model: DeliveryModel;
  readonly data_centre: DataCentre;
  readonly certifications: HeldCertification[];
  readonly two_factor: boolean;
  readonly backup: BackupKind;
  /** 役割分担確認表 (division of responsibility, 医療情報システムの安全管理に関するガイドライン 6.0). */
  readonly responsibility_matrix: boolean;
}

export type CertificationState = "valid" | "expired" | "no_expiry";

/** Whether a certificate is still valid on `today` (a Tokyo date): valid through its last day. */
export function certificationState(held: Pick<HeldCertification, "expires_on">, today: DateKey): CertificationState {
  if (held.expires_on === null) return "no_expiry";
  return held.expires_on < today ? "expired" : "valid";
}

// ---- 医療DX and fee readiness -------------------------------------------------------------------------

export const READINESS = { SUPPORTED: 1, PLANNED: 2, UNSUPPORTED: 3, NOT_APPLICABLE: 4 } as const;
export type Readiness = (typeof READINESS)[keyof typeof READINESS];
export const readiness = defineEnumeration([
  { code: READINESS.SUPPORTED, label: "対応" },
  { code: READINESS.PLANNED, label: "対応予定" },
  { code: READINESS.UNSUPPORTED, label: "非対応" },
  { code: READINESS.NOT_APPLICABLE, label: "対象外" },
]);

export interface MedicalDxAttributes {
  readonly online_qualification: Readiness;
  readonly e_prescription: Readiness;
  readonly emr_sharing: Readiness;
  /** JP-CLINS version of the 電子カルテ情報共有サービス implementation guide; only when supported. */
  readonly jp_clins_version: string | null;
  readonly online_claims: Readiness;
  /** 診療報酬明細書の発行（無償交付）. */
  readonly itemised_receipt: Readiness;
}

/**
 * The facility standards of 電子的診療情報連携体制整備加算 (令和8年度診療報酬改定; ADR 153 cites the
 * source). `product` names the capability a product must have for the facility to meet it; a standard
 * without one depends on the facility alone.
 */
export const FEE_REQUIREMENTS = [
  { no: 1, label: "オンライン請求を行っていること", product: "online_claims" },
  { no: 2, label: "診療報酬明細書を患者に無償で交付していること", product: "itemised_receipt" },
  { no: 3, label: "オンライン資格確認を行う体制を有していること", product: "online_qualification" },
  {
    no: 4,
    label: "オンライン資格確認等システムで取得した診療情報を診察室等で閲覧・活用できる体制を有していること",
    product: "online_qualification",
  },
  { no: 5, label: "マイナ保険証利用率が30%以上であること", product: null },
  { no: 6, label: "マイナポータルの医療情報等に基づき患者の健康管理の相談に応じる体制を有していること", product: null },
  { no: 7, label: "明細書発行・医療DX推進の体制に関する事項を掲示していること", product: null },
  { no: 8, label: "電子処方箋を発行する体制を有していること", product: "e_prescription" },
  { no: 9, label: "電子カルテ情報共有サービスを活用できる体制を有していること", product: "emr_sharing" },
  { no: 10, label: "告示・通知で定めるその他の体制（施設側で確認）", product: null },
] as const satisfies readonly {
  no: number;
  label: string;
  product: keyof Omit<MedicalDxAttributes, "jp_clins_version"> | null;
}[];
export type FeeRequirement = (typeof FEE_REQUIREMENTS)[number];

/** Level → points (15/9/4). */
export const FEE_LEVEL_POINTS = { 1: 15, 2: 9, 3: 4 } as const;
export type FeeLevel = keyof typeof FEE_LEVEL_POINTS;

export interface FeeReadiness {
  /** The highest level whose product-dependent standards the product's functions meet; null when none. */
  readonly level: FeeLevel | null;
  readonly points: number | null;
  /** The product-dependent standards this product meets (「この製品で満たせる要件」). */
  readonly met: FeeRequirement[];
  /** The product-dependent standards it does not meet. */
  readonly unmet: FeeRequirement[];
  /** Standards that depend on the facility, not on the product. */
  readonly facility_side: FeeRequirement[];
}

/**
 * Which level of 電子的診療情報連携体制整備加算 the product's functions support: 加算3 needs standards
 * (1)–(7), 加算2 (1)–(7) and one of (8)–(10), 加算1 all of (1)–(10). Only the product-dependent standards
 * are judged here; a facility must still meet the others, which are listed as such.
 */
export function feeReadiness(dx: MedicalDxAttributes): FeeReadiness {
  const meets = (r: FeeRequirement) => r.product === null || dx[r.product] === READINESS.SUPPORTED;
  const productSide = FEE_REQUIREMENTS.filter((r) => r.product !== null);
  const base = FEE_REQUIREMENTS.filter((r) => r.no <= 7).every(meets);
  const extra = FEE_REQUIREMENTS.filter((r) => r.no >= 8);
  const level: FeeLevel | null = !base
    ? null
    : extra.every(meets)
      ? 1
      : extra.some((r) => r.product !== null && meets(r))
        ? 2
        : 3;
  return {
    level,
    points: level === null ? null : FEE_LEVEL_POINTS[level],
    met: productSide.filter(meets),
    unmet: productSide.filter((r) => !meets(r)),
    facility_side: FEE_REQUIREMENTS.filter((r) => r.product === null),
  };
}

export function feeLevelLabel(level: FeeLevel | null): string {
  return level === null
    ? "製品の機能だけでは加算の要件を満たせません"
    : `電子的診療情報連携体制整備加算${level}（${FEE_LEVEL_POINTS[level]}点）`;
}

// ---- Interoperability ------------------------------------------------------------------------------

/** 厚生労働省標準規格 (HS numbers) a product can implement; the list grows as the catalogue needs it. */
export const HS_STANDARD = {
  HS001: 1,
  HS005: 5,
  HS007: 7,
  HS008: 8,
  HS011: 11,
  HS012: 12,
  HS014: 14,
  HS016: 16,
  HS022: 22,
  HS026: 26,
  HS027: 27,
  HS032: 32,
} as const;
export type HsStandard = (typeof HS_STANDARD)[keyof typeof HS_STANDARD];
export const hsStandard = defineEnumeration([
  { code: HS_STANDARD.HS001, label: "HS001 医薬品HOTコードマスター" },
  { code: HS_STANDARD.HS005, label: "HS005 ICD10対応標準病名マスター" },
  { code: HS_STANDARD.HS007, label: "HS007 患者診療情報提供書及び電子診療データ提供書" },
  { code: HS_STANDARD.HS008, label: "HS008 診療情報提供書（電子紹介状）" },
  { code: HS_STANDARD.HS011, label: "HS011 医療におけるデジタル画像と通信（DICOM）" },
  { code: HS_STANDARD.HS012, label: "HS012 JAHIS臨床検査データ交換規約" },
  { code: HS_STANDARD.HS014, label: "HS014 IHE統合プロファイル「可搬型医用画像」" },
  { code: HS_STANDARD.HS016, label: "HS016 JAHIS放射線データ交換規約" },
  { code: HS_STANDARD.HS022, label: "HS022 JAHIS処方データ交換規約" },
  { code: HS_STANDARD.HS026, label: "HS026 SS-MIX2ストレージ仕様書及び構築ガイドライン" },
  { code: HS_STANDARD.HS027, label: "HS027 処方・注射オーダ標準用法規格" },
  { code: HS_STANDARD.HS032, label: "HS032 HL7 CDAに基づく退院時サマリー規約" },
]);

export const DICOM_ROLE = { NONE: 1, SCU: 2, SCP: 3, BOTH: 4 } as const;
export type DicomRole = (typeof DICOM_ROLE)[keyof typeof DICOM_ROLE];
export const dicomRole = defineEnumeration([
  { code: DICOM_ROLE.NONE, label: "なし" },
  { code: DICOM_ROLE.SCU, label: "SCU（画像を送受信する側）" },
  { code: DICOM_ROLE.SCP, label: "SCP（画像を保管・提供する側）" },
  { code: DICOM_ROLE.BOTH, label: "SCU・SCPの両方" },
]);

export interface InteroperabilityAttributes {
  readonly hs_standards: HsStandard[];
  /** HL7 FHIR JP Core version implemented ("1.1.2"); null when none. */
  readonly fhir_jp_core_version: string | null;
  readonly ss_mix2_output: boolean;
  readonly orca: boolean;
  readonly dicom_role: DicomRole;
}

// ---- Subsidies -------------------------------------------------------------------------------------

export const SUBSIDY_FRAME = { NORMAL: 1, INVOICE: 2, E_TRANSACTION: 3, SECURITY: 4, MULTI_PARTY: 5 } as const;
export type SubsidyFrame = (typeof SUBSIDY_FRAME)[keyof typeof SUBSIDY_FRAME];
export const subsidyFrame = defineEnumeration([
  { code: SUBSIDY_FRAME.NORMAL, label: "通常枠" },
  { code: SUBSIDY_FRAME.INVOICE, label: "インボイス枠（インボイス対応類型）" },
  { code: SUBSIDY_FRAME.E_TRANSACTION, label: "インボイス枠（電子取引類型）" },
  { code: SUBSIDY_FRAME.SECURITY, label: "セキュリティ対策推進枠" },
  { code: SUBSIDY_FRAME.MULTI_PARTY, label: "複数者連携枠" },
]);

export const AI_CATEGORY = { AI: 1, NON_AI: 2 } as const;
export type AiCategory = (typeof AI_CATEGORY)[keyof typeof AI_CATEGORY];
export const aiCategory = defineEnumeration([
  { code: AI_CATEGORY.AI, label: "AI活用ツール" },
  { code: AI_CATEGORY.NON_AI, label: "AI活用なし" },
]);

/** 介護テクノロジー利用の重点分野 (令和6年改訂). */
export const CARE_TECH_AREA = {
  TRANSFER: 1,
  MOBILITY: 2,
  EXCRETION: 3,
  MONITORING: 4,
  BATHING: 5,
  TRAINING: 6,
  MEALS: 7,
  DEMENTIA: 8,
  CARE_WORK: 9,
} as const;
export type CareTechArea = (typeof CARE_TECH_AREA)[keyof typeof CARE_TECH_AREA];
export const careTechArea = defineEnumeration([
  { code: CARE_TECH_AREA.TRANSFER, label: "移乗支援" },
  { code: CARE_TECH_AREA.MOBILITY, label: "移動支援" },
  { code: CARE_TECH_AREA.EXCRETION, label: "排泄支援" },
  { code: CARE_TECH_AREA.MONITORING, label: "見守り・コミュニケーション" },
  { code: CARE_TECH_AREA.BATHING, label: "入浴支援" },
  { code: CARE_TECH_AREA.TRAINING, label: "機能訓練支援" },
  { code: CARE_TECH_AREA.MEALS, label: "食事・栄養管理支援" },
  { code: CARE_TECH_AREA.DEMENTIA, label: "認知症生活支援・認知症ケア支援" },
  { code: CARE_TECH_AREA.CARE_WORK, label: "介護業務支援" },
]);

export interface DigitalAiSubsidyRegistration {
  readonly frame: SubsidyFrame;
  readonly ai_category: AiCategory;
  /** When the registration was last checked against the published list of tools. */
  readonly checked_on: DateKey;
}

export interface SubsidyAttributes {
  /** デジタル化・AI導入補助金2026 registered tool; null when not registered. */
  readonly digital_ai_2026: DigitalAiSubsidyRegistration | null;
  /** 介護テクノロジー導入支援事業の重点分野 the product falls under. */
  readonly care_tech_areas: CareTechArea[];
  /** ケアプランデータ連携標準仕様 conformance. */
  readonly care_plan_data_link: Readiness;
}

// ---- One service's attributes -------------------------------------------------------------------------

/** Provenance of one group's values. */
export interface AttributeProvenance {
  /** The date the values hold for. */
  readonly as_of: DateKey;
  /** When an operator checked them; null until then. */
  readonly verified_at: string | null;
}

export interface ServiceAttributes {
  readonly disclosure: { readonly items: Disclosure[] } & AttributeProvenance;
  readonly security: SecurityAttributes & AttributeProvenance;
  readonly medical_dx: MedicalDxAttributes & AttributeProvenance;
  readonly interoperability: InteroperabilityAttributes & AttributeProvenance;
  readonly subsidy: SubsidyAttributes & AttributeProvenance;
}

/** The text beside a group: its as-of date, and 運営確認済み with the date once verified. */
export function provenanceText(p: AttributeProvenance): string {
  const asOf = `${p.as_of.replaceAll("-", "/")}時点`;
  return p.verified_at === null
    ? `${asOf}（提供者の申告）`
    : `${asOf}・運営確認済み（${tokyoDateKey(new Date(p.verified_at)).replaceAll("-", "/")}）`;
}

// ---- Facets ----------------------------------------------------------------------------------------

/** The facets of the service search and category pages (`?facet=` keys). */
export const SERVICE_FACET = {
  DOMESTIC_DC: 1,
  TWO_FACTOR: 2,
  FEE_LEVEL_1: 3,
  FHIR: 4,
  SUBSIDY_2026: 5,
  E_PRESCRIPTION: 6,
  SDS_PUBLIC: 7,
  SAFE_BACKUP: 8,
} as const;
export type ServiceFacet = (typeof SERVICE_FACET)[keyof typeof SERVICE_FACET];
export const serviceFacet = defineEnumeration([
  { code: SERVICE_FACET.DOMESTIC_DC, label: "国内データセンター", key: "domestic-dc" },
  { code: SERVICE_FACET.TWO_FACTOR, label: "二要素認証", key: "two-factor" },
  { code: SERVICE_FACET.FEE_LEVEL_1, label: "加算1の要件", key: "fee-level-1" },
  { code: SERVICE_FACET.FHIR, label: "FHIR対応", key: "fhir" },
  { code: SERVICE_FACET.SUBSIDY_2026, label: "補助金2026登録", key: "subsidy-2026" },
  { code: SERVICE_FACET.E_PRESCRIPTION, label: "電子処方箋", key: "e-prescription" },
  { code: SERVICE_FACET.SDS_PUBLIC, label: "SDS公開", key: "sds-public" },
  { code: SERVICE_FACET.SAFE_BACKUP, label: "オフライン／イミュータブルバックアップ", key: "safe-backup" },
]);

/** The facet of a URL key, or undefined for an unknown key (ignored, never an error). */
export function facetOfKey(key: string): ServiceFacet | undefined {
  return serviceFacet.members.find((m) => m.key === key)?.code;
}

/**
 * The facets a service has. None depends on the date, so they are computed when the attributes are
 * written and stored beside them (`service_facets`), and counted in SQL.
 */
export function serviceFacets(a: ServiceAttributes): ServiceFacet[] {
  const sds = a.disclosure.items.find((d) => d.item === DISCLOSURE_ITEM.SDS);
  const has: [ServiceFacet, boolean][] = [
    [SERVICE_FACET.DOMESTIC_DC, a.security.data_centre === DATA_CENTRE.DOMESTIC],
    [SERVICE_FACET.TWO_FACTOR, a.security.two_factor],
    [SERVICE_FACET.FEE_LEVEL_1, feeReadiness(a.medical_dx).level === 1],
    [SERVICE_FACET.FHIR, a.interoperability.fhir_jp_core_version !== null],
    [SERVICE_FACET.SUBSIDY_2026, a.subsidy.digital_ai_2026 !== null],
    [SERVICE_FACET.E_PRESCRIPTION, a.medical_dx.e_prescription === READINESS.SUPPORTED],
    [SERVICE_FACET.SDS_PUBLIC, sds?.status === DISCLOSURE_STATUS.PUBLIC],
    [SERVICE_FACET.SAFE_BACKUP, a.security.backup !== BACKUP_KIND.NEITHER],
  ];
  return has.filter(([, yes]) => yes).map(([facet]) => facet);
}
