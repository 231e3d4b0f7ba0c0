import { appErrorOf } from "../errors/graphql-error";
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
    showToast("error", appErrorOf(e).message);
    return false;
  }
}
