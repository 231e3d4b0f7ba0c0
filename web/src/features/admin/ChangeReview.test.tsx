import { ApolloProvider } from "@apollo/client/react";
import { SERVICE_LISTING_LABELS } from "@iryo/domain/service-listing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { markSessionReady } from "../../shared/session/session-ready";
import { MeProvider } from "../../shared/session/use-me";
import { clearToasts } from "../../shared/toast/toast-store";
import { meOf, testClient } from "../../test/graphql-client";
import AdminRoute from "./AdminRoute";

beforeAll(() => markSessionReady());
beforeEach(() => {
  // jsdom has no modal dialogs: showModal() and close() only set the open state here.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(() => {
  act(clearToasts);
  cleanup();
});

const session = (role: string) => ({
  __typename: "OperatorSession",
  id: "9",
  email: "operator@iryo-it-navi.example",
  displayName: "運営担当者",
  role,
  secondFactorVerified: true,
});

const CHANGE = {
  __typename: "PublishingChange",
  id: "5",
  objectType: "service",
  objectName: "メディブリッジEMR",
  providerName: "株式会社メディカルブリッジ",
  state: "submitted",
  reason: null,
  createdAt: "2026-11-20T01:00:00.000Z",
  submittedAt: "2026-11-20T01:00:00.000Z",
  decidedAt: null,
  publishAt: null,
  publishedAt: null,
};

/** The public listing now as the api writes it: every field of SERVICE_LISTING_LABELS in the diff's texts. */
const LISTING_VALUES: Readonly<Record<string, string>> = {
  name: "メディブリッジEMR",
  price: "月額 11,000円",
  initial_cost: "初期費用 0円",
  has_free_trial: "あり",
  service_url: "https://example.com",
};
const CURRENT_LISTING = Object.entries(SERVICE_LISTING_LABELS).map(([field, label]) => ({
  __typename: "ChangeFieldValue",
  field,
  label,
  value: LISTING_VALUES[field] ?? "（なし）",
}));

const DETAIL = {
  __typename: "OperatorPublishingChange",
  change: {
    ...CHANGE,
    diff: [
      { __typename: "ChangeFieldDiff", field: "price", label: "価格", before: "月額 10,000円", after: "月額 12,345円" },
      {
        __typename: "ChangeFieldDiff",
        field: "initial_cost",
        label: "初期費用",
        before: "初期費用 0円",
        after: "無料",
      },
    ],
  },
  currentFields: CURRENT_LISTING,
};

function renderAt(
  path: string,
  role: string,
  extra: (op: string, vars: Record<string, unknown>) => object | undefined,
) {
  const calls = vi.fn((op: string, vars: Record<string, unknown>) => {
    if (op === "MeQuery") return { data: { me: meOf({ loggedIn: true, accountKind: "operator" }) } };
    if (op === "AdminSessionQuery") return { data: { operatorSession: session(role) } };
    return extra(op, vars) ?? { data: null };
  });
  render(
    <ApolloProvider client={testClient((op, vars) => calls(op, vars) as never)}>
      <MeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="admin/*" element={<AdminRoute />} />
            <Route path="error/:status" element={<p>エラーページ</p>} />
          </Routes>
        </MemoryRouter>
      </MeProvider>
    </ApolloProvider>,
  );
  return calls;
}

const sent = (calls: ReturnType<typeof renderAt>, op: string) => calls.mock.calls.filter(([o]) => o === op);

describe("「掲載変更の審査」", () => {
  it("When a moderator opens it, then it is neither in the navigation nor reachable (404)", async () => {
    const calls = renderAt("/admin/changes", "moderator", () => undefined);
    expect(await screen.findByText("エラーページ")).toBeTruthy();
    expect(sent(calls, "AdminChangesQuery")).toEqual([]);
  });

  it("When an editor opens the queue, then submitted changes are listed in a table with headers, filter and pages", async () => {
    const calls = renderAt("/admin/changes", "editor", (op) =>
      op === "AdminChangesQuery"
        ? {
            data: {
              operatorChanges: {
                __typename: "PublishingChangePage",
                total: 21,
                page: 1,
                pageSize: 20,
                changes: [CHANGE],
              },
            },
          }
        : undefined,
    );
    const table = await screen.findByRole("table", { name: "掲載変更の申請" });
    expect(within(table).getByRole("columnheader", { name: "提供事業者" })).toBeTruthy();
    expect(within(table).getByRole("link", { name: "メディブリッジEMR" }).getAttribute("href")).toBe(
      "/admin/changes/5",
    );
    expect(within(table).getByText("審査中")).toBeTruthy();
    expect(screen.getByRole("link", { name: "掲載変更の審査" })).toBeTruthy();
    expect(sent(calls, "AdminChangesQuery")[0]?.[1]).toEqual({ state: "submitted", page: 1 });
    fireEvent.click(screen.getByRole("button", { name: "次へ" }));
    await waitFor(() => expect(sent(calls, "AdminChangesQuery").at(-1)?.[1]).toEqual({ state: "submitted", page: 2 }));
    fireEvent.change(screen.getByLabelText("状態"), { target: { value: "rejected" } });
    await waitFor(() => expect(sent(calls, "AdminChangesQuery").at(-1)?.[1]).toEqual({ state: "rejected", page: 1 }));
  });

  it("When the queue is empty, then it says so", async () => {
    renderAt("/admin/changes", "admin", (op) =>
      op === "AdminChangesQuery"
        ? {
            data: {
              operatorChanges: { __typename: "PublishingChangePage", total: 0, page: 1, pageSize: 20, changes: [] },
            },
          }
        : undefined,
    );
    expect(await screen.findByText("審査待ちの申請はありません。")).toBeTruthy();
  });

  it("When a change is opened, then the diff shows before, after and the current public version in text", async () => {
    renderAt("/admin/changes/5", "editor", (op) =>
      op === "AdminChangeQuery" ? { data: { operatorChange: DETAIL } } : undefined,
    );
    const price = await screen.findByRole("row", { name: /^価格/ });
    const cells = within(price)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual(["月額 10,000円", "月額 12,345円", "月額 11,000円（申請後に公開内容が変わっています）"]);
    const cost = screen.getByRole("row", { name: /^初期費用/ });
    expect(within(cost).getAllByRole("cell")[2]?.textContent).toBe("初期費用 0円");
    // The whole current public version, every field with its label.
    const all = screen.getByText("現在の公開内容（すべての項目）").closest("details");
    expect(all).toBeTruthy();
    const terms = within(all as HTMLElement)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(terms).toHaveLength(22);
    expect(within(all as HTMLElement).getByText("https://example.com")).toBeTruthy();
  });

  it("When an article change is opened, then its diff has Japanese labels and the HTML body as text, without a current column", async () => {
    const article = {
      __typename: "OperatorPublishingChange",
      change: {
        ...CHANGE,
        id: "9",
        objectType: "article",
        objectName: "導入ガイド",
        diff: [
          { __typename: "ChangeFieldDiff", field: "title", label: "タイトル", before: "（なし）", after: "導入ガイド" },
          {
            __typename: "ChangeFieldDiff",
            field: "body_html",
            label: "本文（HTML）",
            before: "（なし）",
            after: '<p>本文</p><img src="/x.png">',
          },
        ],
      },
      currentFields: null,
    };
    renderAt("/admin/changes/9", "editor", (op) =>
      op === "AdminChangeQuery" ? { data: { operatorChange: article } } : undefined,
    );
    const body = await screen.findByRole("row", { name: /^本文（HTML）/ });
    expect(
      within(body)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["（なし）", '<p>本文</p><img src="/x.png">']);
    expect(within(body).queryByRole("img")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "現在の公開内容" })).toBeNull();
    expect(screen.queryByText(/新しく掲載する内容です/)).toBeNull();
    expect(screen.getByText("記事")).toBeTruthy();
  });

  it("When an edited seminar's change is opened, then its current public values stand beside the diff", async () => {
    const seminar = {
      __typename: "OperatorPublishingChange",
      change: {
        ...CHANGE,
        id: "11",
        objectType: "seminar",
        objectId: "4",
        objectName: "電子カルテ移行セミナー",
        diff: [
          { __typename: "ChangeFieldDiff", field: "capacity", label: "定員", before: "40名", after: "60名" },
          { __typename: "ChangeFieldDiff", field: "venue", label: "会場", before: "（なし）", after: "東京会場" },
        ],
      },
      currentFields: [
        { __typename: "ChangeFieldValue", field: "title", label: "セミナー名", value: "電子カルテ移行セミナー" },
        { __typename: "ChangeFieldValue", field: "capacity", label: "定員", value: "50名" },
        { __typename: "ChangeFieldValue", field: "venue", label: "会場", value: "（なし）" },
      ],
    };
    renderAt("/admin/changes/11", "editor", (op) =>
      op === "AdminChangeQuery" ? { data: { operatorChange: seminar } } : undefined,
    );
    const capacity = await screen.findByRole("row", { name: /^定員/ });
    expect(screen.getByRole("columnheader", { name: "現在の公開内容" })).toBeTruthy();
    // Another change was published after this one was submitted: the operator is told.
    expect(
      within(capacity)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["40名", "60名", "50名（申請後に公開内容が変わっています）"]);
    const venue = screen.getByRole("row", { name: /^会場/ });
    expect(within(venue).getAllByRole("cell")[2]?.textContent).toBe("（なし）");
    const all = screen.getByText("現在の公開内容（すべての項目）").closest("details") as HTMLElement;
    expect(
      within(all)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["セミナー名", "定員", "会場"]);
    expect(screen.queryByText(/新しく掲載する内容です/)).toBeNull();
  });

  it("When a published material replacement is opened, then the current column shows the public file without a warning", async () => {
    const material = {
      __typename: "OperatorPublishingChange",
      change: {
        ...CHANGE,
        id: "12",
        objectType: "material",
        objectId: "30",
        objectName: "製品パンフレット",
        state: "published",
        diff: [
          {
            __typename: "ChangeFieldDiff",
            field: "file_name",
            label: "ファイル名",
            before: "old.pdf",
            after: "new.pdf",
          },
        ],
      },
      currentFields: [{ __typename: "ChangeFieldValue", field: "file_name", label: "ファイル名", value: "new.pdf" }],
    };
    renderAt("/admin/changes/12", "editor", (op) =>
      op === "AdminChangeQuery" ? { data: { operatorChange: material } } : undefined,
    );
    const file = await screen.findByRole("row", { name: /^ファイル名/ });
    expect(
      within(file)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["old.pdf", "new.pdf", "new.pdf"]);
    expect(screen.getByText("この申請は審査済みです（公開済み）。")).toBeTruthy();
  });

  it("When rejecting without a reason, then nothing is sent; with one, it is sent after the confirmation", async () => {
    const calls = renderAt("/admin/changes/5", "editor", (op) => {
      if (op === "AdminChangeQuery") return { data: { operatorChange: DETAIL } };
      if (op === "AdminRejectChangeMutation") return { data: { rejectChange: { ...CHANGE, state: "rejected" } } };
      if (op === "AdminChangesQuery")
        return {
          data: {
            operatorChanges: { __typename: "PublishingChangePage", total: 0, page: 1, pageSize: 20, changes: [] },
          },
        };
      return undefined;
    });
    const submit = await screen.findByRole("button", { name: "差し戻す" });
    fireEvent.click(submit);
    expect(await screen.findByText("必須項目です。")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/差し戻しの理由/), {
      target: { value: " 料金の根拠を記載してください。 " },
    });
    fireEvent.click(submit);
    const dialog = await screen.findByRole("dialog", { name: "この変更を差し戻しますか" });
    expect(sent(calls, "AdminRejectChangeMutation")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "差し戻す" }));
    await waitFor(() =>
      expect(sent(calls, "AdminRejectChangeMutation")[0]?.[1]).toEqual({
        id: "5",
        reason: "料金の根拠を記載してください。",
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "掲載変更の審査" })).toBeTruthy();
  });

  it("When approving at a past time, then 0302004 shows and nothing is sent; at once, publishAt is null", async () => {
    const calls = renderAt("/admin/changes/5", "admin", (op) => {
      if (op === "AdminChangeQuery") return { data: { operatorChange: DETAIL } };
      if (op === "AdminApproveChangeMutation") return { data: { approveChange: { ...CHANGE, state: "published" } } };
      return undefined;
    });
    fireEvent.click(await screen.findByLabelText("日時を指定して公開する"));
    fireEvent.change(await screen.findByLabelText(/公開日時/), { target: { value: "2020-01-01T10:00" } });
    fireEvent.click(screen.getByRole("button", { name: "承認する" }));
    expect(await screen.findByText("公開日時には現在より後の日時を指定してください。")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("承認後すぐに公開する"));
    fireEvent.click(screen.getByRole("button", { name: "承認する" }));
    const dialog = await screen.findByRole("dialog", { name: "この変更を承認しますか" });
    fireEvent.click(within(dialog).getByRole("button", { name: "承認する" }));
    await waitFor(() =>
      expect(sent(calls, "AdminApproveChangeMutation")[0]?.[1]).toEqual({ id: "5", publishAt: null }),
    );
  });
});
