import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HowToSlide } from "./HowToSlide";

const image = {
  __typename: "HomeSlideImage" as const,
  alt: "冬のセミナー特集",
  srcPc: "/media/site/a.png",
  srcSp: "/media/site/b.png",
};
const slide = (over: Record<string, unknown>) => ({
  __typename: "HomeSlideItem" as const,
  title: "",
  text: "",
  link: "",
  linkLabel: "",
  image: null,
  ...over,
});
const section = {
  __typename: "HomeSlide" as const,
  title: "医療ITナビでできること",
  slides: [
    slide({ image, link: "/seminars/list" }),
    slide({ title: "探す", text: "サービスを探せます。", link: "/services/search", linkLabel: "探す" }),
    slide({ title: "比べる", text: "比較できます。", link: "/compare", linkLabel: "比較表" }),
  ],
};

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as never;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (value: typeof section = section) => (
  <MemoryRouter>
    <HowToSlide slide={value} />
  </MemoryRouter>
);
const current = () => document.querySelector('[data-current="true"]')?.getAttribute("aria-label");

describe("the home slide carousel", () => {
  it("When the server HTML is hydrated, then nothing mismatches and slide 1 shows with its pictures", () => {
    // The server's HTML hydrates without a mismatch (React reports one as a recoverable error).
    const container = document.createElement("div");
    container.innerHTML = renderToString(view());
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, view(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const carousel = screen.getByRole("region", { name: "医療ITナビでできること" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("カルーセル");
    const img = within(carousel).getByRole("img", { name: "冬のセミナー特集" });
    expect(img.getAttribute("width")).toBe("1318");
    expect(img.getAttribute("loading")).toBeNull();
    expect(carousel.querySelector("source")?.getAttribute("media")).toBe("(max-width: 768px)");
    expect(current()).toBe("1 / 3");
    // The hidden slides are out of the keyboard's and the reader's way.
    const hidden = carousel.querySelectorAll('[data-current="false"]');
    expect(hidden).toHaveLength(2);
    for (const s of hidden) {
      expect(s.hasAttribute("inert")).toBe(true);
      expect(s.getAttribute("aria-roledescription")).toBe("スライド");
    }
    act(() => root?.unmount());
    container.remove();
  });

  it("When 5 seconds pass, then the next slide shows, and after the last the first again", () => {
    render(view());
    act(() => vi.advanceTimersByTime(5_000));
    expect(current()).toBe("2 / 3");
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe("1 / 3");
  });

  it("When hovered, focused or paused, then it stays; the buttons and arrow keys move it", () => {
    render(view());
    const carousel = screen.getByRole("region", { name: "医療ITナビでできること" });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe("1 / 3");
    fireEvent.mouseLeave(carousel);
    const next = screen.getByRole("button", { name: "次のスライド" });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe("1 / 3");
    fireEvent.click(next);
    expect(current()).toBe("2 / 3");
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(current()).toBe("3 / 3");
    fireEvent.click(screen.getByRole("button", { name: "前のスライド" }));
    expect(current()).toBe("2 / 3");
    act(() => next.blur());
    fireEvent.click(screen.getByRole("button", { name: "スライドの自動再生を停止" }));
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe("2 / 3");
    expect(screen.getByRole("button", { name: "スライドの自動再生を再開" })).toBeTruthy();
  });

  it("When the visitor prefers reduced motion, then it does not play", () => {
    reducedMotion = true;
    render(view());
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe("1 / 3");
    expect(screen.getByRole("region", { name: "医療ITナビでできること" }).dataset.playing).toBe("false");
  });

  it("When there is one slide, then it neither plays nor shows controls; with none, nothing", () => {
    const one = { ...section, slides: section.slides.slice(1, 2) };
    render(view(one));
    expect(screen.queryByRole("button", { name: "次のスライド" })).toBeNull();
    expect(screen.getByRole("link", { name: "探す" }).getAttribute("href")).toBe("/services/search");
    cleanup();
    const { container } = render(view({ ...section, slides: [] }));
    expect(container.innerHTML).toBe("");
  });
});
