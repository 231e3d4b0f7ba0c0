import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { type Answer, testClient } from "../../test/graphql-client";
import ProviderAnalyticsRoute from "./ProviderAnalyticsRoute";
import ProviderLeadsRoute from "./ProviderLeadsRoute";
import ProviderReviewsRoute from "./ProviderReviewsRoute";

function renderAt(path: string, page: ReactNode, answer: Answer) {
  render(
    <ApolloProvider client={testClient(answer)}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ApolloProvider>,
  );
}

afterEach(() => {
  act(clearToasts);
  cleanup();
});

const week = (weekStart: string, isoWeek: string, pageViews: number, materialDownloads: number) => ({
  __typename: "ProviderAnalyticsWeek",
  weekStart,
  isoWeek,
  pageViews,
  compareAdds: 0,
  bookmarks: 1,
  materialDownloads,
  negotiations: 0,
  seminarEnrolments: 0,
});

describe("/provider/analytics", () => {
  it("When the figures load, then each metric is a labelled chart and the table holds the same numbers", async () => {
    const calls = vi.fn<Answer>(() => ({
      data: {
        providerAnalytics: {
          __typename: "ProviderAnalytics",
          serviceId: null,
          services: [{ __typename: "ProviderAnalyticsService", id: "3", name: "電子カルテA" }],
          weeks: [week("2026-11-16", "2026-W47", 5, 2), week("2026-11-23", "2026-W48", 7, 0)],
        },
      },
    }));
    renderAt("/provider/analytics", <ProviderAnalyticsRoute />, calls);
    const chart = await screen.findByRole("img", { name: /ページ閲覧数.*期間合計 12件/ });
    expect(chart.querySelectorAll("rect")).toHaveLength(2);
    expect(screen.getByRole("img", { name: /資料ダウンロード.*期間合計 2件/ })).toBeTruthy();
    const table = screen.getByRole("table", { name: /週ごとの数値/ });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("2026/11/16");
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["5", "0", "1", "2", "0", "0"]);
    expect(calls).toHaveBeenCalledWith("ProviderAnalyticsRoute", { serviceId: null, weeks: 12 });
  });

  it("When a service and a period are chosen, then the figures are asked for them", async () => {
    const calls = vi.fn<Answer>(() => ({
      data: {
        providerAnalytics: {
          __typename: "ProviderAnalytics",
          serviceId: null,
          services: [{ __typename: "ProviderAnalyticsService", id: "3", name: "電子カルテA" }],
          weeks: [week("2026-11-23", "2026-W48", 0, 0)],
        },
      },
    }));
    renderAt("/provider/analytics", <ProviderAnalyticsRoute />, calls);
    fireEvent.change(await screen.findByLabelText("サービス"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("期間"), { target: { value: "4" } });
    await waitFor(() => expect(calls).toHaveBeenCalledWith("ProviderAnalyticsRoute", { serviceId: "3", weeks: 4 }));
  });
});

describe("/provider/leads", () => {
  it("When downloads are listed, then each shows the shared details and the CSV link says its format", async () => {
    renderAt("/provider/leads", <ProviderLeadsRoute />, () => ({
      data: {
        providerLeads: {
          __typename: "ProviderLeadPage",
          totalCount: 1,
          pageNumber: 1,
          pageSize: 20,
          pageCount: 1,
          items: [
            {
              __typename: "ProviderLead",
              id: "L1",
              kind: "material_download",
              occurredAt: "2026-11-25T01:00:00.000Z",
              serviceId: "3",
              serviceName: "電子カルテA",
              subject: "brochure.pdf",
              details: [
                { __typename: "ProviderLeadDetail", key: "name", label: "氏名", value: "山田 花子" },
                { __typename: "ProviderLeadDetail", key: "hospital_name", label: "勤務先の名称", value: "千代田病院" },
              ],
            },
          ],
        },
      },
    }));
    const list = await screen.findByRole("list", { name: "資料ダウンロードの一覧" });
    expect(list.textContent).toContain("山田 花子");
    expect(list.textContent).toContain("千代田病院");
    const csv = screen.getByRole("link", { name: "資料ダウンロードをCSVでダウンロード" });
    expect(csv.getAttribute("href")).toBe("/downloads/provider/leads.csv?kind=material_download");
    expect(screen.getByText(/UTF-8（BOM 付き）・改行 CRLF/)).toBeTruthy();
  });

  it("When there are no enrolments, then the page says so", async () => {
    renderAt("/provider/leads?kind=seminar_enrolment", <ProviderLeadsRoute />, () => ({
      data: {
        providerLeads: {
          __typename: "ProviderLeadPage",
          totalCount: 0,
          pageNumber: 1,
          pageSize: 20,
          pageCount: 1,
          items: [],
        },
      },
    }));
    expect(await screen.findByText("まだセミナーのお申し込みはありません。")).toBeTruthy();
  });
});

function review(reply: Record<string, unknown> | null) {
  return {
    __typename: "ProviderReview",
    id: "41",
    serviceId: "3",
    serviceName: "電子カルテA",
    overallScore: 4,
    goodPoint: "使いやすいです。",
    improvementPoint: "",
    createdAt: "2026-11-20T00:00:00.000Z",
    reply,
  };
}

describe("/provider/reviews", () => {
  it("When staff submit an empty reply, then the field says it is required and nothing is sent", async () => {
    const calls = vi.fn<Answer>(() => ({
      data: {
        providerReviews: {
          __typename: "ProviderReviewPage",
          totalCount: 1,
          pageNumber: 1,
          pageCount: 1,
          items: [review(null)],
        },
      },
    }));
    renderAt("/provider/reviews", <ProviderReviewsRoute />, calls);
    fireEvent.click(await screen.findByRole("button", { name: "返信する" }));
    fireEvent.click(screen.getByRole("button", { name: "返信を投稿する" }));
    expect(await screen.findByText("必須項目です。")).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith("PostReviewReply", expect.anything());
  });

  it("When staff post a reply, then it is sent and shown under the review from the mutation's answer", async () => {
    const calls = vi.fn<Answer>((operation, variables) => {
      if (operation === "PostReviewReply") {
        return {
          data: {
            postReviewReply: {
              __typename: "ReviewReply",
              id: "7",
              body: variables.body,
              version: 1,
              createdAt: "2026-11-26T00:00:00.000Z",
              updatedAt: "2026-11-26T00:00:00.000Z",
              history: [],
            },
          },
        };
      }
      return {
        data: {
          providerReviews: {
            __typename: "ProviderReviewPage",
            totalCount: 1,
            pageNumber: 1,
            pageCount: 1,
            items: [review(null)],
          },
        },
      };
    });
    renderAt("/provider/reviews", <ProviderReviewsRoute />, calls);
    fireEvent.click(await screen.findByRole("button", { name: "返信する" }));
    fireEvent.change(screen.getByLabelText(/公式の返信/), { target: { value: "ご利用ありがとうございます。" } });
    fireEvent.click(screen.getByRole("button", { name: "返信を投稿する" }));
    const reply = await screen.findByRole("region", { name: "貴社の公式の返信" });
    expect(reply.textContent).toContain("ご利用ありがとうございます。");
    expect(calls).toHaveBeenCalledWith("PostReviewReply", { ratingId: "41", body: "ご利用ありがとうございます。" });
    expect(screen.getByRole("button", { name: "返信を編集する" })).toBeTruthy();
  });

  it("When a reply was edited, then the edit sends the version read and the history is listed", async () => {
    const current = {
      __typename: "ReviewReply",
      id: "7",
      body: "訂正後の返信",
      version: 2,
      createdAt: "2026-11-24T00:00:00.000Z",
      updatedAt: "2026-11-25T00:00:00.000Z",
      history: [
        { __typename: "ReviewReplyVersion", version: 1, body: "最初の返信", createdAt: "2026-11-24T00:00:00.000Z" },
      ],
    };
    const calls = vi.fn<Answer>((operation, variables) =>
      operation === "UpdateReviewReply"
        ? { data: { updateReviewReply: { ...current, body: variables.body, version: 3 } } }
        : {
            data: {
              providerReviews: {
                __typename: "ProviderReviewPage",
                totalCount: 1,
                pageNumber: 1,
                pageCount: 1,
                items: [review(current)],
              },
            },
          },
    );
    renderAt("/provider/reviews", <ProviderReviewsRoute />, calls);
    expect(await screen.findByText("編集履歴（1件）")).toBeTruthy();
    expect(screen.getByRole("region", { name: "貴社の公式の返信" }).textContent).toContain("編集済み（2026/11/25）");
    fireEvent.click(screen.getByRole("button", { name: "返信を編集する" }));
    fireEvent.change(screen.getByLabelText(/公式の返信/), { target: { value: "三度目の返信" } });
    fireEvent.click(screen.getByRole("button", { name: "返信を更新する" }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith("UpdateReviewReply", { ratingId: "41", body: "三度目の返信", version: 2 }),
    );
    expect(await screen.findByText("三度目の返信")).toBeTruthy();
  });
});
