import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import { ReportReviewButton } from "./ReportReviewButton";

beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(() => {
  act(clearToasts);
  cleanup();
});

describe("「不適切な内容を報告」", () => {
  it("When no reason is chosen, then nothing is sent; with a reason the report is sent once and the button says 報告済み", async () => {
    const calls = vi.fn(() => ({ data: { reportRating: true } }));
    render(
      <ApolloProvider client={testClient(calls)}>
        <ReportReviewButton ratingId="42" />
      </ApolloProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "不適切な内容を報告" }));
    fireEvent.click(await screen.findByRole("button", { name: "報告する" }));
    expect(await screen.findByText("必須項目です。")).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/報告の理由/), { target: { value: "defamation" } });
    fireEvent.click(screen.getByRole("button", { name: "報告する" }));
    expect(await screen.findByText("報告済みです")).toBeTruthy();
    expect(calls.mock.calls).toEqual([
      ["ReportReviewMutation", { input: { ratingId: "42", reason: "defamation", note: "" } }],
    ]);
  });
});
