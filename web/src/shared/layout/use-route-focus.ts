import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** How long the new page may take (lazy chunk, first query) before its heading is looked for no more. */
const WAIT_FOR_HEADING_MS = 8_000;

/** Focus that a route change may move: nothing in particular, or the link/button that navigated. */
function mayMoveFocus(active: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || !active.isConnected) return true;
  if (active === main) return true;
  // Never take focus away from a field the user is typing in (e.g. the header's keyword box).
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return false;
  if (active instanceof HTMLSelectElement || (active as HTMLElement).isContentEditable) return false;
  return active instanceof HTMLAnchorElement || active instanceof HTMLButtonElement;
}

/**
 * After each change of path (not the first load, not a change of query string only), moves focus to
 * the new page's main heading once it is rendered and answers the text to announce in a polite live
 * region, so that keyboard and screen-reader users learn that the page changed (WCAG 2.4.3, 4.1.3).
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = mainRef.current;
    if (!main) return;
    let done = false;
    const settle = () => {
      const heading = main.querySelector("h1");
      // This runs after the new route has committed: an h1 in main is the new page's (a lazy page shows
      // the spinner first, a page waiting for data its skeleton).
      if (!heading || done) return;
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      if (mayMoveFocus(document.activeElement, main)) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(`「${(heading.textContent ?? "").trim()}」のページを表示しました。`);
    };
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      done = true;
      observer.disconnect();
    }, WAIT_FOR_HEADING_MS);
    // The heading may already be there (a page that needs no data, already loaded).
    queueMicrotask(settle);
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainRef]);

  return announcement;
}
