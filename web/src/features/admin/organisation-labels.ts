import { MEMBER_SUPPORT_STATUS_LABEL, type MemberSupportStatus } from "@iryo/domain/operator-support";
import { PROVIDER_BUSINESS_KIND_LABEL, type ProviderBusinessKind } from "@iryo/domain/provider-organisation";

export function businessKindLabel(kind: string): string {
  return PROVIDER_BUSINESS_KIND_LABEL[kind as ProviderBusinessKind] ?? kind;
}

export function memberStatusLabel(status: string): string {
  return MEMBER_SUPPORT_STATUS_LABEL[status as MemberSupportStatus] ?? status;
}

const MEMBER_STATE_LABEL: Readonly<Record<string, string>> = {
  registering: "会員情報の登録前",
  "pre-member": "仮会員（登録の完了待ち）",
  "needs-terms": "新しい利用規約への同意待ち",
  "other-business": "会員（その他の事業者）",
  full: "会員",
};

export function memberStateLabel(state: string): string {
  return MEMBER_STATE_LABEL[state] ?? state;
}

/** Whether a role helps members (the api's MEMBER_SUPPORTERS; the screen only hides). */
export function supportsMembers(role: string): boolean {
  return role === "moderator" || role === "admin";
}
