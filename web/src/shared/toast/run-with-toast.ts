import { type AppErrorInfo, appErrorOf } from "../errors/graphql-error";
import { showToast } from "./toast-store";

/**
 * A member's action with its toasts: runs `action` (the mutation and what goes with it), shows `success`,
 * then runs `after` (a refetch, closing a dialog). When a step fails, an error toast with the error's
 * message instead. Answers whether every step succeeded.
 */
export async function runWithToast(
  action: () => Promise<unknown>,
  success: string,
  after?: () => unknown,
): Promise<boolean> {
  try {
    await action();
    showToast("success", success);
    await after?.();
    return true;
  } catch (e) {
    toastFailure(e);
    return false;
  }
}

/**
 * The error toast of a failed action: the Japanese message for the error's code. Answers the error's
 * details for a caller that does more with them (a field to mark, a conflict to reload).
 */
export function toastFailure(error: unknown): AppErrorInfo {
  const info = appErrorOf(error);
  showToast("error", info.message);
  return info;
}
