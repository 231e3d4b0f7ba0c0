import {
  type ErrorCode,
  errorCodeForResponse,
  errorMessage,
  type GraphQLErrorKind,
  graphqlErrorKindOfStatus,
  isErrorCode,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";
import { GraphQLError, type GraphQLFormattedError } from "graphql";

export type { GraphQLErrorKind };

export function appGraphQLError(kind: GraphQLErrorKind, code: ErrorCode, extra: Record<string, unknown> = {}) {
  return new GraphQLError(errorMessage(code), { extensions: { code: kind, errorCode: code, ...extra } });
}

/** THE mapping from a /v1 error response to a GraphQL error (SPEC §7 response handling). */
export function errorFromResponse(status: number, body: unknown): GraphQLError {
  const code = errorCodeForResponse(status, (body as { error_code?: unknown } | null)?.error_code);
  const fieldErrors = (body as { field_errors?: unknown } | null)?.field_errors;
  return appGraphQLError(
    graphqlErrorKindOfStatus(status),
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
