import { useEffect, useId, useRef, useState } from "react";

/**
 * An open/closed popover (a header menu, the notification panel) that closes on Escape or on a press
 * outside its element. `ref` goes on the element around the toggle and the panel, `id` on the panel.
 */
export function usePopover<E extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const ref = useRef<E>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      const outside = !(event.target instanceof Node && ref.current?.contains(event.target));
      if (event instanceof KeyboardEvent ? event.key === "Escape" : outside) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return { open, setOpen, ref, id };
}
