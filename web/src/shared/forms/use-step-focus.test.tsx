import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LiveRegion } from "../layout/LiveRegion";
import { useStepFocus } from "./use-step-focus";

/** A two-step form like the meeting application: the step's button disappears when the step changes. */
function TwoSteps() {
  const [step, setStep] = useState<"input" | "confirm">("input");
  const { headingRef, announcement } = useStepFocus(step);
  return (
    <>
      <LiveRegion message={announcement} />
      <h2 ref={headingRef} tabIndex={-1}>
        {step === "input" ? "内容の入力" : "内容の確認"}
      </h2>
      {step === "input" ? (
        <button type="button" onClick={() => setStep("confirm")}>
          確認画面へ進む
        </button>
      ) : (
        <button type="button" onClick={() => setStep("input")}>
          修正する
        </button>
      )}
    </>
  );
}

afterEach(cleanup);

describe("useStepFocus", () => {
  it("When the form first shows, then focus stays where it is and nothing is announced", () => {
    render(<TwoSteps />);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("When the member goes to the confirm step, then its heading takes focus and the step is announced", () => {
    render(<TwoSteps />);
    const button = screen.getByRole("button", { name: "確認画面へ進む" });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "内容の確認" }));
    expect(screen.getByRole("status").textContent).toBe("「内容の確認」を表示しました。");
  });

  it("When the member goes back to the input step, then focus moves to the input step's heading", () => {
    render(<TwoSteps />);
    fireEvent.click(screen.getByRole("button", { name: "確認画面へ進む" }));
    fireEvent.click(screen.getByRole("button", { name: "修正する" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "内容の入力" }));
    expect(screen.getByRole("status").textContent).toBe("「内容の入力」を表示しました。");
  });
});
