import { ApolloProvider } from "@apollo/client/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { markSessionReady } from "../../shared/session/session-ready";
import { MeProvider } from "../../shared/session/use-me";
import { meOf, testClient } from "../../test/graphql-client";
import AdminRoute from "./AdminRoute";

beforeAll(() => markSessionReady());
afterEach(cleanup);

function session(role: string, secondFactorVerified: boolean) {
  return {
    __typename: "OperatorSession",
    id: "9",
    email: "operator@iryo-it-navi.example",
    displayName: "運営管理者（デモ）",
    role,
    secondFactorVerified,
  };
}

const DASHBOARD = {
  __typename: "OperatorDashboard",
  waitingCount: 3,
  reportedCount: 1,
  days: [{ __typename: "ModerationDayCount", date: "2026-11-26", received: 4, approved: 2, rejected: 1 }],
  oldestWaiting: null,
};

const WAITING = {
  __typename: "PublishingChangePage",
  total: 2,
  changes: [
    {
      __typename: "PublishingChange",
      id: "7",
      objectName: "メディブリッジEMR",
      providerName: "株式会社メディカルブリッジ",
      submittedAt: "2026-11-20T01:00:00.000Z",
    },
  ],
};

function renderAdmin(answer: (operation: string, variables: Record<string, unknown>) => object, path = "/admin") {
  const calls = vi.fn(answer);
  render(
    <ApolloProvider client={testClient((op, vars) => calls(op, vars) as never)}>
      <MeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="admin/*" element={<AdminRoute />} />
            <Route path="error/403" element={<p>403ページ</p>} />
            <Route path="error/404" element={<p>404ページ</p>} />
          </Routes>
        </MemoryRouter>
      </MeProvider>
    </ApolloProvider>,
  );
  return calls;
}

const operatorMe = { data: { me: meOf({ loggedIn: true, accountKind: "operator" }) } };

describe("/admin, the operator console", () => {
  it("When a visitor opens it, then the password step is shown and no operator query is sent", async () => {
    const calls = renderAdmin(() => ({ data: { me: meOf() } }));
    expect(await screen.findByRole("heading", { name: "運営コンソールにログイン" })).toBeTruthy();
    expect(calls.mock.calls.map(([op]) => op)).toEqual(["MeQuery"]);
  });

  it("When a member opens it, then the 403 page replaces it", async () => {
    renderAdmin(() => ({ data: { me: meOf({ loggedIn: true }) } }));
    expect(await screen.findByText("403ページ")).toBeTruthy();
  });

  it("When an operator has passed the password only, then the TOTP step asks for 6 digits and sends them", async () => {
    let verified = false;
    const calls = renderAdmin((op) => {
      if (op === "MeQuery") return operatorMe;
      if (op === "VerifyOperatorTotpMutation") {
        verified = true;
        return { data: { verifyOperatorTotp: session("admin", true) } };
      }
      if (op === "AdminDashboardQuery") return { data: { operatorDashboard: DASHBOARD } };
      if (op === "AdminWaitingChangesQuery") return { data: { operatorChanges: WAITING } };
      return { data: { operatorSession: session("admin", verified) } };
    });
    const code = await screen.findByLabelText(/認証コード/);
    fireEvent.change(code, { target: { value: "１２３４５６" } });
    fireEvent.click(screen.getByRole("button", { name: "認証する" }));
    expect(await screen.findByRole("heading", { name: "ダッシュボード" })).toBeTruthy();
    expect(calls.mock.calls.find(([op]) => op === "VerifyOperatorTotpMutation")?.[1]).toEqual({ code: "123456" });
    expect(screen.getByText("3件")).toBeTruthy();
  });

  it("When an editor is signed in, then レビュー審査 is neither in the navigation nor reachable", async () => {
    renderAdmin((op) => {
      if (op === "MeQuery") return operatorMe;
      if (op === "AdminDashboardQuery") return { data: { operatorDashboard: DASHBOARD } };
      if (op === "AdminWaitingChangesQuery") return { data: { operatorChanges: WAITING } };
      return { data: { operatorSession: session("editor", true) } };
    });
    expect(await screen.findByRole("link", { name: "操作ログ" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "レビュー審査" })).toBeNull();
    expect(screen.getByRole("link", { name: "掲載変更の審査" })).toBeTruthy();
  });

  it("When a moderator is signed in, then レビュー審査 is in the navigation", async () => {
    renderAdmin((op) => {
      if (op === "MeQuery") return operatorMe;
      if (op === "AdminDashboardQuery") return { data: { operatorDashboard: DASHBOARD } };
      if (op === "AdminWaitingChangesQuery") return { data: { operatorChanges: WAITING } };
      return { data: { operatorSession: session("moderator", true) } };
    });
    expect(await screen.findByRole("link", { name: "レビュー審査" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "運営担当者" })).toBeNull();
    expect(screen.queryByRole("link", { name: "掲載変更の審査" })).toBeNull();
  });

  it("When an admin is signed in, then 運営担当者 is in the navigation too", async () => {
    renderAdmin((op) => {
      if (op === "MeQuery") return operatorMe;
      if (op === "AdminDashboardQuery") return { data: { operatorDashboard: DASHBOARD } };
      if (op === "AdminWaitingChangesQuery") return { data: { operatorChanges: WAITING } };
      return { data: { operatorSession: session("admin", true) } };
    });
    expect(await screen.findByRole("link", { name: "運営担当者" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "レビュー審査" })).toBeTruthy();
    // The dashboard: waiting provider changes and the oldest one.
    expect((await screen.findByRole("link", { name: "2件" })).getAttribute("href")).toBe(
      "/admin/changes?state=submitted",
    );
    expect(screen.getByRole("link", { name: "メディブリッジEMR" }).getAttribute("href")).toBe("/admin/changes/7");
  });

  it.each([
    ["moderator", false, true],
    ["editor", false, false],
    ["admin", true, true],
  ] as const)(
    "When a %s is signed in, then 事業者 shown: %s, 会員サポート shown: %s (ADR 166)",
    async (role, organisations, members) => {
      renderAdmin((op) => {
        if (op === "MeQuery") return operatorMe;
        if (op === "AdminDashboardQuery") return { data: { operatorDashboard: DASHBOARD } };
        if (op === "AdminWaitingChangesQuery") return { data: { operatorChanges: WAITING } };
        return { data: { operatorSession: session(role, true) } };
      });
      expect(await screen.findByRole("link", { name: "操作ログ" })).toBeTruthy();
      expect(screen.queryByRole("link", { name: "事業者" }) !== null).toBe(organisations);
      expect(screen.queryByRole("link", { name: "会員サポート" }) !== null).toBe(members);
    },
  );

  it("When an editor opens /admin/members, then the 404 route answers, not the member lookup", async () => {
    renderAdmin((op) => {
      if (op === "MeQuery") return operatorMe;
      if (op === "AdminDashboardQuery") return { data: { operatorDashboard: DASHBOARD } };
      if (op === "AdminWaitingChangesQuery") return { data: { operatorChanges: WAITING } };
      return { data: { operatorSession: session("editor", true) } };
    }, "/admin/members");
    expect(await screen.findByText("404ページ")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "会員サポート" })).toBeNull();
  });
});
