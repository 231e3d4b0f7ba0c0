import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Subject } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient } from "../../test/graphql-client";
import { KeywordBox, suggestionPath } from "./KeywordBox";

const SUGGESTIONS: Record<string, { kind: string; id: string; name: string }[]> = {
  でんしかるて: [
    { kind: "category", id: "1", name: "電子カルテ" },
    { kind: "service", id: "6", name: "あおばカルテ" },
    { kind: "service", id: "4", name: "クリニクス カルテ" },
  ],
  勤怠: [{ kind: "category", id: "6", name: "勤怠・シフト管理" }],
};

function answerFor(keyword: string) {
  return {
    data: {
      searchSuggestions: (SUGGESTIONS[keyword] ?? []).map((s) => ({ __typename: "SearchSuggestion", ...s })),
    },
  };
}

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderBox(...before: ApolloLink[]) {
  const answer = vi.fn((_operation: string, variables: Record<string, unknown>) =>
    answerFor(String(variables.keyword)),
  );
  render(
    <ApolloProvider client={testClient(answer, ...before)}>
      <MemoryRouter initialEntries={["/"]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <KeywordBox />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { answer, input: screen.getByRole("combobox", { name: "キーワードで検索" }) };
}

afterEach(cleanup);

function liveRegion(): HTMLElement {
  return screen.getByRole("status");
}

describe("KeywordBox suggestions", () => {
  it("When a keyword is typed, then after the pause the listbox opens with the options and their count is announced", async () => {
    const { input } = renderBox();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(input, { target: { value: "でんしかるて" } });
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "電子カルテカテゴリ",
      "あおばカルテサービス",
      "クリニクス カルテサービス",
    ]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(screen.getByRole("listbox").id);
    expect(liveRegion().textContent).toContain("候補が3件あります");
  });

  it("When ArrowDown is pressed, then the first option becomes active; ArrowUp from it wraps to the last", async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: "でんしかるて" } });
    const options = await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[2]?.id);
  });

  it("When Enter is pressed on an active option, then its page opens", async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: "でんしかるて" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByTestId("address").textContent).toBe("/category/1");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("When Enter is pressed with no active option, then the keyword search opens", async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: "でんしかるて" } });
    await screen.findAllByRole("option");
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(screen.getByTestId("address").textContent).toBe(
      `/search?tab=0&keyword=${encodeURIComponent("でんしかるて")}`,
    );
  });

  it("When Escape is pressed, then the list closes and the text stays", async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: "でんしかるて" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect((input as HTMLInputElement).value).toBe("でんしかるて");
  });

  it("When an option is clicked, then its page opens", async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: "でんしかるて" } });
    const options = await screen.findAllByRole("option");
    fireEvent.click(options[1] as HTMLElement);
    expect(screen.getByTestId("address").textContent).toBe("/services/detail/6");
  });

  it("When nothing is suggested, then the list stays closed and 'no suggestions' is announced", async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: "給与計算" } });
    await screen.findByText("候補はありません。Enterキーでキーワード検索できます。");
    expect(liveRegion().textContent).toBe("候補はありません。");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("When an earlier keyword's answer arrives after a newer one's, then the newer suggestions stay", async () => {
    // The answer for でんしかるて is held back until the one for 勤怠 has been shown.
    const held = new Subject<ReturnType<typeof answerFor>>();
    const hold = new ApolloLink((operation, forward) =>
      operation.variables.keyword === "でんしかるて" ? held : forward(operation),
    );
    const { input } = renderBox(hold);
    fireEvent.change(input, { target: { value: "でんしかるて" } });
    await screen.findByText("候補を探しています…");
    // Wait until the first request has left (the pause is over) before typing the next keyword.
    await vi.waitFor(() => expect(held.observed).toBe(true));
    fireEvent.change(input, { target: { value: "勤怠" } });
    await screen.findByRole("option", { name: /勤怠・シフト管理/ });
    act(() => {
      held.next(answerFor("でんしかるて"));
      held.complete();
    });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["勤怠・シフト管理カテゴリ"]);
  });
});

describe("suggestionPath", () => {
  it("When a suggestion is a category, an issue or a service, then it opens that page", () => {
    expect(suggestionPath({ kind: "category", id: "3" })).toBe("/category/3");
    expect(suggestionPath({ kind: "issue", id: "2" })).toBe("/services/search?tab=1&issue_id=2");
    expect(suggestionPath({ kind: "service", id: "9" })).toBe("/services/detail/9");
  });
});
