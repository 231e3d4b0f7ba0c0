// The texts of the mails the identity provider sends (Japanese, plain text).

import { EMAIL_CHANGE_CODE_VALID_MS, EMAIL_CODE_VALID_MS, HOUR_MS, RESET_LINK_VALID_MS } from "@iryo/domain/constants";
import type { MailMessage } from "./mailer.js";

const SEND_ONLY_NOTE =
  "※本メールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。";
const SITE_FOOTER = [
  "",
  "――――――――――――――――――――",
  "医療ITナビ",
  "医療機関のためのIT・デジタルサービス比較サイト",
  "――――――――――――――――――――",
];

/** The end of a mail the reader may not have asked for (codes, enrolments, digests). */
export const SIGNATURE = [
  "",
  SEND_ONLY_NOTE,
  "※本メールにお心当たりのない場合は、お手数ですが本メールを破棄してください。",
  ...SITE_FOOTER,
].join("\n");

/** The end of the negotiation room's mails (the reader is a party of the negotiation). */
export const ROOM_SIGNATURE = ["", SEND_ONLY_NOTE, ...SITE_FOOTER].join("\n");

const hours = (ms: number) => `${ms / HOUR_MS}時間`;

/** A mail that carries a confirmation code: the greeting, what to do, the code and how long it is valid. */
function codeMail(to: string, subject: string, greeting: string, instruction: string, code: string, validity: string) {
  return {
    to,
    subject,
    text: [greeting, "", instruction, "", `確認コード：${code}`, "", validity, SIGNATURE].join("\n"),
    devHint: `code ${code}`,
  };
}

export function signUpCodeMail(to: string, code: string): MailMessage {
  return codeMail(
    to,
    "【医療ITナビ】メールアドレス確認コードのお知らせ",
    "医療ITナビにご登録いただき、ありがとうございます。",
    "以下の確認コードを登録画面に入力して、メールアドレスの確認を完了してください。",
    code,
    `確認コードの有効期限は${hours(EMAIL_CODE_VALID_MS)}です。期限が過ぎた場合は、お手数ですが確認コードを再送してください。`,
  );
}

export function emailChangeCodeMail(to: string, code: string): MailMessage {
  return codeMail(
    to,
    "【医療ITナビ】メールアドレス変更の確認コードのお知らせ",
    "医療ITナビをご利用いただき、ありがとうございます。",
    "メールアドレスの変更を受け付けました。以下の確認コードを画面に入力して、変更を完了してください。",
    code,
    `確認コードの有効期限は${hours(EMAIL_CHANGE_CODE_VALID_MS)}です。確認コードを入力するまで、メールアドレスは変更されません。`,
  );
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "【医療ITナビ】パスワード再設定のご案内",
    text: [
      "医療ITナビをご利用いただき、ありがとうございます。",
      "",
      "パスワード再設定のお申し込みを受け付けました。以下のリンクから新しいパスワードを設定してください。",
      "",
      link,
      "",
      `リンクの有効期限は${hours(RESET_LINK_VALID_MS)}です。期限が過ぎた場合は、お手数ですが再度お手続きください。`,
      "お心当たりのない場合は、本メールを破棄してください。パスワードは変更されません。",
      SIGNATURE,
    ].join("\n"),
    devHint: link,
  };
}

/**
 * Tells the owner of a registered address that someone asked to sign up with it (ADR 216): the sign-up
 * answer itself is the same as for a new address, so this mail is the only place that says so.
 */
export function signUpAttemptMail(to: string, signInLink: string, forgotPasswordLink: string): MailMessage {
  return {
    to,
    subject: "【医療ITナビ】会員登録のお申し込みについて",
    text: [
      "医療ITナビをご利用いただき、ありがとうございます。",
      "",
      "このメールアドレスで新規会員登録のお申し込みがありましたが、このメールアドレスはすでに登録されています。",
      "ご登録済みのアカウントは、以下のリンクからログインしてご利用いただけます。",
      "",
      signInLink,
      "",
      "パスワードをお忘れの場合は、以下のリンクから再設定してください。",
      "",
      forgotPasswordLink,
      "",
      "お心当たりのないお申し込みであった場合は、本メールを破棄してください。アカウントやパスワードは変更されていません。",
      SIGNATURE,
    ].join("\n"),
    devHint: `sign-up attempt ${signInLink}`,
  };
}

/** Tells the owner that wrong passwords locked the sign-in, and how to lift the lock at once. */
export function accountLockedMail(to: string, resetLink: string, lockedForMs: number): MailMessage {
  return {
    to,
    subject: "【医療ITナビ】ログインを一時的に制限しました",
    text: [
      "医療ITナビをご利用いただき、ありがとうございます。",
      "",
      "お客さまのアカウントで、誤ったパスワードによるログインが続けて試みられたため、安全のためログインを一時的に制限しました。",
      `制限は${hours(lockedForMs)}後に自動的に解除されます。`,
      "",
      "すぐにご利用を再開される場合は、以下のリンクからパスワードを再設定してください。再設定が完了すると、制限はただちに解除されます。",
      "",
      resetLink,
      "",
      `このリンクの有効期限は${hours(RESET_LINK_VALID_MS)}です。`,
      "お心当たりのない試行であった場合も、パスワードの再設定をおすすめします。",
      SIGNATURE,
    ].join("\n"),
    devHint: `unlock ${resetLink}`,
  };
}
