// A service's attributes as the rows people read (ADR 153): the detail page's 「セキュリティ・制度対応」
// section, every row of /compare and of the 稟議 sheet come from here, so that the three always agree.

import {
  aiCategory,
  attributeGroup,
  backupKind,
  careTechArea,
  certification,
  certificationState,
  DISCLOSURE_ITEM,
  DISCLOSURE_STATUS,
  type Disclosure,
  dataCentre,
  deliveryModel,
  dicomRole,
  disclosureItem,
  disclosureStatus,
  type FeeRequirement,
  feeLevelLabel,
  feeReadiness,
  hsStandard,
  provenanceText,
  READINESS,
  readiness,
  type ServiceAttributes,
  subsidyFrame,
} from "./service-attributes.js";
import type { DateKey } from "./tokyo-date.js";

/** A row's mark beside its text: an expired certificate, a published document. */
export type AttributeMark = "expired" | "published" | null;

export interface AttributeRow {
  /** Stable across services, so that /compare can line the same row up. */
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly url: string | null;
  readonly mark: AttributeMark;
}

export interface AttributeSection {
  readonly key: string;
  readonly title: string;
  /** 「2026/04/01時点（提供者の申告）」 or 「…・運営確認済み（2026/05/02）」. */
  readonly provenance: string;
  readonly verified: boolean;
  readonly rows: readonly AttributeRow[];
}

const slash = (date: DateKey) => date.replaceAll("-", "/");
const yesNo = (value: boolean, yes = "対応", no = "非対応") => (value ? yes : no);
const row = (key: string, label: string, value: string, url: string | null = null, mark: AttributeMark = null) => ({
  key,
  label,
  value,
  url,
  mark,
});

function disclosureValue(d: Disclosure): string {
  const extra: string[] = [];
  if (d.item === DISCLOSURE_ITEM.SDS && d.version) extra.push(`Ver.${d.version}`);
  if (d.item === DISCLOSURE_ITEM.SDS && d.dated_on) extra.push(`${slash(d.dated_on)}版`);
  if (d.item === DISCLOSURE_ITEM.VENDOR_CHECKLIST && d.year) extra.push(`${d.year}年度版`);
  if (d.item === DISCLOSURE_ITEM.FIRST_RESPONSE_TIME && d.minutes != null && d.status === DISCLOSURE_STATUS.PUBLIC)
    extra.push(`平均${d.minutes}分`);
  const status = disclosureStatus.label(d.status);
  return extra.length === 0 ? status : `${status}（${extra.join("・")}）`;
}

/** The numbers of standards as 「(1)(2)(8)」, or 「なし」. */
function requirementNumbers(requirements: readonly Pick<FeeRequirement, "no">[]): string {
  return requirements.length === 0 ? "なし" : requirements.map((r) => `(${r.no})`).join("");
}

/** Every group of a service's attributes as labelled rows; certification states on `today` (Tokyo). */
export function attributeSections(a: ServiceAttributes, today: DateKey): AttributeSection[] {
  const section = (
    key: keyof ServiceAttributes,
    group: Parameters<typeof attributeGroup.label>[0],
    rows: AttributeRow[],
  ): AttributeSection => ({
    key,
    title: attributeGroup.label(group),
    provenance: provenanceText(a[key]),
    verified: a[key].verified_at !== null,
    rows,
  });

  const disclosures = disclosureItem.members.map((m) => {
    const d = a.disclosure.items.find((i) => i.item === m.code);
    return d
      ? row(
          `disclosure.${m.code}`,
          m.label,
          disclosureValue(d),
          d.url,
          d.status === DISCLOSURE_STATUS.PUBLIC ? "published" : null,
        )
      : row(`disclosure.${m.code}`, m.label, "未回答");
  });

  const certificates = certification.members.map((m) => {
    const held = a.security.certifications.find((c) => c.kind === m.code);
    if (!held) return row(`security.cert.${m.code}`, m.label, "なし");
    const state = certificationState(held, today);
    const value =
      state === "expired"
        ? `期限切れ（${slash(held.expires_on as DateKey)}まで・${held.number}）`
        : state === "valid"
          ? `取得（${held.number}・${slash(held.expires_on as DateKey)}まで）`
          : `取得（${held.number}）`;
    return row(`security.cert.${m.code}`, m.label, value, null, state === "expired" ? "expired" : null);
  });

  const dx = a.medical_dx;
  const fee = feeReadiness(dx);
  const emrSharing =
    dx.emr_sharing === READINESS.SUPPORTED && dx.jp_clins_version
      ? `対応（JP-CLINS ${dx.jp_clins_version}）`
      : readiness.label(dx.emr_sharing);

  const io = a.interoperability;
  const subsidy = a.subsidy;
  const registration = subsidy.digital_ai_2026;

  return [
    section("disclosure", 1, disclosures),
    section("security", 2, [
      row("security.delivery", "提供形態", deliveryModel.label(a.security.delivery_model)),
      row("security.data_centre", "データセンターの所在地", dataCentre.label(a.security.data_centre)),
      ...certificates,
      row("security.two_factor", "二要素認証", yesNo(a.security.two_factor)),
      row("security.backup", "オフライン／イミュータブルバックアップ", backupKind.label(a.security.backup)),
      row("security.matrix", "役割分担確認表", yesNo(a.security.responsibility_matrix, "提供あり", "提供なし")),
    ]),
    section("medical_dx", 3, [
      row("dx.online_qualification", "オンライン資格確認", readiness.label(dx.online_qualification)),
      row("dx.e_prescription", "電子処方箋", readiness.label(dx.e_prescription)),
      row("dx.emr_sharing", "電子カルテ情報共有サービス", emrSharing),
      row("dx.online_claims", "オンライン請求", readiness.label(dx.online_claims)),
      row("dx.itemised_receipt", "明細書の発行", readiness.label(dx.itemised_receipt)),
      row("dx.fee_level", "この製品で満たせる加算", feeLevelLabel(fee.level)),
      row("dx.fee_met", "この製品で満たせる要件", requirementNumbers(fee.met)),
      row("dx.fee_facility", "施設側の要件（製品に依存しません）", requirementNumbers(fee.facility_side)),
    ]),
    section("interoperability", 4, [
      row(
        "io.hs",
        "厚生労働省標準規格",
        io.hs_standards.length === 0
          ? "なし"
          : io.hs_standards.map((code) => hsStandard.label(code).split(" ")[0]).join("、"),
      ),
      row(
        "io.fhir",
        "HL7 FHIR（JP Core）",
        io.fhir_jp_core_version ? `対応（JP Core ${io.fhir_jp_core_version}）` : "非対応",
      ),
      row("io.ss_mix2", "SS-MIX2出力", yesNo(io.ss_mix2_output)),
      row("io.orca", "ORCA連携", yesNo(io.orca)),
      row("io.dicom", "DICOM", dicomRole.label(io.dicom_role)),
    ]),
    section("subsidy", 5, [
      row(
        "subsidy.digital_ai_2026",
        "デジタル化・AI導入補助金2026",
        registration
          ? `登録ツール（${subsidyFrame.label(registration.frame)}・${aiCategory.label(registration.ai_category)}、${slash(registration.checked_on)}確認）`
          : "登録なし",
      ),
      row(
        "subsidy.care_tech",
        "介護テクノロジー導入支援の重点分野",
        subsidy.care_tech_areas.length === 0 ? "該当なし" : subsidy.care_tech_areas.map(careTechArea.label).join("、"),
      ),
      row("subsidy.care_plan", "ケアプランデータ連携標準仕様", readiness.label(subsidy.care_plan_data_link)),
    ]),
  ];
}
