import { ApolloProvider } from "@apollo/client/react";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { meOf, testClient } from "../../test/graphql-client";
import { PublicOnly, RequireLogin } from "./guards";
import { markSessionReady } from "./session-ready";
import { MeProvider } from "./use-me";

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`場所: ${pathname}${search}`}</p>;
}

function renderAt(path: string, answer: () => { data?: unknown; errors?: { message: string }[] }) {
  const client = testClient(() => answer() as never);
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <MeProvider>
          <Routes>
            <Route path="/membership/register" element={<RequireLogin>会員登録フォーム</RequireLogin>} />
            <Route path="/negotiation" element={<RequireLogin>商談一覧</RequireLogin>} />
            <Route
              path="/login"
              element={
                <PublicOnly>
                  <p>ログインフォーム</p>
                  <Where />
                </PublicOnly>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MeProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const meAnswer = (me: Record<string, unknown>) => () => ({ data: { me: meOf(me) } });

beforeAll(() => markSessionReady());
afterEach(cleanup);

describe("session guards (product §2.4)", () => {
  it("When a visitor opens a member page, then the login page shows instead", async () => {
    renderAt("/membership/register", meAnswer({ loggedIn: false }));
    expect(await screen.findByText("場所: /login")).toBeTruthy();
    expect(screen.queryByText("会員登録フォーム")).toBeNull();
  });

  it("When a visitor opens a page that returns after login, then the login page carries the way back", async () => {
    renderAt("/negotiation", meAnswer({ loggedIn: false }));
    expect(await screen.findByText(`場所: /login?redirect=${encodeURIComponent("/negotiation")}`)).toBeTruthy();
    expect(screen.getByText("ログインフォーム")).toBeTruthy();
  });

  it("When a member opens a member page, then the page shows", async () => {
    renderAt("/membership/register", meAnswer({ loggedIn: true, userId: "7", username: "山田" }));
    expect(await screen.findByText("会員登録フォーム")).toBeTruthy();
  });

  it("When a member opens the login page with a redirect, then they go to that page of this site", async () => {
    renderAt(`/login?redirect=${encodeURIComponent("/contents/list?page=2")}`, meAnswer({ loggedIn: true }));
    expect(await screen.findByText("場所: /contents/list?page=2")).toBeTruthy();
  });

  it("When a member opens the login page with a redirect to another site, then they go home instead", async () => {
    renderAt(`/login?redirect=${encodeURIComponent("//evil.example/")}`, meAnswer({ loggedIn: true }));
    expect(await screen.findByText("場所: /")).toBeTruthy();
  });

  it("When a provider account opens a member page, then it goes to its console instead (ADR 102)", async () => {
    renderAt("/negotiation", meAnswer({ loggedIn: true, isProvider: true, accountKind: "provider" }));
    expect(await screen.findByText("場所: /provider")).toBeTruthy();
    expect(screen.queryByText("商談一覧")).toBeNull();
  });

  it("When an operator account opens a member page, then the 403 page shows", async () => {
    renderAt("/negotiation", meAnswer({ loggedIn: true, accountKind: "operator" }));
    expect(await screen.findByText("場所: /error/403")).toBeTruthy();
    expect(screen.queryByText("商談一覧")).toBeNull();
  });

  it("When the session cannot be read, then the member page says so rather than spinning forever", async () => {
    renderAt("/membership/register", () => ({ errors: [{ message: "down" }] }));
    expect(await screen.findByText(/ログイン状態を確認できませんでした/)).toBeTruthy();
  });
});
