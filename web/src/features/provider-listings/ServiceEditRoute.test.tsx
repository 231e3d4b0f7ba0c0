import { ApolloProvider } from "@apollo/client/react";
import { addDays, tokyoDateKey } from "@iryo/domain/tokyo-date";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { type Answer, testClient } from "../../test/graphql-client";
import ServiceEditRoute from "./ServiceEditRoute";

const listing = {
  __typename: "ServiceListing",
  name: "メディブリッジEMR",
  summary: "電子カルテ",
  description: "説明",
  installationCount: 120,
  price: "月額 10,000円",
  initialCost: "0円",
  hasFreeTrial: true,
  hasFreePlan: false,
  serviceUrl: "https://example.com/emr",
  ratePlan: "",
  targetBedCount: "",
  institutionTypes: [2],
  faqs: [{ __typename: "ServiceListingFaq", question: "導入期間は？", answer: "3か月です。" }],
  videoUrl: null,
  categoryIds: ["1"],
  issueIds: [],
  departmentIds: [],
  relatedContentIds: [],
  relatedSeminarIds: [],
  logo: null,
  listingStartsOn: null,
  listingEndsOn: null,
};

function change(state: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: "PublishingChange",
    id: "31",
    objectId: "5",
    objectName: "メディブリッジEMR",
    state,
    reason: null,
    createdAt: "2026-11-20T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    submittedAt: state === "draft" ? null : "2026-11-21T00:00:00.000Z",
    decidedAt: null,
    publishAt: null,
    publishedAt: null,
    diff: [
      { __typename: "ChangeFieldDiff", field: "price", label: "価格", before: "月額 9,000円", after: "月額 10,000円" },
    ],
    ...extra,
  };
}

function page(currentChange: ReturnType<typeof change> | null, overrides: Record<string, unknown> = {}) {
  return {
    providerService: {
      __typename: "ProviderEditableService",
      id: "5",
      listingStarted: false,
      draftLogoUrl: null,
      linkableSeminars: [{ __typename: "ProviderLinkableItem", id: "40", title: "電子カルテ導入セミナー" }],
      linkableContents: [],
      listing,
      publicListing: {
        __typename: "ServiceListing",
        name: "メディブリッジEMR",
        listingStartsOn: null,
        listingEndsOn: null,
      },
      change: currentChange,
      ...overrides,
    },
    serviceSearchInitial: {
      __typename: "ServiceSearchInitial",
      categories: [1, 2, 3, 4, 5, 6].map((n) => ({ __typename: "Category", id: String(n), name: `カテゴリ${n}` })),
      issues: [{ __typename: "Issue", id: "1", name: "業務効率化" }],
      departments: [{ __typename: "Department", id: "1", name: "内科" }],
    },
  };
}

function renderPage(answer: Answer) {
  render(
    <ApolloProvider client={testClient(answer)}>
      <MemoryRouter initialEntries={["/provider/services/5/edit"]}>
        <Routes>
          <Route path="/provider/services/:id/edit" element={<ServiceEditRoute />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

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

describe("the service editor (/provider/services/:id/edit)", () => {
  it("When the editor changes the price and saves, then the draft is saved with the new price and the rest as loaded", async () => {
    const calls = vi.fn<Answer>((operation) =>
      operation === "SaveServiceDraft" ? { data: { saveServiceDraft: change("draft") } } : { data: page(null) },
    );
    renderPage(calls);
    const form = await screen.findByRole("form", { name: "掲載内容の編集" });
    expect(screen.getByText(/現在公開中の内容を表示しています/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^価格/), { target: { value: "月額 12,000円" } });
    fireEvent.click(within(form).getByLabelText("電子カルテ導入セミナー"));
    fireEvent.click(within(form).getByRole("button", { name: "下書きを保存する" }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith("SaveServiceDraft", expect.anything()));
    const [, variables] = calls.mock.calls.find(([op]) => op === "SaveServiceDraft") ?? [];
    expect(variables).toMatchObject({
      serviceId: "5",
      input: {
        price: "月額 12,000円",
        installationCount: 120,
        institutionTypes: [2],
        categoryIds: ["1"],
        relatedSeminarIds: ["40"],
        relatedContentIds: [],
        faqs: [{ question: "導入期間は？", answer: "3か月です。" }],
        listingStartsOn: null,
      },
    });
  });

  it("When the start date is today, then 0301001 shows on the field and nothing is sent", async () => {
    const calls = vi.fn<Answer>(() => ({ data: page(null) }));
    renderPage(calls);
    const form = await screen.findByRole("form", { name: "掲載内容の編集" });
    fireEvent.change(within(form).getByLabelText(/^掲載開始日/), { target: { value: tokyoDateKey(new Date()) } });
    fireEvent.click(within(form).getByRole("button", { name: "下書きを保存する" }));
    expect(await within(form).findByText("掲載期間には未来の日付を指定してください。")).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith("SaveServiceDraft", expect.anything());
  });

  it("When the public listing has started, then the start date cannot be edited and the hint says why", async () => {
    renderPage(() => ({
      data: page(null, {
        listingStarted: true,
        publicListing: {
          __typename: "ServiceListing",
          name: "メディブリッジEMR",
          listingStartsOn: addDays(tokyoDateKey(new Date()), -5),
          listingEndsOn: null,
        },
      }),
    }));
    const start = await screen.findByLabelText(/^掲載開始日/);
    expect((start as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("掲載開始日を過ぎているため、変更できるのは終了日のみです。")).toBeTruthy();
    expect((screen.getByLabelText(/^掲載終了日/) as HTMLInputElement).disabled).toBe(false);
  });

  it("When more than five categories are ticked, then the limit message shows and nothing is sent", async () => {
    const calls = vi.fn<Answer>(() => ({ data: page(null) }));
    renderPage(calls);
    const form = await screen.findByRole("form", { name: "掲載内容の編集" });
    for (const n of [2, 3, 4, 5, 6]) fireEvent.click(within(form).getByLabelText(`カテゴリ${n}`));
    fireEvent.click(within(form).getByRole("button", { name: "下書きを保存する" }));
    expect(await within(form).findByText("1つのサービスに設定できるカテゴリは5つまでです。")).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith("SaveServiceDraft", expect.anything());
  });

  it("When the editor submits and confirms, then the draft is saved and then submitted", async () => {
    const calls = vi.fn<Answer>((operation) => {
      if (operation === "SaveServiceDraft") return { data: { saveServiceDraft: change("draft") } };
      if (operation === "SubmitServiceDraft") return { data: { submitServiceDraft: change("submitted") } };
      return { data: page(change("draft")) };
    });
    renderPage(calls);
    const form = await screen.findByRole("form", { name: "掲載内容の編集" });
    fireEvent.click(within(form).getByRole("button", { name: "審査を申請する" }));
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(calls).not.toHaveBeenCalledWith("SubmitServiceDraft", expect.anything());
    fireEvent.click(within(dialog).getByRole("button", { name: "申請する", hidden: true }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith("SubmitServiceDraft", { serviceId: "5" }));
    const order = calls.mock.calls.map(([op]) => op).filter((op) => op !== "ServiceEditRoute");
    expect(order).toEqual(["SaveServiceDraft", "SubmitServiceDraft"]);
  });

  it("When the change is under review, then the form is locked and it can be withdrawn", async () => {
    renderPage(() => ({ data: page(change("submitted")) }));
    expect(await screen.findByText(/審査中です/)).toBeTruthy();
    // Inside the disabled fieldset: the control is disabled though its own attribute is not set.
    expect(screen.getByLabelText(/^価格/).matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "審査を申請する" })).toBeNull();
    expect(screen.getByRole("button", { name: "申請を取り下げる" })).toBeTruthy();
  });

  it("When the change was rejected, then the reason shows above the editable form", async () => {
    renderPage(() => ({
      data: page(
        change("rejected", { reason: "価格の根拠を記載してください。", decidedAt: "2026-11-22T00:00:00.000Z" }),
      ),
    }));
    expect(await screen.findByText("価格の根拠を記載してください。")).toBeTruthy();
    expect(screen.getByText("差し戻しの理由")).toBeTruthy();
    expect(screen.getByLabelText(/^価格/).matches(":disabled")).toBe(false);
  });

  it("When a logo is uploaded, then the saved draft names the stored key and the preview shows", async () => {
    const upload = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        { logo: "provider-logos/7/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png", preview_url: "/storage/x.png" },
        {
          status: 201,
        },
      ),
    );
    vi.stubGlobal("fetch", upload);
    const calls = vi.fn<Answer>((operation) =>
      operation === "SaveServiceDraft" ? { data: { saveServiceDraft: change("draft") } } : { data: page(null) },
    );
    renderPage(calls);
    const form = await screen.findByRole("form", { name: "掲載内容の編集" });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    fireEvent.change(within(form).getByLabelText("ロゴ画像"), { target: { files: [file] } });
    expect(await within(form).findByAltText("ロゴのプレビュー")).toBeTruthy();
    expect(upload.mock.calls[0]?.[0]).toBe("/provider/uploads/services/5/logo");
    fireEvent.click(within(form).getByRole("button", { name: "下書きを保存する" }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(
        "SaveServiceDraft",
        expect.objectContaining({
          input: expect.objectContaining({ logo: "provider-logos/7/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png" }),
        }),
      ),
    );
    vi.unstubAllGlobals();
  });

  it("When the chosen file is not an image, then the type message shows and nothing is uploaded", async () => {
    const upload = vi.fn();
    vi.stubGlobal("fetch", upload);
    renderPage(() => ({ data: page(null) }));
    const form = await screen.findByRole("form", { name: "掲載内容の編集" });
    const file = new File(["%PDF"], "brochure.pdf", { type: "application/pdf" });
    fireEvent.change(within(form).getByLabelText("ロゴ画像"), { target: { files: [file] } });
    expect(await within(form).findByText(/アップロードできるファイルの形式はPNG・JPEG・WebPのみです。/)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("When the service is another organisation's, then the page says it cannot be found", async () => {
    renderPage(() => ({
      errors: [{ message: "not found", extensions: { code: "NOT_FOUND", errorCode: "0109005" } }],
    }));
    expect(await screen.findByText(/このサービスは見つかりません。/)).toBeTruthy();
  });
});
