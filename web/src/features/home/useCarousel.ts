import { BANNER_AUTOPLAY_MS, BANNER_LOOP_MIN_COUNT } from "@iryo/domain/constants";
import { type FocusEvent, type KeyboardEvent, useEffect, useState } from "react";

/**
 * The state and handlers the home page's carousels share (the banners and the slides; APG carousel
 * pattern): with at least BANNER_LOOP_MIN_COUNT items it plays every BANNER_AUTOPLAY_MS and loops; it
 * stops while hovered or focused, by its rotation control and under prefers-reduced-motion; ← and → change
 * items. The first render is the server's (item 1, playing), so hydration changes nothing.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Read after hydration: the server cannot know the preference, and the first render must match its HTML.
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setStopped(true);
  }, []);
  const loops = count >= BANNER_LOOP_MIN_COUNT;
  const playing = loops && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return {
    current: Math.min(index, Math.max(count - 1, 0)),
    loops,
    playing,
    stopped,
    go,
    toggleStopped: () => setStopped((v) => !v),
    /** Spread on the carousel's section. */
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!loops) return;
        if (event.key === "ArrowLeft") go(-1);
        else if (event.key === "ArrowRight") go(1);
        else return;
        event.preventDefault();
      },
      "data-playing": playing,
    },
  };
}
