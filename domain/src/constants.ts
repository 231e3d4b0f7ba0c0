// Business constants of SPEC §9, under their spec names.

/** Page sizes a list call accepts (SPEC §9). */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const DEFAULT_PAGE_NUMBER = 1;

/** Max characters of the header keyword box. */
export const KEYWORD_MAX_LENGTH = 50;

/** REST call timeout. */
export const API_TIMEOUT_MS = 30_000;

/** Toasts hide themselves after this long. */
export const TOAST_AUTO_HIDE_MS = 5_000;

/** The header becomes sticky past this scroll position (px). */
export const STICKY_HEADER_SCROLL_Y = 500;
