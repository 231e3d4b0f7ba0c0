// The CSS breakpoints come from the domain constants (ADR 041). Stylesheets write the custom media
// queries `@media (--tablet)` and `@media (--mobile)`; this Vite plugin puts the widths in before
// Vite's own CSS handling, so no width is typed in a stylesheet.
import type { Plugin } from "vite";
import {
  BREAKPOINT_MOBILE_PX,
  BREAKPOINT_NARROW_DESKTOP_PX,
  BREAKPOINT_TABLET_PX,
} from "../../domain/src/constants.js";

const CUSTOM_MEDIA: Readonly<Record<string, string>> = {
  "--narrow-desktop": `(max-width: ${BREAKPOINT_NARROW_DESKTOP_PX}px)`,
  "--tablet": `(max-width: ${BREAKPOINT_TABLET_PX}px)`,
  "--mobile": `(max-width: ${BREAKPOINT_MOBILE_PX}px)`,
};

/** Replaces `(--tablet)` / `(--mobile)` in media query lists; an unknown `(--name)` fails the build. */
export function expandCustomMedia(css: string, file = "stylesheet"): string {
  return css.replace(/@media([^{]*)\{/g, (rule, query: string) => {
    if (!query.includes("(--")) return rule;
    const expanded = query.replace(/\((--[\w-]+)\)/g, (_whole, name: string) => {
      const media = CUSTOM_MEDIA[name];
      if (!media) throw new Error(`${file}: unknown custom media ${name}`);
      return media;
    });
    return `@media${expanded}{`;
  });
}

export function customMediaPlugin(): Plugin {
  return {
    name: "iryo-custom-media",
    enforce: "pre",
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id)) return undefined;
      return { code: expandCustomMedia(code, id), map: null };
    },
  };
}
