import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { digitsInput, onlyDigits } from "./text-input";

function CodeForm({ onValue }: { readonly onValue: (value: string) => void }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.code))}>
      <label htmlFor="code">確認コード</label>
      <input id="code" {...digitsInput(form, "code", 6)} />
      <button type="submit">送信</button>
    </form>
  );
}

afterEach(cleanup);

describe("onlyDigits", () => {
  it("When full-width digits, spaces and letters are typed, then only the digits are kept, as ASCII", () => {
    expect(onlyDigits("１２ 3ａ４-5６")).toBe("123456");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("digitsInput", () => {
  it("When a code is pasted with full-width digits and extra characters, then the field holds six ASCII digits and submits them", async () => {
    let submitted: string | undefined;
    render(<CodeForm onValue={(value) => (submitted = value)} />);
    const field = screen.getByLabelText("確認コード") as HTMLInputElement;
    expect(field.inputMode).toBe("numeric");
    expect(field.getAttribute("pattern")).toBe("[0-9]*");
    expect(field.autocomplete).toBe("one-time-code");
    expect(field.maxLength).toBe(6);
    fireEvent.change(field, { target: { value: "０１２ 345６78" } });
    expect(field.value).toBe("012345");
    fireEvent.click(screen.getByRole("button", { name: "送信" }));
    await waitFor(() => expect(submitted).toBe("012345"));
  });
});
