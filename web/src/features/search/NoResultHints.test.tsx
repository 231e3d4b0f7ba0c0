import { ApolloProvider } from "@apollo/client/react";
import { highlightWords } from "@iryo/domain/search-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Highlighted } from "../../shared/ui/Highlighted";
import { testClient } from "../../test/graphql-client";
import { NoResultHints } from "./NoResultHints";

afterEach(cleanup);

function renderHints(correctedKeyword: string | null, categories: { id: string; name: string }[]) {
  const answer = vi.fn(() => ({
    data: {
      searchHints: {
        __typename: "SearchHints",
        correctedKeyword,
        relatedCategories: categories.map((c) => ({ __typename: "RelatedCategory", ...c })),
      },
    },
  }));
  render(
    <ApolloProvider client={testClient(answer)}>
      <MemoryRouter>
        <NoResultHints keyword="電子カルデー" />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return answer;
}

describe("NoResultHints", () => {
  it("When a correction and categories come back, then もしかして links the corrected search and the categories link their pages", async () => {
    renderHints("電子カルテ", [{ id: "1", name: "電子カルテ" }]);
    const link = within(await screen.findByText(/もしかして/)).getByRole("link");
    expect(link.getAttribute("href")).toBe(`/search?tab=0&keyword=${encodeURIComponent("電子カルテ")}`);
    const nav = screen.getByRole("navigation", { name: "関連するカテゴリ" });
    expect(within(nav).getByRole("link", { name: "電子カルテ" }).getAttribute("href")).toBe("/category/1");
  });

  it("When there is neither, then nothing is shown", async () => {
    const answer = renderHints(null, []);
    await vi.waitFor(() => expect(answer).toHaveBeenCalled());
    expect(screen.queryByText(/もしかして/)).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("Highlighted", () => {
  it("When the keyword's words occur, then they are marked and the rest stays text", () => {
    const { container } = render(<Highlighted text="クラウド型の電子カルテ" words={highlightWords("でんしかるて")} />);
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["電子カルテ"]);
    expect(container.textContent).toBe("クラウド型の電子カルテ");
  });

  it("When the text holds markup, then it is shown as text, never as HTML", () => {
    const { container } = render(<Highlighted text="<b>カルテ</b>" words={highlightWords("カルテ")} />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("<b>カルテ</b>");
  });
});
