import { ApolloProvider } from "@apollo/client/react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient } from "../../test/graphql-client";
import SearchRoute from "./SearchRoute";

function category(n: number) {
  return {
    __typename: "Category",
    id: String(n),
    name: `電子カルテ分類${n}`,
    description: `分類${n}の説明`,
    serviceCount: n,
  };
}

/** The categories tab's answer: page `pageNumber` of `total` categories, 20 a page. */
function categoriesPage(total: number, pageNumber: number, keyword: string | null) {
  const pageSize = 20;
  const first = (pageNumber - 1) * pageSize + 1;
  const last = Math.min(total, pageNumber * pageSize);
  const items = [];
  for (let n = first; n <= last; n += 1) items.push(category(n));
  return {
    data: {
      searchCategories: {
        __typename: "CategorySearchPage",
        keyword,
        totalCount: total,
        pageSize,
        pageNumber,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        items,
      },
    },
  };
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderSearch(path: string, total: number) {
  const answer = vi.fn((_operation: string, variables: Record<string, unknown>) =>
    categoriesPage(total, Number(variables.pageNumber ?? 1), (variables.keyword as string | null) ?? null),
  );
  render(
    <ApolloProvider client={testClient(answer)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="search" element={<SearchRoute />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return answer;
}

afterEach(cleanup);

describe("the search page (/search)", () => {
  it("When a keyword matches 45 categories, then the first 20 show with the count line and links to the other pages", async () => {
    const answer = renderSearch("/search?tab=1&keyword=%E9%9B%BB%E5%AD%90", 45);

    expect(await screen.findByText("全45件中 1〜20件を表示")).toBeTruthy();
    const list = screen.getByRole("list", { name: "カテゴリの検索結果" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    expect(within(list).getByText("電子カルテ分類1")).toBeTruthy();
    expect(answer).toHaveBeenCalledWith("SearchCategoriesTabQuery", expect.objectContaining({ keyword: "電子" }));

    // Every page link is this address with page_number replaced (keyword and tab kept).
    const paging = screen.getByRole("navigation", { name: "ページ送り" });
    const second = within(paging).getByRole("link", { name: "2ページ目" });
    expect(second.getAttribute("href")).toBe("/search?tab=1&keyword=%E9%9B%BB%E5%AD%90&page_number=2");
    expect(within(paging).getByRole("link", { name: "次へ" }).getAttribute("href")).toBe(second.getAttribute("href"));

    fireEvent.click(second);
    expect(await screen.findByText("全45件中 21〜40件を表示")).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe("/search?tab=1&keyword=%E9%9B%BB%E5%AD%90&page_number=2");
    expect(answer).toHaveBeenCalledWith("SearchCategoriesTabQuery", expect.objectContaining({ pageNumber: 2 }));
    const previous = within(screen.getByRole("navigation", { name: "ページ送り" })).getByRole("link", { name: "前へ" });
    expect(previous.getAttribute("href")).toBe("/search?tab=1&keyword=%E9%9B%BB%E5%AD%90&page_number=1");
  });

  it("When nothing matches, then the page says so under a count of 0 and shows no page links", async () => {
    renderSearch("/search?tab=1&keyword=zzz", 0);

    expect(await screen.findByText("「zzz」に一致するカテゴリは見つかりませんでした。")).toBeTruthy();
    expect(screen.getByText("0件")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "カテゴリの検索結果" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "ページ送り" })).toBeNull();
  });

  it("When a new keyword is searched, then the address carries it and the search starts again from page 1", async () => {
    const answer = renderSearch("/search?tab=1&keyword=abc&page_number=2", 45);
    expect(await screen.findByText("全45件中 21〜40件を表示")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("検索キーワード"), { target: { value: "  予約  " } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));

    expect(await screen.findByText("全45件中 1〜20件を表示")).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe("/search?tab=1&keyword=%E4%BA%88%E7%B4%84");
    expect(answer).toHaveBeenLastCalledWith(
      "SearchCategoriesTabQuery",
      expect.objectContaining({ keyword: "予約", pageNumber: null }),
    );
  });
});

describe("the service tab's facets (/search?tab=0&facet=…)", () => {
  it("When the address names facets, then the search asks for them and each box shows the count among the keyword's matches", async () => {
    const answer = vi.fn((_operation: string, variables: Record<string, unknown>) => {
      const selected = (variables.facets as number[] | null) ?? [];
      return {
        data: {
          searchServices: {
            __typename: "ServiceSearchPage",
            keyword: variables.keyword ?? "",
            facets: [
              { facet: 1, key: "domestic-dc", label: "国内データセンター", count: 7 },
              { facet: 4, key: "fhir", label: "FHIR対応", count: 3 },
            ].map((f) => ({ __typename: "FacetCount", ...f, selected: selected.includes(f.facet) })),
            totalCount: 0,
            pageSize: 20,
            pageNumber: 1,
            pageCount: 1,
            items: [],
          },
        },
      };
    });
    render(
      <ApolloProvider client={testClient(answer)}>
        <MemoryRouter initialEntries={["/search?tab=0&keyword=%E3%82%AB%E3%83%AB%E3%83%86&facet=fhir"]}>
          <Routes>
            <Route path="search" element={<SearchRoute />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </ApolloProvider>,
    );
    const fhir = await screen.findByRole("checkbox", { name: /FHIR対応/ });
    expect((fhir as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("checkbox", { name: "国内データセンター（7件）" })).toBeTruthy();
    expect(answer).toHaveBeenCalledWith(
      "SearchServicesTabQuery",
      expect.objectContaining({ keyword: "カルテ", facets: [4] }),
    );

    fireEvent.click(screen.getByRole("checkbox", { name: /国内データセンター/ }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe(
        "/search?tab=0&keyword=%E3%82%AB%E3%83%AB%E3%83%86&facet=fhir&facet=domestic-dc",
      ),
    );
    await vi.waitFor(() =>
      expect(answer).toHaveBeenCalledWith("SearchServicesTabQuery", expect.objectContaining({ facets: [1, 4] })),
    );
  });
});
