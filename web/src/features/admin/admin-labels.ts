import type { OperatorRole } from "@iryo/domain/account";
import { CHANGE_STATE_LABEL, type ChangeState, type PublishingObjectType } from "@iryo/domain/publishing";
import { MODERATION_FLAG_LABELS, type ModerationFlag } from "@iryo/domain/review-moderation";

export const ROLE_LABELS: Readonly<Record<OperatorRole, string>> = {
  moderator: "レビュー審査担当",
  editor: "コンテンツ編集担当",
  admin: "管理者",
};

/** Whether a role moderates reviews (the api's RATING_MODERATORS; the screen only hides). */
export function moderates(role: string): boolean {
  return role === "moderator" || role === "admin";
}

/** Whether a role edits the site content (the api's CONTENT_EDITORS, ADR 164; the screen only hides). */
export function editsContent(role: string): boolean {
  return role === "editor" || role === "admin";
}

export function flagLabel(flag: string): string {
  return MODERATION_FLAG_LABELS[flag as ModerationFlag] ?? flag;
}

export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** Whether a role reviews providers' listing changes (the api's LISTING_REVIEWERS; the screen only hides). */
export function reviewsChanges(role: string): boolean {
  return role === "editor" || role === "admin";
}

export function changeStateLabel(state: string): string {
  return CHANGE_STATE_LABEL[state as ChangeState] ?? state;
}

const OBJECT_TYPE_LABELS: Readonly<Record<PublishingObjectType, string>> = {
  service: "サービス掲載",
  material: "導入資料",
  article: "記事",
  seminar: "セミナー",
  attributes: "セキュリティ・制度対応",
};

export function objectTypeLabel(type: string): string {
  return OBJECT_TYPE_LABELS[type as PublishingObjectType] ?? type;
}
