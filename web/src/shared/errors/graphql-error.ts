import { CombinedGraphQLErrors } from "@apollo/client";
import {
  type ErrorCode,
  errorMessage,
  isErrorCode,
  type MessageParams,
  messageParamsOf,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";
import { errorKindOf } from "./error-kind";

export interface AppErrorInfo {
  readonly kind: string;
  readonly code: ErrorCode;
  readonly message: string;
  /** The server's `errorParams`: the values of the message, or what to link to (0801002: negotiation_id). */
  readonly params: MessageParams;
}

/** Reads the BFF's `extensions.code` / `extensions.errorCode` from an Apollo error. */
export function appErrorOf(error: unknown): AppErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const ext = (first?.extensions ?? {}) as { code?: unknown; errorCode?: unknown; errorParams?: unknown };
    const code = isErrorCode(ext.errorCode) ? ext.errorCode : SYSTEM_ERROR_CODE;
    const params = messageParamsOf(ext.errorParams);
    return {
      kind: errorKindOf(error),
      code,
      message: errorMessage(code, params),
      params,
    };
  }
  return { kind: "NETWORK", code: SYSTEM_ERROR_CODE, message: errorMessage(SYSTEM_ERROR_CODE), params: {} };
}
