/** The my-page destinations (product §2.3, §2.5): the side menu and the header dropdown show the same list. */
export const MY_PAGE_LINKS = [
  { to: "/negotiation/list", match: "/negotiation", label: "商談" },
  { to: "/apply-seminar", match: "/apply-seminar", label: "セミナー" },
  { to: "/review", match: "/review", label: "検討リスト" },
  { to: "/bookmark", match: "/bookmark", label: "ブックマーク" },
  { to: "/ratings-and-reviews-posted", match: "/ratings-and-reviews-posted", label: "評価・レビュー" },
  { to: "/user-setting?tab=0", match: "/user-setting", label: "設定" },
] as const;
