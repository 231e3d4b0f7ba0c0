import { describe, expect, it } from "vitest";
import { FROM_SCREENS, fromScreenReturn, fromScreenSchema, parseFromScreen, withFromScreen } from "./from-screen.js";

const service = { id: "12", name: "電子カルテA" };

describe("from_screen (ADR 141)", () => {
  it("When the api reads a known screen, then it passes; an unknown one is 0109004", () => {
    for (const screen of FROM_SCREENS) expect(fromScreenSchema.parse(screen)).toBe(screen);
    const result = fromScreenSchema.safeParse("elsewhere");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("0109004");
  });

  it("When a page reads its query, then an unknown or missing value means no origin", () => {
    expect(parseFromScreen("consideration")).toBe("consideration");
    expect(parseFromScreen("Consideration")).toBeUndefined();
    expect(parseFromScreen("")).toBeUndefined();
    expect(parseFromScreen(null)).toBeUndefined();
  });

  it("When a flow started from a list, then its back link returns to that list; else to the service's detail", () => {
    expect(fromScreenReturn("consideration", service)).toEqual({ path: "/review", label: "検討リストに戻る" });
    expect(fromScreenReturn("bookmark", service)).toEqual({ path: "/bookmark", label: "ブックマークに戻る" });
    const detail = { path: "/services/detail/12", label: "電子カルテAの詳細に戻る" };
    expect(fromScreenReturn("detail", service)).toEqual(detail);
    expect(fromScreenReturn(undefined, service)).toEqual(detail);
  });

  it("When a path already has a query, then from_screen is appended with &", () => {
    expect(withFromScreen("/a", "bookmark")).toBe("/a?from_screen=bookmark");
    expect(withFromScreen("/a?x=1", "detail")).toBe("/a?x=1&from_screen=detail");
    expect(withFromScreen("/a", undefined)).toBe("/a");
  });
});
