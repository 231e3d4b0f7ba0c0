// What a person did to a server-rendered form before the app started (ADR 199).
//
// Server-rendered controls answer the browser before React hydrates them: a radio clicked, a box
// ticked or a word typed then shows in the page, but React's state keeps the server's value, and
// hydration does not read the page back. The form then refuses a choice the person can see
// ("required"), or sends the server's empty text. Just before hydration, `noteEarlyInput` lists the
// controls whose state differs from what the server sent; once the page has hydrated,
// `replayEarlyInput` hands each change to React as the event it would have seen, so the component's
// own `onChange` runs.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TOGGLES = new Set(["checkbox", "radio"]);
/** Inputs whose value React reads from `input` events (not files, buttons or toggles). */
const NOT_TEXT = new Set(["button", "checkbox", "file", "hidden", "image", "radio", "reset", "submit"]);

function changedByPerson(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && TOGGLES.has(control.type)) {
    // A radio the person left is unchecked by the one they chose: only the chosen one counts.
    return control.checked !== control.defaultChecked && (control.type === "checkbox" || control.checked);
  }
  if (control instanceof HTMLInputElement && NOT_TEXT.has(control.type)) return false;
  return control.value !== control.defaultValue;
}

/** What the server sent in a text or select, read before hydration. */
function serverValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    return (
      Array.from(control.options).find((option) => option.defaultSelected)?.value ?? control.options[0]?.value ?? ""
    );
  }
  return control.defaultValue;
}

/** A control the person changed, and what they left in it (checked, or the value). */
export interface Change {
  readonly control: Control;
  readonly wanted: boolean | string;
  /** A text's or select's value as the server sent it (React later moves `defaultValue` along with its state). */
  readonly server: string;
}

let noted: readonly Change[] = [];

/** Lists the controls under `root` that the person changed before the app started. Call just before hydrating. */
export function noteEarlyInput(root: ParentNode): void {
  noted = Array.from(root.querySelectorAll<Control>("input, textarea, select"))
    .filter(changedByPerson)
    .map((control) => ({
      control,
      wanted: control instanceof HTMLInputElement && TOGGLES.has(control.type) ? control.checked : control.value,
      server: serverValue(control),
    }));
}

/**
 * Hands the noted changes to React once the page has hydrated (early-input-replay.ts, loaded only when
 * the person did something before the app started).
 */
export async function replayEarlyInput(): Promise<void> {
  const changes = noted;
  noted = [];
  if (changes.length === 0) return;
  const { replay } = await import("./early-input-replay");
  replay(changes);
}
