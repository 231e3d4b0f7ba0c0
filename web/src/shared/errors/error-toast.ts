import { errorMessage, INPUT_ERROR_TOAST_MESSAGE, SESSION_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import { hasFieldErrors } from "../session/session-events";
import { isToastShown, showToast } from "../toast/toast-store";
import { appErrorOf } from "./graphql-error";

/**
 * The error toast of a failed call (product §7): the 'has error input' toast when the server refused
 * fields (product §5; the fields show why), else the Japanese message for the code. Loaded on the first
 * error (app/apollo.ts), with the message catalogue.
 *
 * One lost session, one message: a failed session refresh shows 0201002 (product §4.3), and the calls
 * that were on their way with the ended session (the bell's poll, say) answer UNAUTHENTICATED a moment
 * later with their own code. While the re-login toast is on screen, those do not replace it.
 */
export function showErrorToast(error: unknown): void {
  const { kind, message } = appErrorOf(error);
  if (kind === "UNAUTHENTICATED" && isToastShown("error", errorMessage(SESSION_EXPIRED_CODE))) return;
  showToast("error", hasFieldErrors(error) ? INPUT_ERROR_TOAST_MESSAGE : message);
}
