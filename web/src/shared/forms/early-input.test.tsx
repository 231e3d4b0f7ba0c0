import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { noteEarlyInput, replayEarlyInput } from "./early-input";

/** A form of controlled controls, as the app's forms are, that prints its state. */
function Form() {
  const [choice, setChoice] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [text, setText] = useState("");
  const [note, setNote] = useState("");
  const [size, setSize] = useState("10");
  return (
    <form>
      {["a", "b"].map((value) => (
        <input
          key={value}
          type="radio"
          name="choice"
          value={value}
          aria-label={value}
          checked={choice === value}
          onChange={() => setChoice(value)}
        />
      ))}
      <input type="checkbox" aria-label="agree" checked={agreed} onChange={() => setAgreed((was) => !was)} />
      <input type="text" aria-label="text" value={text} onChange={(e) => setText(e.target.value)} />
      <textarea aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <select aria-label="size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="10">10</option>
        <option value="50">50</option>
      </select>
      <output>{JSON.stringify({ choice, agreed, text, note, size })}</output>
    </form>
  );
}

function serverRendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

/** What a person does before the app starts: choose b, tick the box, type, pick 50. */
function actEarly(container: HTMLElement) {
  container.querySelector<HTMLInputElement>('[aria-label="b"]')?.click();
  container.querySelector<HTMLInputElement>('[aria-label="agree"]')?.click();
  const text = container.querySelector<HTMLInputElement>('[aria-label="text"]');
  if (text) text.value = "病院";
  const note = container.querySelector<HTMLTextAreaElement>('[aria-label="note"]');
  if (note) note.value = "予算の都合";
  const size = container.querySelector<HTMLSelectElement>('[aria-label="size"]');
  if (size) size.value = "50";
}

async function hydrate(container: HTMLElement): Promise<void> {
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
}

const stateOf = (container: HTMLElement) => JSON.parse(container.querySelector("output")?.textContent ?? "{}");

afterEach(() => {
  document.body.replaceChildren();
});

describe("input before hydration (ADR 199)", () => {
  it("Without the replay, hydration keeps the server's state while the page shows the person's input", async () => {
    const container = serverRendered();
    actEarly(container);
    noteEarlyInput(container);
    await hydrate(container);
    expect(stateOf(container)).toEqual({ choice: null, agreed: false, text: "", note: "", size: "10" });
    expect(container.querySelector<HTMLInputElement>('[aria-label="b"]')?.checked).toBe(true);
  });

  it("When the page has hydrated, then the replay gives React what the person chose, ticked, typed and picked", async () => {
    const container = serverRendered();
    actEarly(container);
    noteEarlyInput(container);
    await hydrate(container);
    await act(async () => replayEarlyInput());
    expect(stateOf(container)).toEqual({ choice: "b", agreed: true, text: "病院", note: "予算の都合", size: "50" });
    // The page still shows it, once.
    expect(container.querySelector<HTMLInputElement>('[aria-label="b"]')?.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[aria-label="agree"]')?.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[aria-label="text"]')?.value).toBe("病院");
  });

  it("When nothing was changed before hydration, then the replay changes nothing", async () => {
    const container = serverRendered();
    noteEarlyInput(container);
    await hydrate(container);
    await act(async () => replayEarlyInput());
    expect(stateOf(container)).toEqual({ choice: null, agreed: false, text: "", note: "", size: "10" });
  });

  it("When the person types again once the app runs, then the replay leaves that text alone", async () => {
    const container = serverRendered();
    actEarly(container);
    noteEarlyInput(container);
    await hydrate(container);
    const text = container.querySelector<HTMLInputElement>('[aria-label="text"]');
    await act(async () => {
      if (!text) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(text, "診療所");
      text.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => replayEarlyInput());
    expect(stateOf(container)).toMatchObject({ choice: "b", text: "診療所" });
  });
});
