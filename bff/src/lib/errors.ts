import {
  type ErrorCode,
  errorMessage,
  isErrorCode,
  NOT_FOUND_CODE,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
  TOKEN_EXPIRED_CODE,
} from "@iryo/domain/error-catalogue";
import { GraphQLError, type GraphQLFormattedError } from "graphql";

export type GraphQLErrorKind =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "CONFLICT"
  | "INTERNAL_SERVER_ERROR";

const KIND_BY_STATUS: Readonly<Record<number, GraphQLErrorKind>> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
};

/** The code SPEC §7 uses when the server gave none. */
const FALLBACK_CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: REQUEST_INVALID_CODE,
  401: TOKEN_EXPIRED_CODE,
  403: "0109002",
  404: NOT_FOUND_CODE,
};

export function appGraphQLError(kind: GraphQLErrorKind, code: ErrorCode, extra: Record<string, unknown> = {}) {
  return new GraphQLError(errorMessage(code), { extensions: { code: kind, errorCode: code, ...extra } });
}

/** THE mapping from a /v1 error response to a GraphQL error (SPEC §7 response handling). */
export function errorFromResponse(status: number, body: unknown): GraphQLError {
  const serverCode = (body as { error_code?: unknown } | null)?.error_code;
  const code: ErrorCode = isErrorCode(serverCode) ? serverCode : (FALLBACK_CODE_BY_STATUS[status] ?? SYSTEM_ERROR_CODE);
  const fieldErrors = (body as { field_errors?: unknown } | null)?.field_errors;
  return appGraphQLError(
    KIND_BY_STATUS[status] ?? "INTERNAL_SERVER_ERROR",
    code,
    fieldErrors && typeof fieldErrors === "object" ? { fieldErrors } : {},
  );
}

/** No response at all (refused, timed out): a system error. */
export function errorFromNoResponse(): GraphQLError {
  return appGraphQLError("INTERNAL_SERVER_ERROR", SYSTEM_ERROR_CODE);
}

const CLIENT_ERROR_KINDS = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "OPERATION_RESOLUTION_FAILURE",
]);

/**
 * Apollo's formatError: our own errors pass; errors about the request itself become 0109004;
 * anything else is masked so that no internal message or stack trace leaves the server.
 */
export function formatError(formatted: GraphQLFormattedError, _error: unknown): GraphQLFormattedError {
  const ext = formatted.extensions ?? {};
  const { stacktrace: _stacktrace, ...rest } = ext as Record<string, unknown>;
  if (isErrorCode(rest.errorCode)) {
    return { ...formatted, extensions: rest };
  }
  if (typeof rest.code === "string" && CLIENT_ERROR_KINDS.has(rest.code)) {
    return { ...formatted, extensions: { ...rest, errorCode: REQUEST_INVALID_CODE } };
  }
  return {
    message: errorMessage(SYSTEM_ERROR_CODE),
    ...(formatted.path ? { path: formatted.path } : {}),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR", errorCode: SYSTEM_ERROR_CODE },
  };
}
