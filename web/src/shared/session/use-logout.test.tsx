import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { meOf, testClient } from "../../test/graphql-client";
import { RequireLogin } from "./guards";
import { markSessionReady } from "./session-ready";
import { useLogout } from "./use-logout";
import { MeProvider } from "./use-me";

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`場所: ${pathname}${search}`}</p>;
}

/** The last logout started by the button, to wait for. */
let loggingOut: Promise<void> = Promise.resolve();

function LogoutButton() {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => {
        loggingOut = logout();
      }}
    >
      ログアウト
    </button>
  );
}

/** A member on `path` (a my-page route behind the login guard, or a public one); signing out ends the session. */
function renderSignedInAt(path: string) {
  let signedIn = true;
  const client = testClient((operationName) => {
    if (operationName === "SignOutMutation") {
      signedIn = false;
      return { data: { signOut: true } };
    }
    return { data: { me: signedIn ? meOf({ loggedIn: true, userId: "7", username: "山田" }) : meOf() } };
  });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <MeProvider>
          <LogoutButton />
          <Routes>
            <Route
              path="/bookmark"
              element={
                <RequireLogin>
                  <p>ブックマーク一覧</p>
                </RequireLogin>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MeProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

/** Where the router is, as the catch-all route shows it. */
const shownLocation = () => screen.getByText(/^場所: /).textContent;

beforeAll(() => markSessionReady());
afterEach(cleanup);

describe("useLogout (product §2.4)", () => {
  it("When a member logs out on a my-page route, then home shows, not the login form its guard would open", async () => {
    renderSignedInAt("/bookmark");
    await screen.findByText("ブックマーク一覧");
    fireEvent.click(screen.getByRole("button", { name: "ログアウト" }));
    // Not inside act(): the race is between React rendering the new `me` and the logout's navigation.
    await waitFor(() => expect(shownLocation()).toBe("場所: /"));
    expect(screen.queryByText("ブックマーク一覧")).toBeNull();
  });

  it("When a member logs out on a public page, then the page stays", async () => {
    renderSignedInAt("/category/1");
    await screen.findByText("場所: /category/1");
    fireEvent.click(screen.getByRole("button", { name: "ログアウト" }));
    await act(() => loggingOut);
    expect(shownLocation()).toBe("場所: /category/1");
  });
});
