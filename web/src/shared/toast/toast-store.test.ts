import { TOAST_AUTO_HIDE_MS } from "@iryo/domain/constants";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, dismissToastWith, showToast as show, useToasts } from "./toast-store";

const hook = () => renderHook(() => useToasts());
let view: ReturnType<typeof hook>;
const read = () => view.result.current;
const showToast = (...args: Parameters<typeof show>) => act(() => show(...args));

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    view = hook();
  });
  afterEach(() => {
    act(() => {
      for (const toast of read()) dismissToast(toast.id);
    });
    view.unmount();
    vi.useRealTimers();
  });

  it("When a toast is shown, then it hides itself after the auto-hide time", () => {
    showToast("error", "失敗しました");
    expect(read().map((t) => t.message)).toEqual(["失敗しました"]);
    advance(TOAST_AUTO_HIDE_MS - 1);
    expect(read()).toHaveLength(1);
    advance(1);
    expect(read()).toHaveLength(0);
  });

  it("When the same toast is shown again while on screen, then it stays one toast and its timer starts over", () => {
    showToast("error", "同じエラー");
    advance(TOAST_AUTO_HIDE_MS - 100);
    showToast("error", "同じエラー");
    expect(read()).toHaveLength(1);
    // The first timer would have fired here.
    advance(200);
    expect(read().map((t) => t.message)).toEqual(["同じエラー"]);
    advance(TOAST_AUTO_HIDE_MS - 200);
    expect(read()).toHaveLength(0);
  });

  it("When a toast is closed by hand, then a later toast with the same message gets its own full time", () => {
    showToast("success", "保存しました");
    const [first] = read();
    act(() => dismissToast(first?.id ?? 0));
    advance(TOAST_AUTO_HIDE_MS - 100);
    showToast("success", "保存しました");
    advance(200);
    expect(read()).toHaveLength(1);
  });

  it("When a second error comes while the first is on screen, then it replaces the first: one error toast", () => {
    showToast("error", "入力内容にエラーがあります。");
    showToast("error", "通信に失敗しました。");
    expect(read().map((t) => t.message)).toEqual(["通信に失敗しました。"]);
  });

  it("When an action succeeds after a failed attempt, then the error toast goes and only the success shows", () => {
    showToast("error", "入力内容にエラーがあります。");
    showToast("success", "保存しました。");
    expect(read().map((t) => [t.kind, t.message])).toEqual([["success", "保存しました。"]]);
  });

  it("When an error follows a success, then both show, one of each kind", () => {
    showToast("success", "保存しました。");
    showToast("error", "通信に失敗しました。");
    expect(read().map((t) => t.kind)).toEqual(["success", "error"]);
  });

  it("When an error is put right, then only that message's toast goes", () => {
    showToast("success", "保存しました。");
    showToast("error", "入力内容にエラーがあります。");
    act(() => dismissToastWith("入力内容にエラーがあります。"));
    expect(read().map((t) => t.message)).toEqual(["保存しました。"]);
  });

  it("When two attempts fail in a row, then one error toast shows: the newer", () => {
    showToast("error", "入力内容にエラーがあります。");
    showToast("error", "入力内容にエラーがあります。");
    showToast("error", "通信に失敗しました。");
    showToast("error", "通信に失敗しました。");
    expect(read()).toHaveLength(1);
  });
});
