import { INVITATION_TTL_DAYS, STAFF_ROLE_LABEL, type StaffRole } from "@iryo/domain/provider-organisation";
import type { MailMessage } from "./mailer.js";

/** The mail of an invitation into an organisation (a colleague's, or the first admin's from an operator). */
export function staffInvitationMail(to: string, organisationName: string, role: StaffRole, link: string): MailMessage {
  return {
    to,
    subject: `【医療ITナビ】${organisationName}の担当者として招待されました`,
    text: [
      `${organisationName}の担当者（${STAFF_ROLE_LABEL[role]}）として、医療ITナビの事業者コンソールに招待されました。`,
      "",
      "次のリンクを開き、このメールアドレスのアカウントでログイン（未登録の場合は新規登録）して招待を承認してください。",
      link,
      "",
      `このリンクの有効期限は${INVITATION_TTL_DAYS}日間です。お心当たりのない場合は、このメールを破棄してください。`,
    ].join("\n"),
    devHint: link,
  };
}
