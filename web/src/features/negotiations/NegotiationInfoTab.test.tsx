import { ApolloProvider } from "@apollo/client/react";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import { NegotiationInfoTab } from "./NegotiationInfoTab";
import type { NegotiationRoom_NegotiationFragment } from "./Negotiations.generated";

const UNDER_CONSIDERATION: NegotiationRoom_NegotiationFragment = {
  __typename: "NegotiationDetail",
  id: "41",
  negotiationTime: "2026-11-20T01:00:00.000Z",
  status: NEGOTIATION_STATUS.UNDER_CONSIDERATION,
  statusLabel: "検討中",
  consideringStartDate: "2026-11-20",
  updatedAt: "2026-11-20T02:00:00.000Z",
  meetingTypeLabel: "オンライン",
  providerName: "株式会社メディカルブリッジ",
  memberName: "山田 花子",
  hospitalName: "さくら病院",
  createdAt: "2026-11-10T01:00:00.000Z",
  meetingType: 1,
  note: "",
  postponedReason: null,
  viewerSide: "member",
  nextStatuses: [NEGOTIATION_STATUS.INTRODUCTION_DECIDED, NEGOTIATION_STATUS.SENT_OFF],
  chatReadOnly: false,
  service: { __typename: "NegotiationService", id: "12", name: "クラウド電子カルテ", logoImagePath: null },
  slots: [],
};

function renderDecision() {
  const calls = vi.fn((operation: string, _variables: Record<string, unknown>) =>
    operation === "UpdateNegotiationStatusesMutation"
      ? {
          data: {
            updateNegotiationStatuses: [
              { __typename: "NegotiationVersion", id: "41", status: 4, updatedAt: "2026-11-25T01:00:00.000Z" },
            ],
          },
        }
      : { data: null },
  );
  const onChanged = vi.fn();
  render(
    <ApolloProvider client={testClient(calls)}>
      <NegotiationInfoTab negotiation={UNDER_CONSIDERATION} onChanged={onChanged} />
    </ApolloProvider>,
  );
  return { calls, onChanged };
}

const sent = (calls: ReturnType<typeof renderDecision>["calls"]) =>
  calls.mock.calls.filter(([operation]) => operation === "UpdateNegotiationStatusesMutation");

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
  vi.restoreAllMocks();
});

describe("the member's decision asks first (issue 26)", () => {
  it("When the member sends 導入決定, then nothing is sent until they confirm it in the dialog", async () => {
    const { calls, onChanged } = renderDecision();
    fireEvent.click(screen.getByLabelText("導入決定"));
    fireEvent.click(screen.getByRole("button", { name: "結果を送信する" }));

    const dialog = screen.getByRole("dialog", { name: "ご検討の結果を送信します" });
    expect(dialog.textContent).toContain("「導入決定」として株式会社メディカルブリッジさまへ送信します");
    expect(sent(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "送信する" }));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent(calls)).toHaveLength(1);
    expect(sent(calls)[0]?.[1]).toMatchObject({
      items: [{ negotiationId: "41", status: NEGOTIATION_STATUS.INTRODUCTION_DECIDED, postponedReason: null }],
    });
  });

  it("When the member sends 今回は見送り and then closes the dialog, then nothing is sent", () => {
    const { calls } = renderDecision();
    fireEvent.click(screen.getByLabelText("今回は見送り"));
    fireEvent.change(screen.getByLabelText(/見送りの理由/), { target: { value: "予算の都合のため。" } });
    fireEvent.click(screen.getByRole("button", { name: "結果を送信する" }));

    const dialog = screen.getByRole("dialog", { name: "ご検討の結果を送信します" });
    expect(dialog.textContent).toContain("「今回は見送り」として");
    fireEvent.click(within(dialog).getByRole("button", { name: "閉じる" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent(calls)).toEqual([]);
  });
});

describe("the provider's cancellation asks in the same dialog", () => {
  it("When the provider cancels, then it is sent only after キャンセルを確定する in the dialog", async () => {
    const calls = vi.fn((operation: string, _variables: Record<string, unknown>) =>
      operation === "ProviderUpdateNegotiationStatusMutation"
        ? {
            data: {
              providerUpdateNegotiationStatus: {
                __typename: "NegotiationVersion",
                id: "41",
                status: NEGOTIATION_STATUS.CANCELLED,
                updatedAt: "2026-11-25T01:00:00.000Z",
              },
            },
          }
        : { data: null },
    );
    const onChanged = vi.fn();
    render(
      <ApolloProvider client={testClient(calls)}>
        <NegotiationInfoTab
          negotiation={{
            ...UNDER_CONSIDERATION,
            status: NEGOTIATION_STATUS.APPLICATION_COMPLETED,
            viewerSide: "provider",
            nextStatuses: [NEGOTIATION_STATUS.CANCELLED],
          }}
          onChanged={onChanged}
        />
      </ApolloProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "商談をキャンセルする" }));
    const dialog = screen.getByRole("dialog", { name: "商談をキャンセルします" });
    expect(calls).not.toHaveBeenCalledWith("ProviderUpdateNegotiationStatusMutation", expect.anything());

    fireEvent.click(within(dialog).getByRole("button", { name: "キャンセルを確定する" }));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toHaveBeenCalledWith(
      "ProviderUpdateNegotiationStatusMutation",
      expect.objectContaining({ negotiationId: "41", status: NEGOTIATION_STATUS.CANCELLED }),
    );
  });
});
