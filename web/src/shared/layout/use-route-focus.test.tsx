import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useRouteFocus } from "./use-route-focus";

function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  const announcement = useRouteFocus(mainRef);
  return (
    <>
      <input aria-label="キーワード" />
      <Link to="/b">Bへ</Link>
      <Link to="/a?page=2">2ページ目</Link>
      <main ref={mainRef}>
        <Routes>
          <Route path="/a" element={<h1>ページA</h1>} />
          <Route path="/b" element={<Later />} />
        </Routes>
      </main>
      <p role="status">{announcement}</p>
    </>
  );
}

/** A page whose heading comes after its data, like a route that waits for a query. */
function Later() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>ページB</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      読み込む
    </button>
  );
}

afterEach(cleanup);

describe("useRouteFocus", () => {
  it("When a link opens another path, then focus moves to its heading once it renders and the change is announced", async () => {
    render(
      <MemoryRouter initialEntries={["/a"]}>
        <Shell />
      </MemoryRouter>,
    );
    // Not on the first load.
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole("status").textContent).toBe("");

    const link = screen.getByRole("link", { name: "Bへ" });
    link.focus();
    fireEvent.click(link);
    // The heading is not there yet: focus stays until it is.
    expect(screen.queryByRole("heading")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "読み込む" }));
    const heading = await screen.findByRole("heading", { name: "ページB" });
    await act(async () => {});
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("status").textContent).toBe("「ページB」のページを表示しました。");
  });

  it("When the user is typing in a field, then the heading is announced but focus stays in the field", async () => {
    render(
      <MemoryRouter initialEntries={["/b"]}>
        <Shell />
      </MemoryRouter>,
    );
    const field = screen.getByRole("textbox", { name: "キーワード" });
    field.focus();
    fireEvent.click(screen.getByRole("link", { name: "2ページ目" }));
    await screen.findByRole("heading", { name: "ページA" });
    await act(async () => {});
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole("status").textContent).toBe("「ページA」のページを表示しました。");
  });
});
