import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import ConsiderationListRoute from "./ConsiderationListRoute";

afterEach(() => {
  act(clearToasts);
  cleanup();
});

const item = {
  __typename: "ConsiderationItem",
  serviceId: "7",
  serviceName: "カルテクラウド",
  providerName: "株式会社テスト",
  logoImagePath: null,
  stage: 1,
  stageLabel: "リストに追加",
  addedByMember: true,
  materialDownloadedAt: null,
  negotiationId: null,
  lastActivityAt: "2026-11-20T01:00:00.000Z",
  note: "",
};

describe("the member's note on /review", () => {
  it("When a note is written and saved, then it is sent trimmed once and shown from the cache without a refetch", async () => {
    const calls = vi.fn((operation: string, variables: Record<string, unknown>) =>
      operation === "SaveConsiderationNote"
        ? { data: { saveConsiderationNote: String(variables.note).trim() } }
        : { data: { considerationList: [item] } },
    );
    render(
      <ApolloProvider client={testClient(calls)}>
        <MemoryRouter>
          <ConsiderationListRoute />
        </MemoryRouter>
      </ApolloProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: /メモを書く/ }));
    const field = screen.getByLabelText(/検討メモ/);
    expect(field.getAttribute("maxlength")).toBe("500");
    fireEvent.change(field, { target: { value: "  見積りは年額で再確認  " } });
    fireEvent.click(screen.getByRole("button", { name: "メモを保存" }));

    expect(await screen.findByText("見積りは年額で再確認")).toBeTruthy();
    expect(screen.getByRole("button", { name: /メモを編集/ })).toBeTruthy();
    expect(calls.mock.calls.map(([name]) => name)).toEqual(["ConsiderationListRouteQuery", "SaveConsiderationNote"]);
    expect(calls.mock.calls[1]?.[1]).toEqual({ serviceId: "7", note: "見積りは年額で再確認" });
  });
});
