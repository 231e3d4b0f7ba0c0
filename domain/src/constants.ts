// Business constants of product §9, under their spec names.

/** Page sizes a list call accepts (product §9). */
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

// --- Time units -------------------------------------------------------------------------------

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Step of the meeting time pickers (product §9 "half hour 1800000 ms"). */
export const HALF_HOUR_MS = 30 * MINUTE_MS;

// --- Members' limits (product §6, §9) --------------------------------------------------------------

/** A medical-staff member can bookmark at most this many services (error 1001001). */
export const BOOKMARK_LIMIT = 50;
/** A member can rate at most this many services (error 0901002). */
export const RATING_LIMIT = 100;
/** The compare page takes this many services at least … */
export const COMPARE_MIN = 1;
/** … and at most. */
export const COMPARE_MAX = 5;

// --- Home page (product §2.1) ----------------------------------------------------------------------

export const HOME_SERVICE_COUNT = 5;
export const HOME_ADVERTISEMENT_COUNT = 10;
export const HOME_CONTENT_COUNT = 5;
export const HOME_SEMINAR_COUNT = 4;
/** Each rated list of the home page ("評価の高いサービス", "レビューの多いサービス") shows this many services. */
export const HOME_HIGHLIGHTS_SIZE = 4;
/** A review excerpt on the home page is cut to this many characters (graphemes), "…" included. */
export const REVIEW_EXCERPT_LENGTH = 60;

// --- Files (product §5, §9) ------------------------------------------------------------------------

/** Negotiation files are kept this many months after upload. */
export const NEGOTIATION_FILE_RETENTION_MONTHS = 1;
/** The same retention as an ISO 8601 duration (1 month), for schedulers and documentation. */
export const NEGOTIATION_FILE_RETENTION = `P${NEGOTIATION_FILE_RETENTION_MONTHS}M`;
/** At most this many files are stored per negotiation. */
export const NEGOTIATION_FILE_LIMIT = 10;
/** Max size of one uploaded file: 5 MB. */
export const FILE_MAX_BYTES = 5_242_880;
/** Extensions an uploaded material or negotiation file may have (lower case, no dot). */
export const FILE_ALLOWED_EXTENSIONS = ["pdf", "zip"] as const;
/**
 * The MIME types an upload of each extension may carry (lower case, without parameters); the first
 * is the type a stored file is served with. Browsers on Windows report zips as x-zip-compressed.
 */
export const FILE_ACCEPTED_TYPES = {
  pdf: ["application/pdf"],
  zip: ["application/zip", "application/x-zip-compressed", "application/x-zip"],
} as const satisfies Record<(typeof FILE_ALLOWED_EXTENSIONS)[number], readonly string[]>;
/** Files per drop or pick. */
export const FILE_MAX_COUNT_PER_UPLOAD = 1;
/** Longest original file name kept (characters); the stored name adds an id and a date. */
export const FILE_NAME_MAX_LENGTH = 200;
/** Longest file name kept, in UTF-8 bytes (a file system's limit for one path segment). */
export const FILE_NAME_MAX_BYTES = 255;
/** Longest original name inside a storage key, in UTF-8 bytes (the key adds a 46-byte id and date). */
export const STORED_NAME_MAX_BYTES = 160;

// --- Meetings (product §5, §9) ---------------------------------------------------------------------

/** A meeting (negotiation) lasts this long. */
export const MEETING_DURATION_MINUTES = 60;
/** An application lists at least this many preferred slots (error 0103005). */
export const MEETING_MIN_SLOTS = 3;
/** The first selectable day is this many working days after today. */
export const MEETING_MIN_WORKING_DAYS_AHEAD = 3;
/** A slot starts at 8:00 at the earliest … */
export const MEETING_START_HOUR_MIN = 8;
/** … and at 19:00 at the latest. */
export const MEETING_START_HOUR_MAX = 19;
/** A slot ends at 9:00 at the earliest … */
export const MEETING_END_HOUR_MIN = 9;
/** … and at 20:00 at the latest. */
export const MEETING_END_HOUR_MAX = 20;
/** Each slot spans at least this long (error 0801001). */
export const MEETING_MIN_SELECTED_MINUTES = MEETING_DURATION_MINUTES;

// --- Ratings and text (product §3, §5, §9) ---------------------------------------------------------

/** Highest score on the rating scale. */
export const RATING_MAX = 5;
/** Max characters of free-text fields (textareas, reasons, reviews). */
export const FREE_TEXT_MAX_LENGTH = 500;
/** Chat messages loaded per page of a negotiation room (newest first). */
export const CHAT_MESSAGES_PAGE_SIZE = 20;

// --- Authentication (product §4.3) -----------------------------------------------------------------

/** The sign-up confirmation code is valid for 24 hours. */
export const EMAIL_CODE_VALID_MS = 24 * HOUR_MS;
/** A password-reset link is valid for 1 hour. */
export const RESET_LINK_VALID_MS = HOUR_MS;
/** The email-change confirmation code is valid for 24 hours. */
export const EMAIL_CHANGE_CODE_VALID_MS = 24 * HOUR_MS;
/** Digits of an emailed confirmation code. */
export const CONFIRMATION_CODE_LENGTH = 6;
/** Password length bounds (error 0201003). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 98;
/** Default session refresh interval when the token time gives none. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

// --- Client timing (product §2.5, §4.5, §9) --------------------------------------------------------

export const NOTIFICATION_POLL_INTERVAL_MS = 15_000;
export const BANNER_AUTOPLAY_MS = 5_000;
/** The banner carousel loops only when it has more banners than this. */
export const BANNER_LOOP_MIN_COUNT = 2;
/**
 * Delays of the tab setup, page-view tracking and chatbot search (product §2.5, §9); no screen uses them yet.
 * @public read by name in constants.test.ts
 */
export const TAB_SETUP_DELAY_MS = 200;
/** @public */
export const PAGE_VIEW_DELAY_MS = 200;
/** @public */
export const CHATBOT_SEARCH_DEBOUNCE_MS = 200;

// --- Layout (product §3, §9) -----------------------------------------------------------------------

export const EDITOR_PREVIEW_MAX_HEIGHT_PX = 320;
/** Widths at or below this are a "narrow desktop" (the header shortens its labels). */
export const BREAKPOINT_NARROW_DESKTOP_PX = 1279;
/** Widths at or below this are "tablet". */
export const BREAKPOINT_TABLET_PX = 1023;
/** Widths at or below this are "mobile". */
export const BREAKPOINT_MOBILE_PX = 768;
export const BANNER_PC_WIDTH_PX = 1318;
export const BANNER_PC_HEIGHT_PX = 100;
export const BANNER_SP_WIDTH_PX = 750;
export const BANNER_SP_HEIGHT_PX = 176;

// --- Status popup (product §4.1) -------------------------------------------------------------------

/**
 * The popup asks about a negotiation once it has been under consideration this many days.
 * The spec does not show the configured value; see docs/decisions/005-domain-enumerations.md.
 */
export const STATUS_POPUP_CONSIDERING_DAYS = 14;
/** The popup stops asking about a negotiation under consideration for longer than this. */
export const STATUS_POPUP_CONFIRM_LIMIT_DAYS = 90;

// --- Display (product §9) --------------------------------------------------------------------------

/** Relative timestamps say 「約N分前」 up to this many minutes. */
export const RELATIVE_TIME_MAX_MINUTES = 59;
/** Relative timestamps say 「約N時間前」 up to this many hours; older ones show the date. */
export const RELATIVE_TIME_MAX_HOURS = 23;
/**
 * A date range spanning at least this many calendar days also shows its day count.
 * The spec does not show the value; see docs/decisions/005-domain-enumerations.md.
 */
export const MULTI_DAY_RANGE_MIN_DAYS = 2;
/** Units of displayed file sizes, base 1024. */
export const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;
export const FILE_SIZE_BASE = 1024;

/**
 * How long an operator session's second factor holds (ADR 214): after it, the console asks for a TOTP
 * code again, however long the session's refresh chain runs (30 days).
 */
export const OPERATOR_SECOND_FACTOR_MAX_AGE_MS = 12 * HOUR_MS;
