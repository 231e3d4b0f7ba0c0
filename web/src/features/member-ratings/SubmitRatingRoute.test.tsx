import { ApolloProvider } from "@apollo/client/react";
import { errorMessage, INPUT_ERROR_TOAST_MESSAGE } from "@iryo/domain/error-catalogue";
import { RATING_CRITERIA } from "@iryo/domain/rating";
import { act, cleanup, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import formsStyles from "../../shared/forms/forms.module.css";
import { clearToasts, useToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import { ATTRIBUTE_FIELDS } from "./rating-form-values";
import SubmitRatingRoute from "./SubmitRatingRoute";

const REQUIRED = errorMessage("0101001");
const MUST_CHECK = errorMessage("0101003");

const STANDING = {
  data: {
    myRatingStanding: {
      __typename: "MyRatingStanding",
      serviceId: "12",
      serviceName: "クラウド電子カルテ",
      canPost: true,
      refusalCode: null,
      ratedServiceCount: 0,
      ownRating: null,
    },
  },
};

function postedRating(input: Record<string, unknown>) {
  return {
    data: {
      postRating: {
        __typename: "OwnRating",
        id: "900",
        serviceId: "12",
        serviceName: "クラウド電子カルテ",
        logoImagePath: null,
        status: "pending",
        version: 1,
        overallScore: 4,
        goodPoint: input.goodPoint,
        improvementPoint: input.improvementPoint,
        role: input.role,
        usageStatus: input.usageStatus,
        facilityCorporateType: input.facilityCorporateType,
        bedCount: input.bedCount,
        department: input.department,
        createdAt: "2026-11-25T01:00:00.000Z",
        updatedAt: null,
        publishedAt: null,
        scores: {
          __typename: "RatingScores",
          priceAppropriateness: 4,
          introductionEffect: null,
          easeOfUse: null,
          supportSystem: null,
          easeOfIntroduction: null,
        },
      },
    },
  };
}

function renderRatingForm() {
  const calls = vi.fn((operation: string, variables: Record<string, unknown>) =>
    operation === "PostRatingMutation" ? postedRating((variables.input ?? {}) as Record<string, unknown>) : STANDING,
  );
  render(
    <ApolloProvider client={testClient(calls)}>
      <MemoryRouter initialEntries={["/services/12/submit-rating-and-review"]}>
        <Routes>
          <Route path="services/:id/submit-rating-and-review" element={<SubmitRatingRoute />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

/** A field by its label (the label also says 必須 or 任意). */
const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fieldOf = (label: string) => labelled(label).closest(`.${formsStyles.formField}`) as HTMLElement;

beforeEach(() => {
  // jsdom has no scrolling; the route scrolls to the top between its steps.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
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
  vi.restoreAllMocks();
});

// A whole form of radios, selects and checkboxes: slow on a busy machine.
describe("the rating form (/services/{id}/submit-rating-and-review)", { timeout: 20_000 }, () => {
  it("When the member goes on with an empty form, then each required field says why, the input-error toast shows, and nothing is sent", async () => {
    const calls = renderRatingForm();
    const toasts = renderHook(() => useToasts());
    fireEvent.click(await screen.findByRole("button", { name: "確認画面へ進む" }));

    expect(await within(fieldOf("良い点")).findByText(REQUIRED)).toBeTruthy();
    expect(within(fieldOf("改善してほしい点")).getByText(REQUIRED)).toBeTruthy();
    for (const f of ATTRIBUTE_FIELDS) expect(within(fieldOf(f.label)).getByRole("alert").textContent).toBeTruthy();
    expect(screen.getAllByText(MUST_CHECK)).toHaveLength(2);
    expect(toasts.result.current.map((t) => t.message)).toEqual([INPUT_ERROR_TOAST_MESSAGE]);
    // Still the form: no confirmation step, no post.
    expect(screen.getByRole("button", { name: "確認画面へ進む" })).toBeTruthy();
    expect(calls.mock.calls.map(([operation]) => operation)).toEqual(["SubmitRatingRouteQuery"]);
  });

  it("When the form is filled in, confirmed and posted, then the input goes to the server and the completion dialog opens", async () => {
    const calls = renderRatingForm();
    const price = RATING_CRITERIA[0];
    if (!price) throw new Error("no rating criteria");
    const priceGroup = await screen.findByRole("group", { name: price.label });
    fireEvent.click(within(priceGroup).getAllByRole("radio")[1] as HTMLElement);
    fireEvent.change(labelled("良い点"), { target: { value: "操作が分かりやすい" } });
    fireEvent.change(labelled("改善してほしい点"), { target: { value: "帳票を増やしてほしい" } });
    for (const f of ATTRIBUTE_FIELDS) {
      const select = labelled(f.label) as HTMLSelectElement;
      const first = f.options[0];
      if (!first) throw new Error(`no options for ${f.name}`);
      fireEvent.change(select, { target: { value: String(first.value) } });
    }
    for (const box of screen.getAllByRole("checkbox")) fireEvent.click(box);

    fireEvent.click(screen.getByRole("button", { name: "確認画面へ進む" }));
    expect(await screen.findByText("操作が分かりやすい")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "投稿する" }));

    expect(await screen.findByRole("dialog", { name: "評価・レビューを投稿しました" })).toBeTruthy();
    const post = calls.mock.calls.find(([operation]) => operation === "PostRatingMutation");
    expect(post?.[1]).toMatchObject({
      serviceId: "12",
      input: expect.objectContaining({ goodPoint: "操作が分かりやすい", improvementPoint: "帳票を増やしてほしい" }),
    });
  });
});
