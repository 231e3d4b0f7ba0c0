import { ApolloProvider } from "@apollo/client/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type Answer, testClient } from "../../test/graphql-client";
import ProviderChangesRoute from "./ProviderChangesRoute";
import ProviderServicesRoute from "./ProviderServicesRoute";

function renderAt(path: string, answer: Answer, page: ReactNode) {
  render(
    <ApolloProvider client={testClient(answer)}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ApolloProvider>,
  );
}

const service = (id: string, name: string, status: string, reason: string | null = null) => ({
  __typename: "ProviderOwnService",
  id,
  name,
  logoUrl: null,
  status,
  changeId: status === "public" ? null : "9",
  reason,
  listingStartsOn: null,
  listingEndsOn: null,
  updatedAt: "2026-11-20T00:00:00.000Z",
});

afterEach(cleanup);

describe("/provider/services", () => {
  it("When the organisation has services, then each shows its state badge, a rejection reason and an edit link", async () => {
    renderAt(
      "/provider/services",
      () => ({
        data: {
          providerServices: [
            service("1", "メディブリッジEMR", "public"),
            service("2", "メディブリッジ 精神科カルテ", "submitted"),
            service("3", "メディブリッジ 看護", "rejected", "価格の根拠を記載してください。"),
            service("4", "メディブリッジ 予約", "draft"),
          ],
        },
      }),
      <ProviderServicesRoute />,
    );
    const table = await screen.findByRole("table", { name: "掲載サービス一覧" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("公開中"),
      expect.stringContaining("審査中"),
      expect.stringContaining("差し戻し"),
      expect.stringContaining("下書き"),
    ]);
    expect(rows[2]?.textContent).toContain("理由: 価格の根拠を記載してください。");
    expect(within(table).getByRole("link", { name: "メディブリッジ 看護を編集する" }).getAttribute("href")).toBe(
      "/provider/services/3/edit",
    );
  });

  it("When the organisation has no service, then the page says so", async () => {
    renderAt("/provider/services", () => ({ data: { providerServices: [] } }), <ProviderServicesRoute />);
    expect(await screen.findByText("掲載中のサービスはありません。")).toBeTruthy();
  });
});

describe("/provider/changes", () => {
  it("When a change was rejected, then its reason and its diff show", async () => {
    renderAt(
      "/provider/changes",
      () => ({
        data: {
          providerChanges: {
            __typename: "PublishingChangePage",
            total: 1,
            page: 1,
            pageSize: 20,
            changes: [
              {
                __typename: "PublishingChange",
                id: "9",
                objectType: "service",
                objectId: "3",
                serviceId: "3",
                objectName: "メディブリッジ 看護",
                state: "rejected",
                reason: "価格の根拠を記載してください。",
                createdAt: "2026-11-20T00:00:00.000Z",
                updatedAt: "2026-11-21T00:00:00.000Z",
                submittedAt: "2026-11-20T01:00:00.000Z",
                decidedAt: "2026-11-21T00:00:00.000Z",
                publishAt: null,
                publishedAt: null,
                diff: [
                  {
                    __typename: "ChangeFieldDiff",
                    field: "price",
                    label: "価格",
                    before: "月額 9,000円",
                    after: "月額 1円",
                  },
                ],
              },
            ],
          },
        },
      }),
      <ProviderChangesRoute />,
    );
    const list = await screen.findByRole("list", { name: "申請の一覧" });
    expect(list.textContent).toContain("差し戻し");
    expect(list.textContent).toContain("価格の根拠を記載してください。");
    const diff = within(list).getByRole("table");
    expect(within(diff).getByRole("rowheader", { name: "価格" })).toBeTruthy();
    expect(diff.textContent).toContain("月額 9,000円");
    expect(diff.textContent).toContain("月額 1円");
  });

  it("When changes of every kind are listed, then each edit link opens the editor of its own object type", async () => {
    const change = (
      id: string,
      objectType: string,
      objectId: string | null,
      serviceId: string | null,
      state: string,
    ) => ({
      __typename: "PublishingChange",
      id,
      objectType,
      objectId,
      serviceId,
      objectName: `対象${id}`,
      state,
      reason: state === "rejected" ? "修正してください。" : null,
      createdAt: "2026-11-20T00:00:00.000Z",
      updatedAt: "2026-11-21T00:00:00.000Z",
      submittedAt: state === "draft" ? null : "2026-11-20T01:00:00.000Z",
      decidedAt: state === "rejected" ? "2026-11-21T00:00:00.000Z" : null,
      publishAt: null,
      publishedAt: null,
      diff: [],
    });
    renderAt(
      "/provider/changes",
      () => ({
        data: {
          providerChanges: {
            __typename: "PublishingChangePage",
            total: 7,
            page: 1,
            pageSize: 20,
            changes: [
              change("1", "service", "3", "3", "draft"),
              change("2", "material", "41", "3", "draft"),
              change("3", "seminar", null, null, "draft"),
              change("4", "seminar", "12", null, "rejected"),
              change("5", "article", null, null, "draft"),
              change("6", "attributes", "3", "3", "rejected"),
              change("7", "article", "55", null, "submitted"),
            ],
          },
        },
      }),
      <ProviderChangesRoute />,
    );
    const list = await screen.findByRole("list", { name: "申請の一覧" });
    const hrefs = within(list)
      .getAllByRole("link")
      .map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["対象1を編集して申請する", "/provider/services/3/edit"],
      ["対象2を編集して申請する", "/provider/services/3/materials"],
      ["対象3を編集して申請する", "/provider/seminars/drafts/3"],
      ["対象4を修正して再度申請する", "/provider/seminars/12/edit"],
      ["対象5を編集して申請する", "/provider/articles/new?change=5"],
      ["対象6を修正して再度申請する", "/provider/services/3/attributes"],
    ]);
  });

  it("When there is no change yet, then the page says so", async () => {
    renderAt(
      "/provider/changes",
      () => ({
        data: { providerChanges: { __typename: "PublishingChangePage", total: 0, page: 1, pageSize: 20, changes: [] } },
      }),
      <ProviderChangesRoute />,
    );
    expect(await screen.findByText("まだ申請はありません。")).toBeTruthy();
  });
});
