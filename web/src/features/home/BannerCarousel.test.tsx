import { BANNER_AUTOPLAY_MS } from "@iryo/domain/constants";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BannerCarousel } from "./BannerCarousel";

const banner = (id: string, alt: string) => ({
  __typename: "Banner" as const,
  id,
  alt,
  link: `/seminars/${id}`,
  srcPc: `/media/banners/${id}-pc.svg`,
  srcSp: `/media/banners/${id}-sp.svg`,
});
const banners = [banner("1", "セミナー情報"), banner("2", "導入事例"), banner("3", "新着記事")];

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no matchMedia: nobody here prefers reduced motion.
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query }),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (list = banners) =>
  render(
    <MemoryRouter>
      <BannerCarousel banners={list} />
    </MemoryRouter>,
  );
/** The label of the one banner slide not hidden. */
const shown = () =>
  screen
    .getAllByRole("group", { hidden: true })
    .filter((group) => !group.hidden)
    .map((group) => group.getAttribute("aria-label"));

describe("the banner carousel", () => {
  it("When it has three banners, then each is a slide group named by its place and only the first shows", () => {
    view();
    const groups = screen.getAllByRole("group", { hidden: true });
    expect(groups.map((group) => group.getAttribute("aria-roledescription"))).toEqual([
      "スライド",
      "スライド",
      "スライド",
    ]);
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 / 3", "2 / 3", "3 / 3"]);
    expect(shown()).toEqual(["1 / 3"]);
  });

  it("When the keyboard reaches it, then the rotation control comes first and stops the rotation", () => {
    view();
    const buttons = screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"));
    expect(buttons).toEqual(["自動再生を停止", "前のバナー", "次のバナー"]);
    const region = screen.getByRole("region", { name: "お知らせバナー" });
    expect(region.getAttribute("data-playing")).toBe("true");
    fireEvent.focus(screen.getByRole("button", { name: "自動再生を停止" }));
    expect(region.getAttribute("data-playing")).toBe("false");
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(shown()).toEqual(["1 / 3"]);
  });

  it("When → and ← are pressed, then the banners change and wrap around", () => {
    view();
    const region = screen.getByRole("region", { name: "お知らせバナー" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(shown()).toEqual(["2 / 3"]);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(shown()).toEqual(["3 / 3"]);
  });

  it("When it plays, then the next banner shows after BANNER_AUTOPLAY_MS, and not while hovered", () => {
    view();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(shown()).toEqual(["2 / 3"]);
    fireEvent.mouseEnter(screen.getByRole("region", { name: "お知らせバナー" }));
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(shown()).toEqual(["2 / 3"]);
  });

  it("When there is one banner, then there are no controls and the arrows do nothing", () => {
    view([banner("1", "セミナー情報")]);
    expect(screen.queryAllByRole("button")).toEqual([]);
    fireEvent.keyDown(screen.getByRole("region", { name: "お知らせバナー" }), { key: "ArrowRight" });
    expect(shown()).toEqual(["1 / 1"]);
  });
});
