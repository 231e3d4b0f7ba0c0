import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { NOTIFICATION_TYPE } from "@iryo/domain/notification-target";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Subject } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient } from "../../test/graphql-client";
import { NotificationBell } from "./NotificationBell";

function received(negotiationId: string, unreadCount: number) {
  return {
    data: {
      notificationReceived: {
        __typename: "NotificationReceived",
        unreadCount,
        notification: {
          __typename: "Notification",
          id: `n-${negotiationId}`,
          notificationType: NOTIFICATION_TYPE.NEW_NEGOTIATION_MESSAGE,
          negotiationId,
          logoFilepath: null,
          message: "株式会社メディカルブリッジから新しいメッセージが届きました",
          createdAt: "2026-11-25T10:00:00.000Z",
          isRead: false,
        },
      },
    },
  };
}

/** The bell at `path`; the test sends notifications through the returned subject. */
function renderBellAt(path: string) {
  const notifications = new Subject<ReturnType<typeof received>>();
  const subscriptionLink = new ApolloLink((operation, forward) =>
    operation.operationName === "NotificationReceivedSubscription" ? notifications.asObservable() : forward(operation),
  );
  const calls = vi.fn((operation: string, _variables: Record<string, unknown>) => {
    if (operation === "MarkNotificationReadMutation") return { data: { markNotificationRead: 0 } };
    return {
      data: { notifications: { __typename: "NotificationList", unreadCount: 0, items: [] } },
    };
  });
  render(
    <ApolloProvider client={testClient(calls, subscriptionLink)}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationBell />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { notifications, calls };
}

afterEach(cleanup);

describe("the bell while a chat is open (issue 26)", () => {
  it("When a message arrives in the chat the member has open, then it is marked read and the bell shows no count", async () => {
    const { notifications, calls } = renderBellAt("/negotiation/detail/41?tab=1");
    await waitFor(() => expect(calls).toHaveBeenCalledWith("NotificationsQuery", expect.anything()));

    act(() => notifications.next(received("41", 1)));

    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith("MarkNotificationReadMutation", expect.objectContaining({ id: "n-41" })),
    );
    expect(screen.queryByTestId("bell-badge")).toBeNull();
    expect(screen.getByRole("button", { name: "お知らせ" })).toBeTruthy();
  });

  it("When a message arrives for another negotiation's chat, then the bell counts it as unread", async () => {
    const { notifications, calls } = renderBellAt("/negotiation/detail/41?tab=1");
    await waitFor(() => expect(calls).toHaveBeenCalledWith("NotificationsQuery", expect.anything()));

    act(() => notifications.next(received("42", 1)));

    expect((await screen.findByTestId("bell-badge")).textContent).toBe("1");
    expect(calls).not.toHaveBeenCalledWith("MarkNotificationReadMutation", expect.anything());
  });

  it("When a message arrives while the member reads the negotiation's information tab, then the bell counts it", async () => {
    const { notifications, calls } = renderBellAt("/negotiation/detail/41?tab=0");
    await waitFor(() => expect(calls).toHaveBeenCalledWith("NotificationsQuery", expect.anything()));

    act(() => notifications.next(received("41", 1)));

    expect((await screen.findByTestId("bell-badge")).textContent).toBe("1");
  });
});
