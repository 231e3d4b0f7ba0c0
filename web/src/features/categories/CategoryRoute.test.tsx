import { ApolloProvider } from "@apollo/client/react";
import { SERVICE_FACET, serviceFacet } from "@iryo/domain/service-attributes";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient } from "../../test/graphql-client";
import CategoryRoute from "./CategoryRoute";

/** The category page's answer: no service card (the facets are under test), counts from `countOf`. */
function categoryPage(selected: readonly number[], countOf: (facet: number) => number) {
  return {
    data: {
      categoryServices: {
        __typename: "CategoryServicePage",
        category: { __typename: "Category", id: "1", name: "電子カルテ", description: "説明", serviceCount: 24 },
        facets: serviceFacet.members.map((m) => ({
          __typename: "FacetCount",
          facet: m.code,
          key: m.key,
          label: m.label,
          count: countOf(m.code),
          selected: selected.includes(m.code),
        })),
        items: [],
        totalCount: 0,
        pageSize: 20,
        pageNumber: 1,
        pageCount: 1,
      },
    },
  };
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderCategory(path: string) {
  const answer = vi.fn((_operation: string, variables: Record<string, unknown>) => {
    const selected = (variables.facets as number[] | null) ?? [];
    return categoryPage(selected, (facet) => (facet === SERVICE_FACET.FHIR ? 0 : 10 - selected.length * 2 + facet));
  });
  render(
    <ApolloProvider client={testClient(answer)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="category/:id" element={<CategoryRoute />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return answer;
}

afterEach(cleanup);

describe("the category page's facets (/category/:id?facet=…)", () => {
  it("When the URL names a facet, then the query asks for it and its checkbox is checked, each with its count", async () => {
    const answer = renderCategory("/category/1?facet=domestic-dc&facet=unknown");
    const domestic = await screen.findByRole("checkbox", { name: /国内データセンター/ });
    expect((domestic as HTMLInputElement).checked).toBe(true);
    expect(answer).toHaveBeenCalledWith(
      "CategoryRouteQuery",
      expect.objectContaining({ categoryId: "1", facets: [SERVICE_FACET.DOMESTIC_DC] }),
    );
    // 10 − 2 + code: the count of each facet together with the selection.
    expect(screen.getByRole("checkbox", { name: "二要素認証（10件）" })).toBeTruthy();
    // A facet that would leave nothing cannot be chosen.
    expect((screen.getByRole("checkbox", { name: /FHIR対応（0件）/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/選んだ条件をすべて満たすサービスはありません/)).toBeTruthy();
  });

  it("When a second facet is checked, then the URL keeps both, drops the page number, and the query asks for both", async () => {
    const answer = renderCategory("/category/1?facet=domestic-dc&page_number=2");
    fireEvent.click(await screen.findByRole("checkbox", { name: /二要素認証/ }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe("/category/1?facet=domestic-dc&facet=two-factor"),
    );
    await vi.waitFor(() =>
      expect(answer).toHaveBeenCalledWith(
        "CategoryRouteQuery",
        expect.objectContaining({ facets: [SERVICE_FACET.DOMESTIC_DC, SERVICE_FACET.TWO_FACTOR], pageNumber: null }),
      ),
    );
    expect(((await screen.findByRole("checkbox", { name: /二要素認証/ })) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "絞り込みを解除" }));
    await vi.waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/category/1"));
  });
});
