// The error catalogue of product §8: code → Japanese message and HTTP status. Also the form and toast
// messages of product §5, and the encoding that lets a zod issue message carry a code with parameters.

import {
  BOOKMARK_LIMIT,
  MEETING_MIN_SELECTED_MINUTES,
  MEETING_MIN_SLOTS,
  MEETING_MIN_WORKING_DAYS_AHEAD,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATING_LIMIT,
} from "./constants.js";
import { UI_MESSAGES } from "./ui-messages.js";

type HttpStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500;

interface CatalogueEntry {
  readonly message: string;
  readonly httpStatus: HttpStatus;
}

export const ERROR_CATALOGUE = {
  "1001001": {
    message: `医療従事者の方がブックマークできるサービスは${BOOKMARK_LIMIT}件までです。不要なブックマークを解除してから追加してください。`,
    httpStatus: 400,
  },
  // Form field messages (product §5 templates).
  "0101001": { message: "必須項目です。", httpStatus: 400 },
  "0101002": { message: "形式が正しくありません。", httpStatus: 400 },
  "0101003": { message: "チェックを入れてください。", httpStatus: 400 },
  "0101004": { message: "{{Max}}文字以内で入力してください。", httpStatus: 400 },
  "0101005": { message: "{{Min}}文字以上で入力してください。", httpStatus: 400 },
  "0101006": { message: "{{Max}}以下の数値を入力してください。", httpStatus: 400 },
  "0101007": { message: "上記と同じパスワードを入力してください。", httpStatus: 400 },
  // Files.
  "0102001": { message: "アップロードできるファイルの形式は{{Extensions}}のみです。", httpStatus: 400 },
  "0102002": { message: "ファイルサイズが上限（{{Size}}）を超えています。", httpStatus: 400 },
  "0102003": { message: "画像は{{Width}}×{{Height}}ピクセルのサイズでアップロードしてください。", httpStatus: 400 },
  "0102004": { message: "ファイルは1つずつアップロードしてください。", httpStatus: 400 },
  // Not in product §8 (which has no code for the 10-file limit of §9); ADR 073.
  "0102005": {
    message: "この商談で共有できるファイルは{{Max}}件までです。保存期間を過ぎたファイルは自動で削除されます。",
    httpStatus: 400,
  },
  // Dates and periods.
  "0103001": {
    message: `期間の指定が正しくありません。土日祝日を除く${MEETING_MIN_WORKING_DAYS_AHEAD}営業日以降の日付を選択してください。`,
    httpStatus: 400,
  },
  "0103002": { message: "過去の日付は指定できません。", httpStatus: 400 },
  "0103003": { message: "未来の日付は指定できません。", httpStatus: 400 },
  "0103004": { message: "時間帯が重複しています。重ならないように選択してください。", httpStatus: 400 },
  "0103005": { message: `希望日時を${MEETING_MIN_SLOTS}つ以上選択してください。`, httpStatus: 400 },
  // Common.
  "0109001": { message: "他のユーザーによって変更されています。画面を再読み込みしてください。", httpStatus: 409 },
  "0109002": { message: "この操作を行う権限がありません。", httpStatus: 403 },
  "0109003": { message: "関連するデータが削除されています。画面を再読み込みしてください。", httpStatus: 404 },
  "0109004": { message: "リクエストの形式が正しくありません。", httpStatus: 400 },
  "0109005": { message: "お探しの情報が見つかりません。", httpStatus: 404 },
  "0109006": { message: "認証の有効期限が切れたか、トークンが無効です。", httpStatus: 401 },
  // Not in product §8 (which has no "too many requests" code); ADR 103 and 104.
  "0109007": { message: "リクエストが多すぎます。しばらく時間をおいてから再度お試しください。", httpStatus: 429 },
  "0109008": {
    message: "同時に開いている画面が多すぎます。不要な画面を閉じてから再度お試しください。",
    httpStatus: 429,
  },
  "0109099": { message: "システムエラーが発生しました。管理者にお問い合わせください。", httpStatus: 500 },
  // Authentication. A wrong sign-in is a 400: a 401 would sign the visitor out (product §7).
  "0201001": { message: "メールアドレスまたはパスワードが正しくありません。", httpStatus: 400 },
  "0201002": { message: "認証の有効期限が切れました。再度ログインしてください。", httpStatus: 401 },
  "0201003": {
    message: `パスワードは英字と数字を組み合わせて、${PASSWORD_MIN_LENGTH}文字以上${PASSWORD_MAX_LENGTH}文字以内で入力してください。`,
    httpStatus: 400,
  },
  "0201004": { message: "パスワードが一致しません。", httpStatus: 400 },
  "0201005": { message: "このメールアドレスはすでに登録されています。", httpStatus: 400 },
  "0201006": { message: "パスワードが正しくありません。", httpStatus: 400 },
  "0201007": { message: "確認コードが正しくないか、有効期限が切れています。", httpStatus: 400 },
  "0201008": {
    message: "このメールアドレスの会員登録が完了していません。登録手続きを完了してください。",
    httpStatus: 400,
  },
  "0201009": { message: "このメールアドレスは登録されていません。", httpStatus: 400 },
  "0201010": {
    message: "パスワード再設定リンクの有効期限が切れています。もう一度お手続きください。",
    httpStatus: 400,
  },
  "0201011": {
    message: "メールアドレスの確認コードが未入力です。本人確認メールをご確認のうえ、確認コードを入力してください。",
    httpStatus: 400,
  },
  // Not in product §8 (which answers a throttled sign-in as a wrong password); ADR 215.
  "0201012": {
    message:
      "ログインの試行が続けて失敗したため、一時的にログインを制限しています。{{Wait}}ほど待ってから、もう一度お試しください。",
    httpStatus: 429,
  },
  // Provider organisations and staff. Not in product §8 (which has no staff roles); ADR 142.
  "0202001": {
    message: "組織には管理者が1人以上必要です。先に別の担当者を管理者に変更してください。",
    httpStatus: 409,
  },
  "0202002": {
    message: "招待リンクが無効か、有効期限が切れています。管理者に再度の招待を依頼してください。",
    httpStatus: 400,
  },
  "0202003": {
    message: "会員として登録済みのアカウントは事業者の担当者になれません。別のメールアドレスでご登録ください。",
    httpStatus: 403,
  },
  "0202004": { message: "このアカウントはすでに他の事業者の担当者として登録されています。", httpStatus: 409 },
  "0202005": { message: "このメールアドレスはすでに担当者として登録されているか、招待中です。", httpStatus: 409 },
  "0202006": { message: "招待されたメールアドレスのアカウントでログインしてください。", httpStatus: 403 },
  // Provider insights and review replies. Not in product §8 (which has no replies); ADR 152.
  "0303001": { message: "このレビューにはすでに返信しています。返信を編集してください。", httpStatus: 409 },
  // The 稟議 sheet (ADR 155).
  "0304001": {
    message: "検討リストにサービスがありません。サービスを追加してからダウンロードしてください。",
    httpStatus: 404,
  },
  // 「参考になった」 votes (ADR 167). Not in product §8.
  "0305001": { message: "ご自身のレビューには「参考になった」を付けられません。", httpStatus: 403 },
  // The operator console (issue 24; ADR 147, 148). Not in product §8.
  "0203001": {
    message: "二段階認証を完了してください。認証アプリに表示される6桁のコードを入力してください。",
    httpStatus: 403,
  },
  "0203002": {
    message: "認証コードが正しくないか、すでに使用されています。新しいコードを入力してください。",
    httpStatus: 400,
  },
  "0203003": {
    message: "この評価はすでに審査済みか、内容が変更されています。一覧を更新してください。",
    httpStatus: 409,
  },
  "0203004": { message: "このレビューはすでに報告済みです。", httpStatus: 409 },
  "0203005": { message: "公開中のレビューのみ報告できます。", httpStatus: 400 },
  "0203006": { message: "ご自身の権限は変更できません。別の管理者に依頼してください。", httpStatus: 409 },
  // Organisations and member support in the operator console (issue 24 item 5; ADR 166).
  "0205001": {
    message:
      "ご所属の事業者は現在ご利用を停止しているため、ログインできません。詳しくは運営事務局にお問い合わせください。",
    httpStatus: 400,
  },
  "0205002": { message: "この事業者はすでに利用停止中です。画面を更新してください。", httpStatus: 409 },
  "0205003": { message: "この事業者は利用停止中ではありません。画面を更新してください。", httpStatus: 409 },
  "0205004": {
    message: "この事業者にはすでに管理者がいるか、管理者を招待中です。担当者の追加は事業者の管理者が行います。",
    httpStatus: 409,
  },
  "0205005": { message: "この会員はすでに退会しています。", httpStatus: 409 },
  "0205006": {
    message: "この会員はメールアドレスの確認を済ませているため、確認コードは送信できません。",
    httpStatus: 409,
  },
  // Listings (provider side).
  "0301001": { message: "掲載期間には未来の日付を指定してください。", httpStatus: 400 },
  "0301002": { message: "掲載開始日を過ぎているため、変更できるのは終了日のみです。", httpStatus: 400 },
  // Linking a service (ADR 144): related seminars and articles only of the service's own organisation;
  // at most SERVICE_CATEGORY_LIMIT categories per service.
  "0401001": {
    message: "他の事業者に紐づけられているセミナー・記事は関連付けできません。自社のセミナー・記事を選択してください。",
    httpStatus: 400,
  },
  "0401002": { message: "1つのサービスに設定できるカテゴリは{{Max}}つまでです。", httpStatus: 400 },
  // The publishing workflow (ADR 143). Not in product §8.
  "0302001": {
    message: "審査中または公開予約中の変更があるため、編集できません。取り下げるか、審査の完了をお待ちください。",
    httpStatus: 409,
  },
  "0302002": { message: "この変更はすでに処理されています。画面を再読み込みしてください。", httpStatus: 409 },
  "0302003": { message: "公開中の内容から変更がないため、申請できません。", httpStatus: 400 },
  "0302004": { message: "公開日時には現在より後の日時を指定してください。", httpStatus: 400 },
  // Materials in the workflow (ADR 145): a download of a retired material.
  "0302005": { message: "この資料は公開を終了しました。", httpStatus: 404 },
  // Articles (ADR 163): an article links only its own organisation's services; an article a listed
  // service is linked to cannot be deleted until the link is removed.
  "0501006": {
    message: "記事に紐づけられるのは自社のサービスのみです。他の事業者のサービスは選択できません。",
    httpStatus: 400,
  },
  "0501007": {
    message: "掲載中のサービスに紐づけられている記事は削除できません。先にサービスとの紐づけを外してください。",
    httpStatus: 400,
  },
  "0601009": { message: "その他の事業者は記事を作成できません。", httpStatus: 403 },
  // Seminars.
  "0701001": { message: "その他の事業者の方はセミナーをご利用いただけません。", httpStatus: 403 },
  "0701002": { message: "定員に達したため、お申し込みいただけません。", httpStatus: 400 },
  "0701003": { message: "受付期間外のため、お申し込みいただけません。", httpStatus: 400 },
  // Provider seminars (ADR 162): the reminder, the delivery and the reception period.
  "0701004": {
    message: "リマインドメールの送信日時は、現在より後かつ開催日時より前に設定してください。",
    httpStatus: 400,
  },
  "0701005": {
    message:
      "配信の設定が正しくありません。終了日時は開始日時より後にし、オンライン開催では配信先を、アーカイブ配信には開催終了より後の公開終了日時を指定してください。",
    httpStatus: 400,
  },
  "0701006": {
    message: "受付期間は、受付開始を受付終了より前にし、開催日時より前に終了するよう設定してください。",
    httpStatus: 400,
  },
  // Not in product §8: a seminar enrolment shares the member's details with the organiser only with
  // their consent, given on the apply screen (ADR 173).
  "0701007": {
    message: "お申し込みには、主催企業に提供される情報へのご同意が必要です。内容をご確認のうえ、同意してください。",
    httpStatus: 400,
  },
  // Negotiations.
  "0801001": {
    message: `希望時間帯は${MEETING_MIN_SELECTED_MINUTES / 60}時間以上を選択してください。`,
    httpStatus: 400,
  },
  // Not in product §8: one open application per member and service (ADR 106). The answer's
  // error_params.negotiation_id names the open negotiation, so that the client can link to it.
  "0801002": {
    message: "このサービスにはすでに商談を申し込んでいます。進行中の商談をご確認ください。",
    httpStatus: 409,
  },
  // Ratings.
  "0901001": { message: "その他の事業者の方は評価・レビューを投稿できません。", httpStatus: 403 },
  "0901002": { message: `評価・レビューを投稿できるサービスは${RATING_LIMIT}件までです。`, httpStatus: 400 },
  "0901003": {
    message: "このサービスの評価・レビューはすでに投稿されています。画面を再読み込みしてください。",
    httpStatus: 409,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every code of the catalogue. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Used when nothing more specific is known (product §7). */
export const SYSTEM_ERROR_CODE: ErrorCode = "0109099";
/** A 400 without a server code (product §7). */
export const REQUEST_INVALID_CODE: ErrorCode = "0109004";
/** A 404 without a server code. */
export const NOT_FOUND_CODE: ErrorCode = "0109005";
/** A 401: the session is gone. */
export const TOKEN_EXPIRED_CODE: ErrorCode = "0109006";
/** The toast shown when a session refresh fails (product §4.3). */
export const SESSION_EXPIRED_CODE: ErrorCode = "0201002";
/** Optimistic-concurrency conflict (an `updated_at` that is stale). */
export const CONFLICT_CODE: ErrorCode = "0109001";
/** Missing permission. */
export const FORBIDDEN_CODE: ErrorCode = "0109002";
/** A second open application for the same service; error_params.negotiation_id is the open one. */
export const NEGOTIATION_ALREADY_OPEN_CODE: ErrorCode = "0801002";
/** An operator session that has not passed the second factor (TOTP) on an operator call (ADR 147). */
export const SECOND_FACTOR_REQUIRED_CODE: ErrorCode = "0203001";
/** A request over a rate limit (429 with Retry-After; ADR 103). */
export const RATE_LIMITED_CODE: ErrorCode = "0109007";
/** A socket or subscription over its cap (ADR 104). */
export const TOO_MANY_CONNECTIONS_CODE: ErrorCode = "0109008";

/** Field-message codes of product §5, by the rule that raises them. */
export const FIELD_MESSAGE_CODES = {
  required: "0101001",
  wrongFormat: "0101002",
  mustBeChecked: "0101003",
  maxLength: "0101004",
  minLength: "0101005",
  maxValue: "0101006",
  samePassword: "0101007",
} as const satisfies Record<string, ErrorCode>;

export { UI_MESSAGES };

type UiMessageKey = keyof typeof UI_MESSAGES;
/** What a zod issue message may name: a catalogue code or a UI message key. */
export type MessageKey = ErrorCode | UiMessageKey;

/** The toast text for "has error input". */
export const INPUT_ERROR_TOAST_MESSAGE: string = UI_MESSAGES.inputHasError;

export type MessageParams = Readonly<Record<string, string | number>>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return isErrorCode(value) || (typeof value === "string" && Object.hasOwn(UI_MESSAGES, value));
}

function interpolate(template: string, vars: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** The Japanese message for a code, with `{{Name}}` placeholders filled from `vars`. */
export function errorMessage(code: ErrorCode, vars: MessageParams = {}): string {
  return interpolate(ERROR_CATALOGUE[code].message, vars);
}

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].httpStatus;
}

/** The Japanese text of a catalogue code or a UI message key. */
export function messageText(key: MessageKey, vars: MessageParams = {}): string {
  return isErrorCode(key) ? errorMessage(key, vars) : interpolate(UI_MESSAGES[key], vars);
}

/**
 * Encodes a key and its parameters into one zod issue message, e.g. `0101004|Max=50`, so that a
 * schema can be shared by the server (which reads the code) and a form (which shows the text).
 */
export function encodeMessage(key: MessageKey, params: MessageParams = {}): string {
  const parts = Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return [key, ...parts].join("|");
}

export interface DecodedMessage {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, string>>;
}

/** Reads back what `encodeMessage` wrote; undefined when the message names no known key. */
export function decodeMessage(message: string): DecodedMessage | undefined {
  const [key, ...parts] = message.split("|");
  if (!isMessageKey(key)) return undefined;
  const params: Record<string, string> = {};
  for (const part of parts) {
    const at = part.indexOf("=");
    if (at > 0) params[part.slice(0, at)] = decodeURIComponent(part.slice(at + 1));
  }
  return { key, params };
}

/**
 * The Japanese text for a zod issue message (a code, or a code with encoded parameters). Anything
 * unknown — such as a library's English default — becomes the generic "wrong format" text, so no
 * English ever reaches the screen.
 */
export function fieldErrorMessage(message: string): string {
  const decoded = decodeMessage(message);
  return decoded ? messageText(decoded.key, decoded.params) : errorMessage(FIELD_MESSAGE_CODES.wrongFormat);
}

/** Message params as they travel in JSON (`error_params`, `extensions.errorParams`); anything else is dropped. */
export function messageParamsOf(raw: unknown): MessageParams {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}

/** The Japanese text of a zod issue. */
export function issueToMessage(issue: { readonly message: string }): string {
  return fieldErrorMessage(issue.message);
}

/** The catalogue code of a zod issue, for a server that answers `{ error_code }`. */
export function issueToErrorCode(issue: { readonly message: string }): ErrorCode {
  const decoded = decodeMessage(issue.message);
  return decoded && isErrorCode(decoded.key) ? decoded.key : REQUEST_INVALID_CODE;
}

/**
 * The answer of a server to input its schema refused: the first issue that carries a catalogue code
 * (with its params, e.g. `0101004|Max=50`), else 0109004. The api answers it; the BFF answers the same
 * for a query it will not send (a URL too long for the api, ADR 212).
 */
export function errorOfIssues(issues: readonly { readonly message: string }[]): {
  readonly code: ErrorCode;
  readonly params: MessageParams;
} {
  const coded = issues.find((issue) => issueToErrorCode(issue) !== REQUEST_INVALID_CODE);
  const first = coded ?? issues[0];
  return {
    code: coded ? issueToErrorCode(coded) : REQUEST_INVALID_CODE,
    params: first ? (decodeMessage(first.message)?.params ?? {}) : {},
  };
}

// --- Transport mapping (product §7 response handling) ----------------------------------------------

/** The catalogue code a client uses when the server gave none, by HTTP status. */
const FALLBACK_CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: REQUEST_INVALID_CODE,
  401: TOKEN_EXPIRED_CODE,
  403: FORBIDDEN_CODE,
  404: NOT_FOUND_CODE,
  409: CONFLICT_CODE,
  429: RATE_LIMITED_CODE,
  500: SYSTEM_ERROR_CODE,
};

/**
 * The code a client shows for a /v1 answer (product §7): no response → system error; 401 → token
 * expired; 500 → system error; otherwise the server's `error_code` when it is a catalogue code,
 * else the fallback of the status (400 → request invalid), else system error.
 */
export function errorCodeForResponse(status: number | undefined, serverCode?: unknown): ErrorCode {
  if (status === undefined) return SYSTEM_ERROR_CODE;
  if (status === 401) return TOKEN_EXPIRED_CODE;
  if (status === 500) return SYSTEM_ERROR_CODE;
  if (isErrorCode(serverCode)) return serverCode;
  return FALLBACK_CODE_BY_STATUS[status] ?? SYSTEM_ERROR_CODE;
}

export type GraphQLErrorKind =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "INTERNAL_SERVER_ERROR";

const GRAPHQL_KIND_BY_STATUS: Readonly<Record<number, GraphQLErrorKind>> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  429: "RATE_LIMITED",
};

/** The GraphQL `extensions.code` of an HTTP status; anything unlisted is an internal error. */
export function graphqlErrorKindOfStatus(status: number): GraphQLErrorKind {
  return GRAPHQL_KIND_BY_STATUS[status] ?? "INTERNAL_SERVER_ERROR";
}

/** The GraphQL `extensions.code` of a catalogue code, through its HTTP status. */
export function graphqlErrorKindOf(code: ErrorCode): GraphQLErrorKind {
  return graphqlErrorKindOfStatus(httpStatusOf(code));
}
