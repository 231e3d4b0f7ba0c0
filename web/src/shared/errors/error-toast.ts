import { INPUT_ERROR_TOAST_MESSAGE } from "@iryo/domain/error-catalogue";
import { hasFieldErrors } from "../session/session-events";
import { showToast } from "../toast/toast-store";
import { appErrorOf } from "./graphql-error";

/**
 * The error toast of a failed call (product §7): the 'has error input' toast when the server refused
 * fields (product §5; the fields show why), else the Japanese message for the code. Loaded on the first
 * error (app/apollo.ts), with the message catalogue.
 */
export function showErrorToast(error: unknown): void {
  showToast("error", hasFieldErrors(error) ? INPUT_ERROR_TOAST_MESSAGE : appErrorOf(error).message);
}
