import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import AppliedSeminarsRoute from "./AppliedSeminarsRoute";

function applied(n: number) {
  return {
    __typename: "AppliedSeminar",
    enrollmentId: `e${n}`,
    seminarId: String(n),
    title: `電子カルテ入門セミナー${n}`,
    meetingType: 1,
    meetingTypeLabel: "オンライン",
    receptionStatusLabel: "受付中",
    receptionStatusColor: "green",
    startsAt: "2026-12-10T01:00:00.000Z",
    endsAt: "2026-12-10T02:00:00.000Z",
    venue: null,
    organizerName: "医療ITナビ",
    enrolledAt: "2026-11-20T01:00:00.000Z",
    cancellable: true,
  };
}

const PAGE = {
  data: {
    appliedSeminars: {
      __typename: "AppliedSeminarPage",
      totalCount: 2,
      pageSize: 20,
      pageNumber: 1,
      items: [applied(1), applied(2)],
    },
  },
};

afterEach(() => {
  act(clearToasts);
  cleanup();
});

describe("the applied seminars (/apply-seminar)", () => {
  it("When the member cancels an enrollment, then it leaves the list and the count with no request but the cancel", async () => {
    const calls = vi.fn((operation: string) =>
      operation === "CancelSeminarEnrollment" ? { data: { cancelSeminarEnrollment: true } } : PAGE,
    );
    render(
      <ApolloProvider client={testClient(calls)}>
        <MemoryRouter initialEntries={["/apply-seminar"]}>
          <Routes>
            <Route path="apply-seminar" element={<AppliedSeminarsRoute />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect(await screen.findByText("2件のセミナーにお申し込み中です。")).toBeTruthy();

    const list = screen.getByRole("list", { name: "申込済みセミナー" });
    fireEvent.click(within(list).getByRole("button", { name: "お申し込みをキャンセル：電子カルテ入門セミナー1" }));
    fireEvent.click(within(list).getByRole("button", { name: "キャンセルする" }));

    expect(await screen.findByText("1件のセミナーにお申し込み中です。")).toBeTruthy();
    expect(screen.queryByText("電子カルテ入門セミナー1")).toBeNull();
    expect(screen.getByText("電子カルテ入門セミナー2")).toBeTruthy();
    expect(calls.mock.calls.map(([operation]) => operation)).toEqual([
      "AppliedSeminarsRouteQuery",
      "CancelSeminarEnrollment",
    ]);
  });
});
