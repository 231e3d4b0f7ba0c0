// Review moderation (product §4.4, ADR 148): every new or edited rating waits in a queue until an operator
// approves or rejects it. The reasons are the categories of the review guidelines page (レビュー掲載ガイドライン);
// the flags are computed when a rating enters the queue so the moderator sees them before reading.

/** Where a rating is in moderation: waiting for an operator, approved, or rejected with a reason. */
export const MODERATION_STATES = ["waiting", "approved", "rejected"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/**
 * What the reviewer sees on their own ratings: 審査中 (waiting), 公開予定 (approved, published from the next
 * day), 公開中 (published), 非公開 (rejected, with the reason).
 */
export const REVIEW_STATES = ["waiting", "scheduled", "published", "rejected"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Readonly<Record<ReviewState, string>> = {
  waiting: "審査中",
  scheduled: "公開予定",
  published: "公開中",
  rejected: "非公開",
};

/** The reviewer's view of a rating from its publication status and moderation state. */
export function reviewStateOf(status: "pending" | "published", moderation: ModerationState): ReviewState {
  if (status === "published") return "published";
  if (moderation === "approved") return "scheduled";
  return moderation;
}

/** Why a rating is not published: the guidelines' categories (web ReviewGuidelinesRoute). */
export const REJECTION_REASONS = [
  "not_own_experience",
  "personal_information",
  "defamation",
  "paid_review",
  "off_topic",
  "conflict_of_interest",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REJECTION_REASON_LABELS: Readonly<Record<RejectionReason, string>> = {
  not_own_experience: "ご自身の利用経験に基づかない内容",
  personal_information: "患者さんや特定の個人が識別できる情報",
  defamation: "事業者や担当者を誹謗中傷する表現",
  paid_review: "金銭や特典と引き換えに依頼された投稿",
  off_topic: "同じ内容の繰り返しや、サービスと関係のない内容",
  conflict_of_interest: "サービスを提供する事業者やその関係者による投稿",
};

/** The free text an operator adds to a rejection, and a member to a report. */
export const MODERATION_NOTE_MAX_LENGTH = 500;

/** What the queue points out before anyone reads a rating. */
export const MODERATION_FLAGS = [
  "person_name",
  "id_number",
  "phone_number",
  "email_address",
  "provider_affiliation",
  "reported",
] as const;
export type ModerationFlag = (typeof MODERATION_FLAGS)[number];

export const MODERATION_FLAG_LABELS: Readonly<Record<ModerationFlag, string>> = {
  person_name: "患者名らしき記載",
  id_number: "ID・番号らしき数字",
  phone_number: "電話番号",
  email_address: "メールアドレス",
  provider_affiliation: "提供事業者の関係者の可能性",
  reported: "会員からの報告あり",
};

// A name followed by an honorific or preceded by 患者: kanji or katakana, 1–6 characters.
const PERSON_NAME =
  /(?:患者(?:さん|様)?[\s:：は]*[\p{Script=Han}\p{Script=Katakana}ー]{1,6})|(?:[\p{Script=Han}\p{Script=Katakana}ー]{1,6}(?:さん|様|氏|くん|ちゃん))/u;
// Words that take さん/様 without naming anybody.
const NOT_A_NAME =
  /^(?:患者|利用者|職員|事務|担当|営業|業者|皆|お客|先生|看護師|医師|技師|受付|御社|貴社|事業者|担当者|スタッフ|ユーザー|ベンダー)(?:さん|様|氏)$/u;
const PHONE = /(?:0\d{1,4}[-‐－ー ]\d{1,4}[-‐－ー ]\d{3,4})|(?:0[5789]0\d{8})|(?:0\d{9})/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LONG_DIGITS = /\d{6,}/;

function toHalfWidthDigits(text: string): string {
  return text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/＠/g, "@");
}

function looksLikePersonName(text: string): boolean {
  const pattern = new RegExp(PERSON_NAME.source, "gu");
  for (const match of text.matchAll(pattern)) {
    const words = match[0].replace(/^患者(?:さん|様)?[\s:：は]*/u, "");
    if (match[0].startsWith("患者") && words.length > 0) return true;
    // The name part alone (the longest ending of the run that is not a generic word).
    for (let start = 0; start < match[0].length - 1; start++) {
      const candidate = match[0].slice(start);
      if (NOT_A_NAME.test(candidate)) break;
      if (/^[\p{Script=Han}\p{Script=Katakana}ー]+(?:さん|様|氏|くん|ちゃん)$/u.test(candidate)) return true;
    }
  }
  return false;
}

/**
 * The text flags of a review (good and improvement points): a patient's or person's name, a long run of
 * digits (an ID or record number), a phone number, an e-mail address. A phone number is not also counted
 * as an ID number.
 */
export function textFlags(texts: readonly string[]): ModerationFlag[] {
  const text = toHalfWidthDigits(texts.join("\n"));
  const flags: ModerationFlag[] = [];
  if (looksLikePersonName(text)) flags.push("person_name");
  const phone = PHONE.test(text);
  const withoutPhones = text.replace(new RegExp(PHONE.source, "g"), "");
  if (LONG_DIGITS.test(withoutPhones)) flags.push("id_number");
  if (phone) flags.push("phone_number");
  if (EMAIL.test(text)) flags.push("email_address");
  return flags;
}

/** Legal-form words that say nothing about which organisation a name is. */
const LEGAL_FORMS =
  /株式会社|有限会社|合同会社|（株）|\(株\)|医療法人社団|医療法人財団|医療法人|社会医療法人|社団法人|財団法人|一般|公益|\s/g;

/** A name without legal forms and spaces, for comparing organisation names. */
export function organisationKey(name: string): string {
  return name.normalize("NFKC").replace(LEGAL_FORMS, "").toLowerCase();
}

/** The host of a URL or an e-mail address's domain, without "www.", lower case; "" when there is none. */
export function siteDomain(urlOrEmail: string): string {
  const at = urlOrEmail.lastIndexOf("@");
  const host = at >= 0 ? urlOrEmail.slice(at + 1) : (/^[a-z]+:\/\/([^/:?#]+)/i.exec(urlOrEmail.trim())?.[1] ?? "");
  return host.toLowerCase().replace(/^www\./, "");
}

/** What the affiliation rule compares of the reviewer and of the service's provider. */
export interface AffiliationInput {
  readonly reviewerOrganisation: string;
  readonly reviewerEmail: string;
  readonly providerName: string;
  readonly providerWebsiteUrl: string;
}

/**
 * Whether the reviewer looks like staff of the service's provider (ADR 148): after removing legal forms,
 * the member's hospital or corporate name contains the provider's name or the other way round (the
 * shorter at least two characters), or the member's e-mail domain is the provider's website domain. A
 * flag for the moderator, never a refusal: a hospital may share a word with a vendor.
 */
export function looksAffiliated(input: AffiliationInput): boolean {
  const provider = organisationKey(input.providerName);
  const own = organisationKey(input.reviewerOrganisation);
  const names = provider.length >= 2 && own.length >= 2 && (own.includes(provider) || provider.includes(own));
  const domain = siteDomain(input.providerWebsiteUrl);
  const sameDomain = domain !== "" && domain === siteDomain(input.reviewerEmail);
  return names || sameDomain;
}
