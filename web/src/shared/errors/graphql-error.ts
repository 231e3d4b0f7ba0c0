import { CombinedGraphQLErrors } from "@apollo/client";
import {
  type ErrorCode,
  errorMessage,
  isErrorCode,
  messageParamsOf,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";

export interface AppErrorInfo {
  readonly kind: string;
  readonly code: ErrorCode;
  readonly message: string;
}

/** Reads the BFF's `extensions.code` / `extensions.errorCode` from an Apollo error. */
export function appErrorOf(error: unknown): AppErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const ext = (first?.extensions ?? {}) as { code?: unknown; errorCode?: unknown; errorParams?: unknown };
    const code = isErrorCode(ext.errorCode) ? ext.errorCode : SYSTEM_ERROR_CODE;
    return {
      kind: typeof ext.code === "string" ? ext.code : "INTERNAL_SERVER_ERROR",
      code,
      message: errorMessage(code, messageParamsOf(ext.errorParams)),
    };
  }
  return { kind: "NETWORK", code: SYSTEM_ERROR_CODE, message: errorMessage(SYSTEM_ERROR_CODE) };
}
