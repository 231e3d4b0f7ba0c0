import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * For a form in steps (input → confirm → complete) on one route: after each change of `step` (not the
 * first render), moves focus to the new step's heading — the element `headingRef` is attached to — and
 * answers the text to announce in a polite live region (`<LiveRegion>`), as the route focus does for a
 * change of page. Without it focus falls to the body when the step's button disappears (WCAG 2.4.3).
 */
export function useStepFocus<Step>(step: Step): {
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly announcement: string;
} {
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(step);

  useEffect(() => {
    if (Object.is(previous.current, step)) return;
    previous.current = step;
    const heading = headingRef.current;
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
    setAnnouncement(`「${(heading.textContent ?? "").trim()}」を表示しました。`);
  }, [step]);

  return { headingRef, announcement };
}
