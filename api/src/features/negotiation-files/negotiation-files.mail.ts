// The mail to the other side of a negotiation when a file is shared (Japanese, plain text).

import { NEGOTIATION_FILE_RETENTION_MONTHS } from "@iryo/domain/constants";
import type { MailMessage } from "../../lib/mail/mailer.js";
import { ROOM_SIGNATURE } from "../../lib/mail/templates.js";

export interface FileSharedMail {
  readonly to: string;
  readonly serviceName: string;
  readonly uploaderName: string;
  readonly fileName: string;
  /** The files tab of the negotiation room the recipient opens. */
  readonly link: string;
}

export function fileSharedMail({ to, serviceName, uploaderName, fileName, link }: FileSharedMail): MailMessage {
  return {
    to,
    subject: "【医療ITナビ】商談ルームにファイルが共有されました",
    text: [
      "医療ITナビをご利用いただき、ありがとうございます。",
      "",
      `「${serviceName}」の商談ルームに、${uploaderName}様がファイルを共有しました。`,
      "",
      `ファイル名：${fileName}`,
      "",
      "以下のリンクから商談ルームを開き、ファイルをご確認ください。",
      link,
      "",
      `共有されたファイルの保存期間は${NEGOTIATION_FILE_RETENTION_MONTHS}か月です。期間を過ぎると自動で削除されますので、必要なファイルはお早めにダウンロードしてください。`,
      ROOM_SIGNATURE,
    ].join("\n"),
    devHint: link,
  };
}

/** The chat line the bot writes when a file is shared (at most 500 characters). */
export function fileSharedBotLine(uploaderName: string, fileName: string): string {
  const name = fileName.length > 300 ? `${fileName.slice(0, 300)}…` : fileName;
  return `${uploaderName}様がファイル「${name}」を共有しました。`;
}
