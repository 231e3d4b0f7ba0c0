/** The information pages (header dropdown, mobile menu, side column of static pages). */
export const INFORMATION_LINKS = [
  { to: "/concept", label: "医療ITナビとは" },
  { to: "/guide", label: "ご利用ガイド" },
  { to: "/faq", label: "よくあるご質問" },
] as const;
