/** The information pages (header dropdown, mobile menu, side column of static pages). */
export const INFORMATION_LINKS = [
  { to: "/concept", label: "医療ITナビとは" },
  { to: "/guide", label: "ご利用ガイド" },
  { to: "/faq", label: "よくあるご質問" },
] as const;

/** The providers' advertising page lives outside the portal. */
export const ADVERTISING_PAGE_URL = "https://business.iryo-it-navi.example/";

/**
 * The header's main links. `short`: the label between the tablet breakpoint and 1280 px, where the full
 * ones do not fit.
 */
export const MAIN_LINKS = [
  { to: "/services/search?tab=1", label: "課題からサービスを探す", short: "課題から探す" },
  { to: "/seminars/list", label: "セミナーを探す", short: "セミナー" },
  { to: "/contents/list", label: "記事を読む", short: "記事" },
] as const;
