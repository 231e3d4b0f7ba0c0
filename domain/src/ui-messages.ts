// The client's messages that are not error codes. Apart from error-catalogue.ts (which re-exports them) so
// that the session guards in the browser's entry chunk do not bring the whole catalogue (ADR 188).

/** Messages that are not error codes: toasts and form hints of the client (product §4.3, §5). */
export const UI_MESSAGES = {
  /** Toast when a form is submitted with errors (product §5). */
  inputHasError: "入力内容にエラーがあります。",
  /** The min-value rule has no catalogue code. */
  minValue: "{{Min}}以上の数値を入力してください。",
  /** The maximum-checked rule has no catalogue code. */
  maxChecked: "選択できるのは{{Max}}個までです。",
  /** Toast when a member who must accept new terms is signed out elsewhere (product §4.3). */
  termsLogout: "利用規約が更新されました。再度ログインして、新しい利用規約に同意してください。",
  /** Toast when a pre-member who has not completed registration is signed out (product §4.3). */
  membershipLogout: "会員情報の登録が完了していないため、ログアウトしました。再度ログインして登録を完了してください。",
  /** Toast when a member refuses the new terms (product §4.3). */
  termsRefused: "利用規約に同意いただけなかったため、ログアウトしました。",
} as const;
