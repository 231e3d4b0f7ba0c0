// The mail to an operator when a wrong second-factor code was entered in a session of theirs (ADR 214).

import type { MailMessage } from "../../lib/mail/mailer.js";
import { ROOM_SIGNATURE } from "../../lib/mail/templates.js";

export function wrongTotpMail({ to, at }: { readonly to: string; readonly at: Date }): MailMessage {
  const when = new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    dateStyle: "long",
    timeStyle: "short",
  }).format(at);
  return {
    to,
    subject: "【医療ITナビ】運営コンソールで二段階認証のコードが誤って入力されました",
    text: [
      "医療ITナビ 運営コンソールのご担当者様",
      "",
      `${when}（日本時間）、あなたのアカウントでパスワードによるログインのあと、誤った認証コードが入力されました。`,
      "",
      "ご自身の入力間違いであれば、対応は不要です。",
      "お心当たりのない場合は、パスワードが第三者に知られているおそれがあります。すぐにパスワードを変更し、管理者にご連絡ください。",
      "",
      "このお知らせは、ログインごとに最初の誤入力のときだけお送りします。",
      ROOM_SIGNATURE,
    ].join("\n"),
  };
}
