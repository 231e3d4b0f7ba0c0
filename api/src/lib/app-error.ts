import { type ErrorCode, httpStatusOf } from "@iryo/domain/error-catalogue";

/** An error the api answers as `{error_code, error_message}` with the status the catalogue gives. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly vars: Readonly<Record<string, string | number>> = {},
    /** Extras of the answer: `field_errors` (field → encoded message, e.g. `0101004|Max=50`) and headers. */
    readonly extras: AppErrorExtras = {},
  ) {
    super(code);
    this.name = "AppError";
    this.status = httpStatusOf(code);
  }
}

export interface AppErrorExtras {
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
}
