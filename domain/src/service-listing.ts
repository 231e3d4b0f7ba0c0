// A service's listing as its provider edits it (product §3, ADR 144): the editable version that a
// publishing change carries, its limits and the Japanese labels of its fields (for the diff and forms).

/** At most this many categories per service (0401002). */
export const SERVICE_CATEGORY_LIMIT = 5;
/** At most this many issues, departments, related contents and related seminars per service. */
export const SERVICE_LINK_LIMIT = 20;
/** At most this many FAQ entries. */
export const SERVICE_FAQ_LIMIT = 20;
/** A logo is a PNG, JPEG or WebP image of at most 1 MB, checked by its content. */
export const SERVICE_LOGO_MAX_BYTES = 1024 * 1024;
export const SERVICE_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ServiceLogoType = (typeof SERVICE_LOGO_TYPES)[number];

/** The image type of a logo's bytes by their magic numbers, or undefined. */
export function detectLogoType(bytes: Uint8Array): ServiceLogoType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  // RIFF....WEBP
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return "image/webp";
  }
  return undefined;
}

/** The Japanese label of each field of the editable version, in the order of the form and the diff. */
export const SERVICE_LISTING_LABELS = {
  name: "サービス名",
  summary: "概要",
  description: "サービス説明",
  installation_count: "導入実績数",
  price: "価格",
  initial_cost: "初期費用",
  has_free_trial: "無料トライアル",
  has_free_plan: "無料プラン",
  service_url: "サービスURL",
  rate_plan: "料金プラン",
  target_bed_count: "対象病床数",
  institution_types: "対象医療機関種別",
  faqs: "よくある質問",
  video_url: "紹介動画URL",
  category_ids: "カテゴリ",
  issue_ids: "課題",
  department_ids: "診療科・部門",
  related_content_ids: "関連記事",
  related_seminar_ids: "関連セミナー",
  logo: "ロゴ",
  listing_starts_on: "掲載開始日",
  listing_ends_on: "掲載終了日",
} as const satisfies Record<string, string>;

/**
 * The listing-period rules: a start (new or changed) must be a future date (0301001); once the public
 * start has come, only the end may change (0301002); an end must not be in the past nor before the start
 * (0301001). Dates are "YYYY-MM-DD" in Asia/Tokyo; `today` is today's date there.
 */
export function listingPeriodProblem(
  publicPeriod: { readonly starts_on: string | null; readonly ends_on: string | null },
  proposed: { readonly starts_on: string | null; readonly ends_on: string | null },
  today: string,
): "0301001" | "0301002" | undefined {
  const started = publicPeriod.starts_on !== null && publicPeriod.starts_on <= today;
  if (proposed.starts_on !== publicPeriod.starts_on) {
    if (started) return "0301002";
    if (proposed.starts_on !== null && proposed.starts_on <= today) return "0301001";
  }
  if (proposed.ends_on !== publicPeriod.ends_on && proposed.ends_on !== null) {
    if (proposed.ends_on < today) return "0301001";
    if (proposed.starts_on !== null && proposed.ends_on < proposed.starts_on) return "0301001";
  }
  return undefined;
}
