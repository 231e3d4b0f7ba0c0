import { ApolloProvider } from "@apollo/client/react";
import { errorMessage } from "@iryo/domain/error-catalogue";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import { toSlashDate } from "@iryo/domain/tokyo-date";
import { addWorkingDays } from "@iryo/domain/working-days";
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { FormattedExecutionResult } from "graphql";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, useToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import ApplyNegotiationRoute from "./ApplyNegotiationRoute";

const ALREADY_APPLIED = errorMessage("0801002");

function routeData(negotiation: { negotiationId: string; status: number } | null) {
  return {
    data: {
      service: {
        __typename: "Service",
        id: "12",
        name: "クラウド電子カルテ",
        logoImagePath: null,
        provider: { __typename: "Provider", id: "3", name: "株式会社メディカルブリッジ" },
      },
      holidays: [],
      serviceMemberState: {
        __typename: "ServiceMemberState",
        serviceId: "12",
        negotiation: negotiation && { __typename: "MemberNegotiationState", ...negotiation },
      },
    },
  };
}

function renderApply(
  negotiation: { negotiationId: string; status: number } | null,
  applyAnswer: () => FormattedExecutionResult = () => ({ data: { applyNegotiation: "99" } }),
) {
  const calls = vi.fn((operation: string) =>
    operation === "ApplyNegotiationMutation" ? applyAnswer() : routeData(negotiation),
  );
  render(
    <ApolloProvider client={testClient(calls)}>
      <MemoryRouter initialEntries={["/business-negotiation/12"]}>
        <Routes>
          <Route path="business-negotiation/:id" element={<ApplyNegotiationRoute />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

/** Fills the form with an online meeting and three valid slots, confirms and sends it. */
async function fillAndSend() {
  fireEvent.click(await screen.findByLabelText("オンライン"));
  const field = (id: string) => document.getElementById(id) as HTMLElement;
  for (const index of [0, 1, 2]) {
    const date = toSlashDate(addWorkingDays(new Date(), 4 + index));
    fireEvent.change(field(`slot-${index}-date`), { target: { value: date } });
    fireEvent.change(field(`slot-${index}-start`), { target: { value: "10:00" } });
    fireEvent.change(field(`slot-${index}-end`), { target: { value: "11:00" } });
  }
  fireEvent.click(screen.getByRole("button", { name: "確認画面へ進む" }));
  fireEvent.click(await screen.findByRole("button", { name: "申し込む" }));
}

beforeEach(() => {
  // jsdom has no scrolling; the route scrolls to the top between its steps.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  act(clearToasts);
  cleanup();
  vi.restoreAllMocks();
});

describe("one open application per service (ADR 106), on the apply page", () => {
  it("When the member already has an open application for the service, then the page says so with a link to it instead of the form", async () => {
    renderApply({ negotiationId: "41", status: NEGOTIATION_STATUS.DATE_CONFIRMED });

    const notice = await screen.findByRole("alert");

    expect(notice.textContent).toContain(ALREADY_APPLIED);
    expect(screen.getByRole("link", { name: "お申し込み済みの商談を開く" }).getAttribute("href")).toBe(
      "/negotiation/detail/41",
    );
    expect(screen.queryByRole("button", { name: "確認画面へ進む" })).toBeNull();
  });

  it("When the member's last negotiation about the service is finished, then the form shows", async () => {
    renderApply({ negotiationId: "40", status: NEGOTIATION_STATUS.CANCELLED });

    expect(await screen.findByRole("button", { name: "確認画面へ進む" })).toBeTruthy();
    expect(screen.queryByText(ALREADY_APPLIED)).toBeNull();
  });

  it("When the server refuses the application as a second open one, then the message links to the open negotiation", async () => {
    const calls = renderApply(null, () => ({
      errors: [
        {
          message: ALREADY_APPLIED,
          extensions: { code: "CONFLICT", errorCode: "0801002", errorParams: { negotiation_id: 42 } },
        },
      ],
    }));

    await fillAndSend();

    const link = await screen.findByRole("link", { name: "お申し込み済みの商談を開く" });
    expect(link.getAttribute("href")).toBe("/negotiation/detail/42");
    expect(screen.getByRole("alert").textContent).toContain(ALREADY_APPLIED);
    expect(calls).toHaveBeenCalledWith("ApplyNegotiationMutation", expect.anything());
  });
});

describe("toasts after a failed attempt (issue 26)", () => {
  it("When an application fails once and then succeeds, then the failure's toast is gone beside the completion", async () => {
    const toasts = renderHook(() => useToasts());
    let attempts = 0;
    renderApply(null, () => {
      attempts += 1;
      return attempts === 1
        ? { errors: [{ message: "通信に失敗しました。", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }
        : { data: { applyNegotiation: "99" } };
    });

    await fillAndSend();
    await screen.findByRole("button", { name: "確認画面へ進む" });
    expect(toasts.result.current.map((t) => t.kind)).toEqual(["error"]);
    fireEvent.click(screen.getByRole("button", { name: "確認画面へ進む" }));
    fireEvent.click(await screen.findByRole("button", { name: "申し込む" }));

    expect(await screen.findByRole("heading", { name: "お申し込みが完了しました" })).toBeTruthy();
    expect(toasts.result.current).toEqual([]);
  });
});
