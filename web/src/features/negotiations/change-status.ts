import { CONFLICT_CODE } from "@iryo/domain/error-catalogue";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { showToast } from "../../shared/toast/toast-store";

/**
 * Sends a status change and says how it went: its toast and the room read again, or the error's toast
 * (and the room read again when someone else changed it first).
 */
export async function changeStatus(send: () => Promise<unknown>, done: string, onChanged: () => void): Promise<void> {
  try {
    await send();
    showToast("success", done);
    onChanged();
  } catch (e) {
    const info = toastFailure(e);
    if (info.code === CONFLICT_CODE) onChanged();
  }
}
