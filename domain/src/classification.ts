// The enumerations of the classification configuration document (product §3). The spec fixes only a
// few codes (corporate type 10/99, job type other 6, department type dentist 2 / other 7, role in
// department dentist 1 / other 99, retirement reason other 8); the other members are a realistic
// Japanese set chosen in docs/decisions/005-domain-enumerations.md.

import { defineEnumeration } from "./enumeration.js";

// --- Corporate type (法人種別), chosen as multiple choice on the membership form --------------------

export const CORPORATE_TYPE = {
  MEDICAL: 10,
  NURSING_CARE: 20,
  PHARMACY: 30,
  PUBLIC_ADMINISTRATION: 40,
  EDUCATION_RESEARCH: 50,
  BUSINESS: 99,
} as const;
export type CorporateType = (typeof CORPORATE_TYPE)[keyof typeof CORPORATE_TYPE];

export const corporateType = defineEnumeration([
  { code: CORPORATE_TYPE.MEDICAL, label: "医療機関（病院・診療所）" },
  { code: CORPORATE_TYPE.NURSING_CARE, label: "介護・福祉施設" },
  { code: CORPORATE_TYPE.PHARMACY, label: "薬局" },
  { code: CORPORATE_TYPE.PUBLIC_ADMINISTRATION, label: "行政・公的機関" },
  { code: CORPORATE_TYPE.EDUCATION_RESEARCH, label: "教育・研究機関" },
  { code: CORPORATE_TYPE.BUSINESS, label: "その他の事業者" },
]);

/**
 * Whether a member with these corporate types counts as "other business" only: such a member
 * cannot post ratings (0901001) and a provider of that kind cannot create contents or seminars.
 */
export function isOtherBusinessOnly(types: readonly CorporateType[]): boolean {
  return types.length > 0 && types.every((t) => t === CORPORATE_TYPE.BUSINESS);
}

// --- Medical institution type (医療機関種別) --------------------------------------------------------

export const medicalInstitutionType = defineEnumeration([
  { code: 1, label: "病院" },
  { code: 2, label: "一般診療所（クリニック）" },
  { code: 3, label: "歯科診療所" },
  { code: 4, label: "介護施設" },
  { code: 5, label: "薬局" },
  { code: 6, label: "訪問看護ステーション" },
  { code: 7, label: "その他" },
]);
export type MedicalInstitutionType = (typeof medicalInstitutionType.codes)[number];

// --- Inquiry type (お問い合わせ種別) ------------------------------------------------------------------

export const inquiryType = defineEnumeration([
  { code: 1, label: "サービスについて" },
  { code: 2, label: "商談・資料請求について" },
  { code: 3, label: "会員登録・ログインについて" },
  { code: 4, label: "サービスの掲載について" },
  { code: 5, label: "不具合のご報告" },
  { code: 6, label: "その他" },
]);
export type InquiryType = (typeof inquiryType.codes)[number];

// --- Retirement reason (退会理由), other = 8 ---------------------------------------------------------

export const RETIREMENT_REASON = { OTHER: 8 } as const;
export const retirementReason = defineEnumeration([
  { code: 1, label: "探しているサービスが見つからなかった" },
  { code: 2, label: "サイトが使いにくかった" },
  { code: 3, label: "メールの配信が多かった" },
  { code: 4, label: "必要な情報を得られた" },
  { code: 5, label: "転職・退職したため" },
  { code: 6, label: "ほかのサービスを利用しているため" },
  { code: 7, label: "個人情報の取り扱いが不安なため" },
  { code: RETIREMENT_REASON.OTHER, label: "その他" },
]);
export type RetirementReason = (typeof retirementReason.codes)[number];

// --- Department type (診療科・部門), dentist 2, other 7 ---------------------------------------------

export const DEPARTMENT_TYPE = { DENTIST: 2, OTHER: 7 } as const;
export const departmentType = defineEnumeration([
  { code: 1, label: "医科" },
  { code: DEPARTMENT_TYPE.DENTIST, label: "歯科" },
  { code: 3, label: "看護部門" },
  { code: 4, label: "薬剤部門" },
  { code: 5, label: "医療技術部門（検査・放射線・リハビリ等）" },
  { code: 6, label: "事務・管理部門" },
  { code: DEPARTMENT_TYPE.OTHER, label: "その他" },
]);
export type DepartmentType = (typeof departmentType.codes)[number];

// --- Evaluator role (評価者の立場); the spec does not show its values -----------------------------

export const evaluatorRole = defineEnumeration([
  { code: 1, label: "経営者・院長" },
  { code: 2, label: "導入の意思決定者" },
  { code: 3, label: "導入・運用の担当者" },
  { code: 4, label: "現場の利用者" },
  { code: 5, label: "情報システム担当者" },
  { code: 6, label: "その他" },
]);
export type EvaluatorRole = (typeof evaluatorRole.codes)[number];

// --- Bed type (病床規模) of the rating's reviewer attributes ------------------------------------

export const bedType = defineEnumeration([
  { code: 1, label: "無床" },
  { code: 2, label: "1〜19床" },
  { code: 3, label: "20〜99床" },
  { code: 4, label: "100〜199床" },
  { code: 5, label: "200〜399床" },
  { code: 6, label: "400床以上" },
]);
export type BedType = (typeof bedType.codes)[number];

// --- Usage type (利用状況) of a rated service --------------------------------------------------------

export const usageType = defineEnumeration([
  { code: 1, label: "現在利用している" },
  { code: 2, label: "過去に利用していた" },
  { code: 3, label: "無料トライアル・デモで利用した" },
]);
export type UsageType = (typeof usageType.codes)[number];

// --- Membership department type (所属部署) -----------------------------------------------------------

export const membershipDepartmentType = defineEnumeration([
  { code: 1, label: "診療部" },
  { code: 2, label: "看護部" },
  { code: 3, label: "薬剤部" },
  { code: 4, label: "医療技術部" },
  { code: 5, label: "事務部" },
  { code: 6, label: "経営企画部" },
  { code: 7, label: "情報システム部" },
  { code: 8, label: "地域連携室" },
  { code: 9, label: "その他" },
]);
export type MembershipDepartmentType = (typeof membershipDepartmentType.codes)[number];

// --- Job type (職種), other = 6; used to browse services by job role ------------------------------

export const JOB_TYPE = { OTHER: 6 } as const;
export const jobType = defineEnumeration([
  { code: 1, label: "医師・歯科医師" },
  { code: 2, label: "看護職" },
  { code: 3, label: "薬剤師" },
  { code: 4, label: "医療技術職" },
  { code: 5, label: "事務職" },
  { code: JOB_TYPE.OTHER, label: "その他" },
]);
export type JobType = (typeof jobType.codes)[number];

// --- Working corporate type (勤務先の開設者区分) --------------------------------------------------

export const workingCorporateType = defineEnumeration([
  { code: 1, label: "国（国立病院機構など）" },
  { code: 2, label: "公立（都道府県・市町村）" },
  { code: 3, label: "公的（日本赤十字社・済生会・厚生連など）" },
  { code: 4, label: "医療法人" },
  { code: 5, label: "社会福祉法人" },
  { code: 6, label: "学校法人（大学病院など）" },
  { code: 7, label: "個人" },
  { code: 8, label: "その他" },
]);
export type WorkingCorporateType = (typeof workingCorporateType.codes)[number];

// --- Membership bed type (病床の種類) ----------------------------------------------------------------

export const membershipBedType = defineEnumeration([
  { code: 1, label: "一般病床" },
  { code: 2, label: "療養病床" },
  { code: 3, label: "精神病床" },
  { code: 4, label: "感染症病床" },
  { code: 5, label: "結核病床" },
  { code: 6, label: "無床" },
]);
export type MembershipBedType = (typeof membershipBedType.codes)[number];

// --- Role in department (部署での役割), dentist 1, other 99 ------------------------------------------

export const ROLE_IN_DEPARTMENT = { DENTIST: 1, OTHER: 99 } as const;
export const roleInDepartment = defineEnumeration([
  { code: ROLE_IN_DEPARTMENT.DENTIST, label: "歯科医師" },
  { code: 2, label: "医師" },
  { code: 3, label: "看護師" },
  { code: 4, label: "薬剤師" },
  { code: 5, label: "医療技術職（検査・放射線・リハビリ等）" },
  { code: 6, label: "事務職" },
  { code: 7, label: "経営者・管理者" },
  { code: ROLE_IN_DEPARTMENT.OTHER, label: "その他" },
]);
export type RoleInDepartment = (typeof roleInDepartment.codes)[number];

/** The enumerations by their key in the classification configuration document. */
export const CLASSIFICATION_ENUMERATIONS = {
  corporate_type: corporateType,
  medical_institution_type: medicalInstitutionType,
  inquiry_type: inquiryType,
  retirement_reason: retirementReason,
  department_type: departmentType,
  evaluator_role: evaluatorRole,
  bed_type: bedType,
  usage_type: usageType,
  membership_department_type: membershipDepartmentType,
  job_type: jobType,
  working_corporate_type: workingCorporateType,
  membership_bed_type: membershipBedType,
  role_in_department: roleInDepartment,
} as const;
