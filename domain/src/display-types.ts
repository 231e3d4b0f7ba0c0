// Small display flags of the configuration documents (product §3): background type and page type.

import { defineEnumeration } from "./enumeration.js";

export const BACKGROUND_TYPE = { NO_LOGO: 1, WITH_LOGO: 2 } as const;
export const backgroundType = defineEnumeration([
  { code: BACKGROUND_TYPE.NO_LOGO, label: "ロゴなし" },
  { code: BACKGROUND_TYPE.WITH_LOGO, label: "ロゴあり" },
]);

export const PAGE_TYPE = { PUBLIC: 1, PRIVATE: 2 } as const;
export const pageType = defineEnumeration([
  { code: PAGE_TYPE.PUBLIC, label: "公開ページ" },
  { code: PAGE_TYPE.PRIVATE, label: "会員ページ" },
]);
