import { ApolloProvider } from "@apollo/client/react";
import { emailFormSchema } from "@iryo/domain/account-forms";
import { fieldErrorMessage, INPUT_ERROR_TOAST_MESSAGE } from "@iryo/domain/error-catalogue";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../shared/toast/Toaster";
import { clearToasts } from "../../shared/toast/toast-store";
import { type Answer, testClient } from "../../test/graphql-client";
import ForgotPasswordRoute from "./ForgotPasswordRoute";

function renderForm(answer: Answer) {
  const calls = vi.fn(answer);
  render(
    <ApolloProvider client={testClient(calls)}>
      <MemoryRouter>
        <ForgotPasswordRoute />
        <Toaster />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

const emailField = () => screen.getByLabelText(/メールアドレス/);
const submit = () => fireEvent.click(screen.getByRole("button", { name: "再設定メールを送信する" }));

afterEach(() => {
  act(clearToasts);
  cleanup();
});

describe("form field errors (product §5), on the password reset form", () => {
  it("When the email is empty, then the field shows the rule's message, is marked invalid, and the input-error toast shows; nothing is sent", async () => {
    const calls = renderForm(() => ({ data: { forgotPassword: true } }));
    submit();
    const expected = fieldErrorMessage(emailFormSchema.safeParse({ email: "" }).error?.issues[0]?.message ?? "");
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(within(document.querySelector(".toaster") as HTMLElement).getByText(INPUT_ERROR_TOAST_MESSAGE)).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it("When the server refuses the email field by field, then its message shows under the field", async () => {
    const serverMessage = "0101002";
    renderForm(() => ({
      errors: [
        {
          message: "bad input",
          extensions: { code: "BAD_USER_INPUT", errorCode: "0109004", fieldErrors: { email: serverMessage } },
        },
      ],
    }));
    fireEvent.change(emailField(), { target: { value: "taken@example.com" } });
    submit();
    expect(await screen.findByText(fieldErrorMessage(serverMessage))).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
  });

  it("When the server accepts, then the form gives way to the sent notice", async () => {
    renderForm(() => ({ data: { forgotPassword: true } }));
    fireEvent.change(emailField(), { target: { value: "member@example.com" } });
    submit();
    expect((await screen.findByRole("status")).textContent).toContain("パスワード再設定用のリンクをお送りしました");
  });
});
