import { ApolloProvider } from "@apollo/client/react";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { meOf, testClient } from "../../test/graphql-client";
import NegotiationListRoute from "./NegotiationListRoute";

function negotiation(status: number, statusLabel: string, updatedAt: string) {
  return {
    __typename: "Negotiation",
    id: "41",
    negotiationTime: "2026-10-01T01:00:00.000Z",
    status,
    statusLabel,
    consideringStartDate: "2026-10-01",
    updatedAt,
    meetingTypeLabel: "オンライン",
    service: { __typename: "NegotiationService", id: "12", name: "クラウド電子カルテ", logoImagePath: null },
    providerName: "株式会社メディカルブリッジ",
    memberName: "山田 花子",
    hospitalName: "さくら病院",
  };
}

beforeEach(() => {
  // jsdom has no modal dialogs: showModal() and close() only set the open state here.
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

describe("the negotiation list's status popup (/negotiation/list)", () => {
  it("When the member answers the popup, then it closes for today and the list shows the server's new status", async () => {
    let current = negotiation(NEGOTIATION_STATUS.UNDER_CONSIDERATION, "検討中", "2026-10-01T02:00:00.000Z");
    const calls = vi.fn((operation: string) => {
      switch (operation) {
        case "StatusPopupQuery":
          return { data: { statusPopupNegotiations: [current] } };
        case "UpdateNegotiationStatusesMutation":
          current = negotiation(NEGOTIATION_STATUS.INTRODUCTION_DECIDED, "導入決定", "2026-11-26T01:00:00.000Z");
          return {
            data: {
              updateNegotiationStatuses: [
                { __typename: "NegotiationVersion", id: "41", status: current.status, updatedAt: current.updatedAt },
              ],
            },
          };
        case "TurnOffStatusPopupMutation":
          return { data: { turnOffStatusPopup: true } };
        case "MeQuery":
          return { data: { me: meOf({ loggedIn: true }) } };
        default:
          return {
            data: {
              negotiations: {
                __typename: "NegotiationPage",
                items: [current],
                totalCount: 1,
                pageSize: 20,
                pageNumber: 1,
                pageCount: 1,
              },
            },
          };
      }
    });
    render(
      <ApolloProvider client={testClient(calls)}>
        <MemoryRouter initialEntries={["/negotiation/list"]}>
          <Routes>
            <Route path="negotiation/list" element={<NegotiationListRoute />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "ご検討状況を教えてください" });
    fireEvent.click(within(dialog).getByLabelText("導入決定"));
    fireEvent.click(within(dialog).getByRole("button", { name: "回答する" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(within(screen.getByRole("article")).getByText("導入決定")).toBeTruthy());
    const operations = calls.mock.calls.map(([operation]) => operation);
    expect(operations.filter((o) => o === "NegotiationListRouteQuery")).toHaveLength(2);
    expect(operations).toContain("TurnOffStatusPopupMutation");
  });
});
