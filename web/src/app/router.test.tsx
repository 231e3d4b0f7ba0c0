import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppNavigation, NavigationBridge } from "./router";

afterEach(cleanup);

describe("the navigation the error link uses", () => {
  it("When the router is mounted, then replace() moves the app to the path in place (no page load)", () => {
    const pageLoad = vi.fn();
    const appNavigation = createAppNavigation(pageLoad);
    render(
      <MemoryRouter initialEntries={["/services/detail/999"]}>
        <NavigationBridge />
        <Routes>
          <Route path="/services/detail/:id" element={<p>サービス詳細</p>} />
          <Route path="/error/404" element={<p>ページが見つかりません</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const shown = () => screen.getAllByRole("paragraph").map((p) => p.textContent);
    expect(shown()).toEqual(["サービス詳細"]);
    act(() => appNavigation.replace("/error/404"));
    expect(shown()).toEqual(["ページが見つかりません"]);
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it("When no router is mounted, then replace() falls back to a page load of the path", () => {
    const pageLoad = vi.fn();
    createAppNavigation(pageLoad).replace("/error/403");
    expect(pageLoad).toHaveBeenCalledWith("/error/403");
  });
});
