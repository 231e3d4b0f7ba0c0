// The error catalogue of SPEC §8: code → Japanese message and HTTP status.

interface CatalogueEntry {
  readonly message: string;
  readonly httpStatus: 400 | 401 | 403 | 404 | 409 | 500;
}

export const ERROR_CATALOGUE = {
  "0101001": { message: "必須項目です。", httpStatus: 400 },
  "0101002": { message: "形式が正しくありません。", httpStatus: 400 },
  "0109001": { message: "他のユーザーによって変更されています。画面を再読み込みしてください。", httpStatus: 409 },
  "0109002": { message: "この操作を行う権限がありません。", httpStatus: 403 },
  "0109004": { message: "リクエストの形式が正しくありません。", httpStatus: 400 },
  "0109005": { message: "お探しの情報が見つかりません。", httpStatus: 404 },
  "0109006": { message: "認証の有効期限が切れたか、トークンが無効です。", httpStatus: 401 },
  "0109099": { message: "システムエラーが発生しました。管理者にお問い合わせください。", httpStatus: 500 },
  "0201002": { message: "認証の有効期限が切れました。再度ログインしてください。", httpStatus: 401 },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Used when nothing more specific is known (SPEC §7). */
export const SYSTEM_ERROR_CODE: ErrorCode = "0109099";
/** A 400 without a server code (SPEC §7). */
export const REQUEST_INVALID_CODE: ErrorCode = "0109004";
/** A 404 without a server code. */
export const NOT_FOUND_CODE: ErrorCode = "0109005";
/** A 401: the session is gone. */
export const TOKEN_EXPIRED_CODE: ErrorCode = "0109006";

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The Japanese message for a code, with `{{Name}}` placeholders filled from `vars`. */
export function errorMessage(code: ErrorCode, vars: Readonly<Record<string, string | number>> = {}): string {
  return ERROR_CATALOGUE[code].message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].httpStatus;
}
