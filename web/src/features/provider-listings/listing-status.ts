import { CHANGE_STATE_LABEL, type ChangeState } from "@iryo/domain/publishing";

/** Where a service stands for its organisation, as the list's badge says it. */
export function listingStatusLabel(status: string): string {
  if (status === "public") return "公開中";
  return CHANGE_STATE_LABEL[status as ChangeState] ?? status;
}

/** The CSS Modules class suffix of a status badge. */
export function statusTone(status: string): "ok" | "draft" | "review" | "rejected" {
  if (status === "rejected") return "rejected";
  if (status === "submitted" || status === "approved") return "review";
  if (status === "draft") return "draft";
  return "ok";
}
