import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { FormattedExecutionResult } from "graphql";
import { MemoryRouter, Route, Routes } from "react-router";
import { Observable, Subject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { NegotiationRoom } from "./NegotiationRoom";
import type { NegotiationRoom_NegotiationFragment } from "./Negotiations.generated";

const ROOM: NegotiationRoom_NegotiationFragment = {
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
  nextStatuses: [],
  chatReadOnly: false,
  service: { __typename: "NegotiationService", id: "12", name: "クラウド電子カルテ", logoImagePath: null },
  slots: [],
};

function message(id: string, senderType: number, senderName: string, text: string) {
  return {
    __typename: "NegotiationMessage",
    id,
    negotiationId: "41",
    senderType,
    senderName,
    message: text,
    createdAt: "2026-11-25T01:00:00.000Z",
  };
}

function messageEvent(eventId: string, actorSide: "MEMBER" | "PROVIDER", id: string, body: string) {
  return {
    data: {
      negotiationEvents: {
        __typename: "NegotiationEvent",
        eventId,
        negotiationId: "41",
        change: "MESSAGE",
        actorSide,
        status: NEGOTIATION_STATUS.UNDER_CONSIDERATION,
        occurredAt: "2026-11-25T01:00:00.000Z",
        message: {
          __typename: "NegotiationEventMessage",
          id,
          senderType: actorSide === "MEMBER" ? CHAT_SENDER_TYPE.USER : CHAT_SENDER_TYPE.BUSINESS,
          body,
          createdAt: "2026-11-25T01:00:00.000Z",
        },
        file: null,
      },
    },
  };
}

/**
 * The member's room on its chat tab, over a link that records every operation: queries answer what the
 * server holds (`stored`), the send waits until the test answers it, events come from a subject.
 */
function renderChat() {
  const operations: string[] = [];
  const stored = [
    message("1", CHAT_SENDER_TYPE.BUSINESS, "株式会社メディカルブリッジ", "ご検討ありがとうございます。"),
  ];
  const sends = new Subject<FormattedExecutionResult>();
  const events = new Subject<FormattedExecutionResult>();
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName ?? "");
    switch (operation.operationName) {
      case "NegotiationEventsSubscription":
        return events.asObservable();
      case "SendNegotiationMessageMutation":
        return new Observable<FormattedExecutionResult>((observer) => {
          const subscription = sends.subscribe((result) => {
            observer.next(result);
            observer.complete();
          });
          return () => subscription.unsubscribe();
        });
      case "NegotiationDetailRouteQuery":
        return new Observable((observer) => {
          observer.next({ data: { negotiation: ROOM } });
          observer.complete();
        });
      default:
        return new Observable((observer) => {
          // Newest first, as the server pages them.
          observer.next({
            data: {
              negotiationMessages: {
                __typename: "NegotiationMessagePage",
                messages: [...stored].reverse(),
                hasMore: false,
              },
            },
          });
          observer.complete();
        });
    }
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={["/negotiation/detail/41?tab=1"]}>
        <Routes>
          <Route
            path="negotiation/detail/:id"
            element={<NegotiationRoom side="member" FilesTab={() => <p>ファイル</p>} />}
          />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { operations, stored, sends, events };
}

const messageList = () => screen.getByRole("list", { name: "メッセージ" });

afterEach(() => {
  act(clearToasts);
  cleanup();
});

describe("the negotiation chat (/negotiation/detail/{id}?tab=1)", () => {
  it("When the member sends a message, then it shows at once, stays once when the server confirms it, and costs one operation", async () => {
    const { operations, stored, sends, events } = renderChat();
    expect(await screen.findByText("ご検討ありがとうございます。")).toBeTruthy();
    const loaded = operations.length;

    fireEvent.change(screen.getByRole("textbox", { name: "メッセージ" }), {
      target: { value: "資料をお送りください。" },
    });
    fireEvent.click(screen.getByRole("button", { name: "送信する" }));

    // Optimistic: on screen under the member's name before the server has answered; the box is empty again.
    const pending = await within(messageList()).findByText("資料をお送りください。");
    expect(pending.closest("li")?.textContent).toContain("山田 花子");
    expect((screen.getByRole("textbox", { name: "メッセージ" }) as HTMLTextAreaElement).value).toBe("");

    // Confirmed: the server's message takes the optimistic one's place.
    const sent = message("2", CHAT_SENDER_TYPE.USER, "山田 花子", "資料をお送りください。");
    stored.push(sent);
    await act(async () => sends.next({ data: { sendNegotiationMessage: sent } }));
    // The socket echoes the member's own message: nothing is fetched for it.
    await act(async () => events.next(messageEvent("e-1", "MEMBER", "2", "資料をお送りください。")));

    expect(within(messageList()).getAllByText("資料をお送りください。")).toHaveLength(1);
    expect(within(messageList()).getAllByRole("listitem")).toHaveLength(2);
    expect(operations.slice(loaded)).toEqual(["SendNegotiationMessageMutation"]);
  });

  it("When the server refuses the message, then it leaves the list and the text is back in the box", async () => {
    const { sends } = renderChat();
    expect(await screen.findByText("ご検討ありがとうございます。")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "メッセージ" }), { target: { value: "届かないメッセージ" } });
    fireEvent.click(screen.getByRole("button", { name: "送信する" }));
    expect(await within(messageList()).findByText("届かないメッセージ")).toBeTruthy();

    await act(async () =>
      sends.next({ errors: [{ message: "failed", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }),
    );

    expect(within(messageList()).queryByText("届かないメッセージ")).toBeNull();
    expect((screen.getByRole("textbox", { name: "メッセージ" }) as HTMLTextAreaElement).value).toBe(
      "届かないメッセージ",
    );
  });

  it("When the provider writes while the member is in the room, then the newest page is read again and shows it", async () => {
    const { operations, stored, events } = renderChat();
    expect(await screen.findByText("ご検討ありがとうございます。")).toBeTruthy();
    const loaded = operations.length;

    stored.push(message("3", CHAT_SENDER_TYPE.BUSINESS, "株式会社メディカルブリッジ", "本日お送りします。"));
    await act(async () => events.next(messageEvent("e-2", "PROVIDER", "3", "本日お送りします。")));

    expect(await within(messageList()).findByText("本日お送りします。")).toBeTruthy();
    expect(operations.slice(loaded)).toEqual(["NegotiationMessagesQuery"]);
  });
});
