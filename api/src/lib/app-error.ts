import { type ErrorCode, httpStatusOf } from "@iryo/domain/error-catalogue";

/** An error the api answers as `{error_code, error_message}` with the status the catalogue gives. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly vars: Readonly<Record<string, string | number>> = {},
  ) {
    super(code);
    this.name = "AppError";
    this.status = httpStatusOf(code);
  }
}
