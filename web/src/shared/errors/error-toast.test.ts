import { CombinedGraphQLErrors } from "@apollo/client";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts, isToastShown } from "../toast/toast-store";
import { showErrorToast } from "./error-toast";

const bffError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: "…", extensions }] });

describe("showErrorToast", () => {
  afterEach(() => clearToasts());

  it("When a sign-in is throttled, then the toast says to wait for the time the server gave, not that the password is wrong", () => {
    showErrorToast(bffError({ code: "RATE_LIMITED", errorCode: "0201012", errorParams: { Wait: "3分" } }));
    expect(
      isToastShown(
        "error",
        "ログインの試行が続けて失敗したため、一時的にログインを制限しています。3分ほど待ってから、もう一度お試しください。",
      ),
    ).toBe(true);
    expect(isToastShown("error", "メールアドレスまたはパスワードが正しくありません。")).toBe(false);
  });
});
