// The second half of early-input.ts (ADR 199), loaded only when there is something to replay.
import type { Change } from "./early-input";

/**
 * Hands each noted change to React (once the page has hydrated), as the event it would have seen.
 * The first change's render sets every controlled control of the component back to React's state, so
 * each change is applied from what was noted, not from what the page shows by then:
 * - a toggle is clicked into the wanted state (set back first when the page still shows it);
 * - a text gets its value past React's value tracker, then an `input` event;
 * - a select gets its value, then a `change` event.
 */
export function replay(changes: readonly Change[]): void {
  for (const { control, wanted, server } of changes) {
    if (!control.isConnected) continue;
    if (typeof wanted === "boolean") {
      const toggle = control as HTMLInputElement;
      if (toggle.checked === wanted) toggle.checked = !wanted;
      toggle.click();
    } else if (control.value !== wanted && control.value !== server) {
      // Neither what was noted nor the server's: the person has changed it again since React started.
    } else if (control instanceof HTMLSelectElement) {
      control.value = wanted;
      control.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      // React's tracker sits on the element: setting through it records a value other than the wanted
      // one, then the prototype's setter puts the wanted text in without telling the tracker.
      control.value = server;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(control, wanted);
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}
