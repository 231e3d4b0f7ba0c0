import {
  type ErrorCode,
  errorCodeForResponse,
  errorMessage,
  type GraphQLErrorKind,
  graphqlErrorKindOfStatus,
  isErrorCode,
  messageParamsOf,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";
import { GraphQLError, type GraphQLFormattedError } from "graphql";

export type { GraphQLErrorKind };

type ErrorParams = Readonly<Record<string, string | number>>;

export function appGraphQLError(
  kind: GraphQLErrorKind,
  code: ErrorCode,
  extra: Record<string, unknown> = {},
  params: ErrorParams = {},
) {
  const withParams = Object.keys(params).length > 0 ? { errorParams: params } : {};
  return new GraphQLError(errorMessage(code, params), {
    extensions: { code: kind, errorCode: code, ...withParams, ...extra },
  });
}

/** THE mapping from a /v1 error response to a GraphQL error (product §7 response handling). */
export function errorFromResponse(status: number, body: unknown): GraphQLError {
  const answer = (body ?? {}) as { error_code?: unknown; error_params?: unknown; field_errors?: unknown };
  const code = errorCodeForResponse(status, answer.error_code);
  const fieldErrors = answer.field_errors;
  return appGraphQLError(
    graphqlErrorKindOfStatus(status),
    code,
    fieldErrors && typeof fieldErrors === "object" ? { fieldErrors } : {},
    // The params belong to the server's code; a fallback code has none.
    code === answer.error_code ? messageParamsOf(answer.error_params) : {},
  );
}

/** A /v1 answer that breaks its contract: a masked system error (the field is in the log, not here). */
export function contractBreach(): GraphQLError {
  return appGraphQLError("INTERNAL_SERVER_ERROR", SYSTEM_ERROR_CODE);
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
 * Whether Apollo refused the request itself with a 4xx status but no code of its own (an automatic
 * persisted query whose sha256Hash does not match its query is one): the client's fault, not ours.
 */
function isUncodedRequestRefusal(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return error.extensions.code === undefined && typeof status === "number" && status >= 400 && status < 500;
}

/**
 * Apollo's formatError: our own errors pass; errors about the request itself become 0109004;
 * anything else is masked so that no internal message or stack trace leaves the server.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const ext = formatted.extensions ?? {};
  const { stacktrace: _stacktrace, ...rest } = ext as Record<string, unknown>;
  if (isErrorCode(rest.errorCode)) {
    return { ...formatted, extensions: rest };
  }
  if (typeof rest.code === "string" && CLIENT_ERROR_KINDS.has(rest.code)) {
    return { ...formatted, extensions: { ...rest, errorCode: REQUEST_INVALID_CODE } };
  }
  if (isUncodedRequestRefusal(error)) {
    return { ...formatted, extensions: { ...rest, code: "BAD_REQUEST", errorCode: REQUEST_INVALID_CODE } };
  }
  return {
    message: errorMessage(SYSTEM_ERROR_CODE),
    ...(formatted.path ? { path: formatted.path } : {}),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR", errorCode: SYSTEM_ERROR_CODE },
  };
}
